/**
 * `npm run import:boundaries -- <file.geojson> [--state Ogun]`: loads or updates LGAs from a GADM-style (NAME_2,
 * GID_2, NAME_1) or geoBoundaries-style (shapeName, shapeID) GeoJSON file on the configured database (DATABASE_URL,
 * or PGlite in DATA_DIR: stop the server first, it holds that directory), and prints what it added and changed.
 * `--state` keeps only that state's features and names the state of features that do not say (geoBoundaries ADM2).
 * New LGAs belong to no Area Command until an administrator assigns them in the console.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { describeImport, importBoundaries } from './db/seed/boundaries-import';
import { parseLgaBoundaries } from './db/seed/lga-boundaries';

function fail(message: string): never {
  console.error(`import:boundaries: ${message}`);
  process.exit(1);
}

let args: ReturnType<typeof parseArgs<{ options: { state: { type: 'string' } }; allowPositionals: true }>>;
try {
  args = parseArgs({ options: { state: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  fail((error as Error).message);
}
const [file] = args.positionals;
if (!file || args.positionals.length > 1) fail('usage: npm run import:boundaries -- <file.geojson> [--state Ogun]');

let text: string;
try {
  text = await readFile(file, 'utf8');
} catch (error) {
  fail(`cannot read ${file}: ${(error as Error).message}`);
}
let boundaries;
try {
  boundaries = parseLgaBoundaries(text, file, { onlyState: args.values.state });
} catch (error) {
  fail((error as Error).message);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(describeImport(await importBoundaries(database.db, boundaries)));
} catch (error) {
  fail((error as Error).message);
} finally {
  await database.close();
}
