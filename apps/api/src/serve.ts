/** Serves with a loaded configuration: opens and prepares the database, builds the app, listens; shuts down cleanly. */
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { Config } from './config';
import { databaseAfter } from './db/client';
import { prepareDatabase } from './db/prepare';
import type { PgliteThread } from './db/pglite-thread';
import type { ImportModule } from './import-module';
import { buildApp } from './app';
import { offsetFileClock } from './plugins/clock';
import { ensureFirstAdministrator } from './modules/police-accounts/administrators.service';

/** What the process running the server gives it beyond its configuration (built-server.ts gives both). */
export interface ServerHost {
  /** Called once the server is listening. */
  afterListening?: () => void;
  /** How the app imports an ES module file (import-module.ts). */
  importModule?: ImportModule;
}

export async function serve(config: Config, thread?: PgliteThread, host: ServerHost = {}): Promise<void> {
  // The database is prepared (opened, migrated, seeded, its first administrator made) while, on the embedded
  // database's own thread, the app is built meanwhile: its statements wait for the preparation
  // (docs/decisions/039-embedded-database-thread.md). Either failing stops the start.
  let firstAdmin: Awaited<ReturnType<typeof ensureFirstAdministrator>> | undefined;
  const prepared = (async () => {
    const database = await prepareDatabase(config, thread);
    try {
      firstAdmin = await ensureFirstAdministrator({ db: database.db, now: () => new Date() }, config.firstAdmin);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  })();
  prepared.catch((error: unknown) => {
    console.error(`SafeOgun cannot start: ${(error as Error).message}`);
    process.exit(1);
  });
  const app = await buildApp({
    config,
    database: thread ? databaseAfter(thread, prepared) : await prepared,
    clock: config.testClockFile ? offsetFileClock(config.testClockFile) : undefined,
    importModule: host.importModule,
  });
  const database = await prepared;
  if (config.testClockFile) app.log.warn(`TEST_CLOCK_FILE is set: the clock runs ahead by ${config.testClockFile}`);
  if (firstAdmin === 'created') app.log.info(`administrator ${config.firstAdmin!.email} created (ADMIN_EMAIL)`);
  if (firstAdmin === 'exists' && config.firstAdmin)
    app.log.info('an administrator exists already: ADMIN_EMAIL and ADMIN_PASSWORD are not used');

  // A signal drains first (plugins/lifecycle.ts: readiness 503 while still serving), then closes: requests in flight
  // finish and live streams end with a reconnect hint. An error closes at once.
  closeWithGrace({ delay: config.shutdownDrainMs + 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else {
      app.log.info({ signal, drainSeconds: config.shutdownDrainMs / 1000 }, 'shutting down: draining');
      app.lifecycle.drain();
      await sleep(config.shutdownDrainMs);
    }
    await app.close();
  });

  try {
    await app.listen({ host: config.host, port: config.port });
    app.log.info(
      `SafeOgun is serving ${config.publicUrl} (database: ${database.engine}${database.engine === 'pglite' ? ` in ${config.dataDir}` : ''})`,
    );
  } catch (err) {
    app.log.error({ err }, 'could not start the server');
    await app.close();
    process.exit(1);
  }
  host.afterListening?.();
}
