/**
 * `npm run db:move-to-postgres`, with the server stopped and its settings in the environment: DATA_DIR (the embedded
 * database to read) and DATABASE_URL (the empty PostgreSQL database to fill). See move-to-postgres.ts.
 */
import path from 'node:path';
import { loadConfigOr } from './config';
import { MoveError, moveToPostgres } from './move-to-postgres';

function fail(message: string): never {
  console.error(`db:move-to-postgres: ${message}`);
  process.exit(1);
}

const config = loadConfigOr(fail);
if (!('databaseUrl' in config.database)) {
  fail('set DATABASE_URL to the new, empty PostgreSQL database, and DATA_DIR to the embedded install to move.');
}

const started = Date.now();
console.log(`Moving the embedded database of ${config.dataDir} into PostgreSQL.`);
try {
  const report = await moveToPostgres({
    dataDir: config.dataDir,
    databaseUrl: config.database.databaseUrl,
    onTable: (table, rows) => console.log(`${table.padEnd(32)} ${rows} rows`),
  });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Moved ${rows} rows in ${report.tables.length} tables in ${seconds} s; ${report.sequences} sequences set; ` +
      `the audit chain verifies over ${report.auditEntries} entries.`,
  );
  console.log(
    report.secrets.length > 0
      ? `The generated secrets of ${path.join(config.dataDir, 'secrets')} (${report.secrets.join(', ')}) are now in the database, so sessions, signed file links, channel callback URLs and the evidence key stay good on every process.`
      : `No generated secrets were found in ${path.join(config.dataDir, 'secrets')}: the first process started on the database generates them.`,
  );
  console.log(
    `Evidence stays in ${path.join(config.dataDir, 'uploads')}: start the server with this DATA_DIR, or move it to a bucket with npm run storage:copy.`,
  );
} catch (error) {
  if (error instanceof MoveError) fail(error.message);
  throw error;
}
