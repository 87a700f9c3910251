/**
 * Backups and restores (issue 23, decision 032). A snapshot is a folder:
 *
 *   manifest.json        what it holds: engine, app version, time, and every file with its size and SHA-256
 *   database.tar.gz      embedded: PGlite's data directory (`dumpDataDir`), taken between two statements
 *   database.dump        PostgreSQL: `pg_dump --format=custom`, one consistent transaction while others write
 *   uploads/...          the evidence (photos, videos, audio, covers) as stored under DATA_DIR/uploads
 *   secrets/...          DATA_DIR/secrets (sessions, signed file links and channel callbacks keep working)
 *
 * The database is read first and the evidence after it: a file is stored before the row naming it commits, so every
 * file the snapshot's database names is in the snapshot (a file written later is simply extra). The snapshot is
 * written to `PATH.part` and renamed to PATH once the manifest is in: a folder named PATH is always whole.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { EmbeddedClient } from '../../db/pglite-thread';

export const MANIFEST = 'manifest.json';
export const MANIFEST_FORMAT = 'safeogun-backup/1';

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  engine: 'pglite' | 'postgres';
  appVersion: string;
  createdAt: string;
  files: ManifestFile[];
}

/** Where a snapshot's database comes from: a PGlite instance (the server's own, or one the command opened) or pg_dump. */
export type DatabaseSource = { engine: 'pglite'; pglite: EmbeddedClient } | { engine: 'postgres'; databaseUrl: string };

export class BackupError extends Error {
  override name = 'BackupError';
}

/** A connection to PostgreSQL; pg is loaded here, not at start, as the embedded database never needs it. */
async function postgresClient(databaseUrl: string) {
  const { default: pg } = await import('pg');
  return new pg.Client({ connectionString: databaseUrl });
}

/** Runs a command, failing with its own error output. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) =>
      reject(new BackupError(`${command} could not be run (${error.message}): install the PostgreSQL client tools.`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new BackupError(`${command} failed: ${err.trim() || `exit code ${code}`}`)),
    );
  });
}

/** pg_dump and pg_restore must be at least the server's major version (an older pg_dump refuses a newer server). */
async function checkClientVersion(databaseUrl: string, tool: 'pg_dump' | 'pg_restore') {
  const clientMajor = Number(/(\d+)(\.\d+)?/.exec(await run(tool, ['--version']))?.[1]);
  const client = await postgresClient(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    const serverMajor = Math.floor(Number(rows[0]!.v) / 10000);
    if (clientMajor < serverMajor) {
      throw new BackupError(
        `${tool} is version ${clientMajor} but the database server is version ${serverMajor}: install the PostgreSQL ${serverMajor} client tools.`,
      );
    }
  } finally {
    await client.end();
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `dir`, relative, skipping files still being written (`.part-` names of storage.ts). */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    else if (entry.isFile() && !entry.name.includes('.part')) out.push(rel);
  }
  return out;
}

/** Copies `from`'s files into `to` (same relative paths); files removed meanwhile are skipped. */
async function copyTree(from: string, to: string): Promise<void> {
  for (const rel of await filesUnder(from)) {
    const target = path.join(to, rel);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(path.join(from, rel), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

export interface SnapshotOptions {
  target: string;
  database: DatabaseSource;
  dataDir: string;
  appVersion: string;
  now: Date;
}

/** Writes a whole snapshot to `target` (which must not exist yet, or be an empty folder) and returns its manifest. */
export async function writeSnapshot(options: SnapshotOptions): Promise<Manifest> {
  const target = path.resolve(options.target);
  if (!(await isEmptyDir(target))) {
    throw new BackupError(`${target} is not empty: choose a new folder for the backup.`);
  }
  const work = `${target}.part`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true, mode: 0o700 });
  try {
    if (options.database.engine === 'pglite') {
      // A checkpoint first keeps the write-ahead log short, so the restored copy starts quickly.
      await options.database.pglite.exec('checkpoint');
      const tarball = await options.database.pglite.dumpDataDir('gzip');
      await writeFile(path.join(work, 'database.tar.gz'), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    } else {
      await checkClientVersion(options.database.databaseUrl, 'pg_dump');
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(work, 'database.dump')}`,
        `--dbname=${options.database.databaseUrl}`,
      ]);
    }
    await copyTree(path.join(options.dataDir, 'uploads'), path.join(work, 'uploads'));
    await copyTree(path.join(options.dataDir, 'secrets'), path.join(work, 'secrets'));

    const files: ManifestFile[] = [];
    for (const rel of (await filesUnder(work)).sort()) {
      const file = path.join(work, rel);
      files.push({ path: rel, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      engine: options.database.engine,
      appVersion: options.appVersion,
      createdAt: options.now.toISOString(),
      files,
    };
    await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rm(target, { recursive: true, force: true });
    await rename(work, target);
    return manifest;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** Reads a snapshot's manifest and checks every file against it (size and SHA-256). */
export async function verifySnapshot(source: string): Promise<Manifest> {
  const dir = path.resolve(source);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${dir} is not a SafeOgun backup: it has no readable ${MANIFEST}.`);
  }
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new BackupError(`${dir} is a backup of an unknown format (${String(manifest.format)}).`);
  }
  for (const file of manifest.files) {
    const full = path.join(dir, file.path);
    if (!existsSync(full) || (await sha256Of(full)) !== file.sha256) {
      throw new BackupError(`The backup is damaged: ${file.path} is missing or does not match its SHA-256 sum.`);
    }
  }
  return manifest;
}

