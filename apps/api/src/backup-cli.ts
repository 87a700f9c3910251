/**
 * `npm run backup -- PATH` and `npm run restore -- PATH`, with the server's own settings in the environment
 * (DATA_DIR, DATABASE_URL, PORT). Decision 032.
 *
 * backup: on PostgreSQL, pg_dump reads one consistent transaction while the servers keep writing. On the embedded
 * database the running server owns DATA_DIR (PGlite is one process's alone), so the command asks that server, on
 * this machine, to write the snapshot (POST /internal/backup with DATA_DIR/secrets/backup-secret); with no server
 * running it opens DATA_DIR itself.
 *
 * restore: checks every file against the manifest, then restores into an empty DATA_DIR (and, on PostgreSQL, an
 * empty database); it refuses anything else with a sentence.
 */
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { loadOrCreateSecret } from './lib/secrets';
import { BACKUP_SECRET, INTERNAL_BACKUP_PATH } from './modules/backup/backup.plugin';
import { BackupError, restoreSnapshot, snapshotBytes, writeSnapshot, type Manifest } from './modules/backup/snapshot';

const USAGE = 'Usage: npm run backup -- PATH | npm run restore -- PATH';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The running server's answer, or null when no server listens on this machine's PORT. */
async function askServer(config: Config, target: string): Promise<Manifest | null> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  let response: Response;
  try {
    response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}${INTERNAL_BACKUP_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${loadOrCreateSecret(config.dataDir, BACKUP_SECRET)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ target }),
      signal: AbortSignal.timeout(6 * 3600_000),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: { manifest: Manifest } };
  if (!response.ok || !body.data) {
    throw new BackupError(body.message ?? `The running server answered HTTP ${response.status}.`);
  }
  return body.data.manifest;
}

async function backup(config: Config, target: string): Promise<Manifest> {
  if ('databaseUrl' in config.database) {
    return writeSnapshot({
      target,
      database: { engine: 'postgres', databaseUrl: config.database.databaseUrl },
      dataDir: config.dataDir,
      appVersion: config.version,
      now: new Date(),
    });
  }
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    // The server holds DATA_DIR: it takes the snapshot.
    if (!/in use by another SafeOgun process/.test((error as Error).message)) throw error;
    const manifest = await askServer(config, target);
    if (!manifest) {
      throw new BackupError(
        `A SafeOgun server holds ${config.dataDir} but does not answer on port ${config.port}: run the backup with the server's own settings (PORT, HOST).`,
      );
    }
    return manifest;
  }
  try {
    return await writeSnapshot({
      target,
      database: { engine: 'pglite', pglite: database.pglite! },
      dataDir: config.dataDir,
      appVersion: config.version,
      now: new Date(),
    });
  } finally {
    await database.close();
  }
}

const [command, target, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !target || rest.length > 0) fail(USAGE);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`${command}: ${error.message}`);
  throw error;
}

const started = Date.now();
try {
  const where = path.resolve(target);
  const manifest =
    command === 'backup'
      ? await backup(config, where)
      : await restoreSnapshot({
          source: where,
          dataDir: config.dataDir,
          databaseUrl: 'databaseUrl' in config.database ? config.database.databaseUrl : undefined,
        });
  const mb = (snapshotBytes(manifest) / 1e6).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    command === 'backup'
      ? `Backup written to ${where}: ${manifest.files.length} files, ${mb} MB, in ${seconds} s.`
      : `Restored ${where} (taken ${manifest.createdAt}) into ${config.dataDir}: ${manifest.files.length} files, ${mb} MB, in ${seconds} s.`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(`${command}: ${error.message}`);
  throw error;
}
