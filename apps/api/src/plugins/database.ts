import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the opened, migrated database to modules; closing the app closes it. */
export default fp<{ database: Database; closeOnShutdown: boolean }>(async (app, opts) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
});
