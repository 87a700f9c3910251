/** `npm run db:migrate`: apply pending migrations to the configured database and exit. */
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase(config.database);
const outcome = await database.migrate();
await database.close();
console.log(
  outcome === 'migrated'
    ? `Migrations applied (${database.engine}).`
    : `The database is up to date: no migration to apply (${database.engine}).`,
);
