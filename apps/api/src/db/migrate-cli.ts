/** `npm run db:migrate`: apply pending migrations to the configured database and exit. */
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.engine}).`);