/** The total size of a snapshot, from its manifest. */
export const snapshotBytes = (manifest: Manifest) => manifest.files.reduce((sum, f) => sum + f.bytes, 0);

/** Whether a PostgreSQL database has any table of its own (a restore goes only into an empty one). */
async function databaseHasTables(databaseUrl: string): Promise<boolean> {
  const client = await postgresClient(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
         and s.nspname not like 'pg_toast%'`,
    );
    return rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  source: string;
  dataDir: string;
  /** Set: restore into this PostgreSQL database; unset: into PGlite in DATA_DIR/pgdata. */
  databaseUrl: string | undefined;
}

/** Restores a verified snapshot into an empty DATA_DIR (and, on PostgreSQL, an empty database). */
export async function restoreSnapshot(options: RestoreOptions): Promise<Manifest> {
  const source = path.resolve(options.source);
  const dataDir = path.resolve(options.dataDir);
  const manifest = await verifySnapshot(source);
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `This backup is of the ${manifest.engine === 'pglite' ? 'embedded database' : 'PostgreSQL database'}, but the settings name ${engine === 'pglite' ? 'the embedded one (no DATABASE_URL)' : 'a PostgreSQL one (DATABASE_URL)'}: restore it with the same kind of database.`,
    );
  }
  if (!(await isEmptyDir(dataDir))) {
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty: a restore never writes over an install. Point DATA_DIR at a new, empty folder.`,
    );
  }
  if (options.databaseUrl && (await databaseHasTables(options.databaseUrl))) {
    throw new BackupError(
      'The database named by DATABASE_URL is not empty: a restore never writes over an install. Create a new, empty database and point DATABASE_URL at it.',
    );
  }
  await mkdir(dataDir, { recursive: true });
  if (options.databaseUrl) {
    await checkClientVersion(options.databaseUrl, 'pg_restore');
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${options.databaseUrl}`,
      path.join(source, 'database.dump'),
    ]);
  } else {
    const tarball = new Blob([await readFile(path.join(source, 'database.tar.gz'))]);
    const pglite = new PGlite(path.join(dataDir, 'pgdata'), { loadDataDir: tarball });
    await pglite.waitReady;
    await pglite.close();
  }
  await copyTree(path.join(source, 'uploads'), path.join(dataDir, 'uploads'));
  await copyTree(path.join(source, 'secrets'), path.join(dataDir, 'secrets'));
  return manifest;
}

const SNAPSHOT_NAME = /^safeogun-\d{8}T\d{6}Z$/;

/** The name of a scheduled snapshot taken at `at` (sortable by time). */
export const scheduledName = (at: Date) =>
  `safeogun-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/** The scheduled snapshots in `dir`, oldest first, with their manifests (a folder without one is not a snapshot). */
export async function listSnapshots(dir: string): Promise<{ name: string; manifest: Manifest }[]> {
  if (!existsSync(dir)) return [];
  const out: { name: string; manifest: Manifest }[] = [];
  for (const name of (await readdir(dir)).filter((n) => SNAPSHOT_NAME.test(n)).sort()) {
    try {
      out.push({ name, manifest: JSON.parse(await readFile(path.join(dir, name, MANIFEST), 'utf8')) as Manifest });
    } catch {
      // Not a whole snapshot (removed by hand, or another tool's folder): neither listed nor pruned.
    }
  }
  return out;
}

/** Removes the oldest scheduled snapshots beyond `keep`; returns the names removed. */
export async function pruneSnapshots(dir: string, keep: number): Promise<string[]> {
  const all = await listSnapshots(dir);
  const old = all.slice(0, Math.max(0, all.length - keep)).map((s) => s.name);
  for (const name of old) await rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}
