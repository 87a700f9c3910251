import { fileURLToPath } from 'node:url';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { pgliteOptions } from './pglite-options';
import type { EmbeddedClient, PgliteThread } from './pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Plain SQL access for the few places Drizzle does not fit (benchmarks, NOTIFY). */
  pool?: pg.Pool;
  /**
   * The connections that only LISTEN (live streams, cache invalidation): apart from `pool`, so the channels a process
   * listens on, each holding a connection for its whole life, never take the connections requests query with.
   */
  listenPool?: pg.Pool;
  pglite?: EmbeddedClient;
  /** Applies the migrations the database lacks. */
  migrate(): Promise<MigrateOutcome>;
  close(): Promise<void>;
}

/** The migrations folder sits beside this module in src and beside the bundle in dist. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Whether `migrate` had migrations to apply, or found the database up to date. */
export type MigrateOutcome = 'migrated' | 'up to date';

/** Runs a query answering one row with one boolean column, `answer`. */
type AskDatabase = (text: string, params?: unknown[]) => Promise<{ rows: { answer: boolean }[] }>;

/**
 * Runs drizzle's migrate unless the database has recorded the journal's newest migration already. Drizzle applies
 * each migration newer than the newest one recorded, so that record means there is nothing to apply. Two small
 * queries find it, where drizzle reads and hashes every migration file and runs three statements and an empty
 * transaction at every start to find nothing to do.
 */
async function migrateUnlessUpToDate(ask: AskDatabase, migrate: () => Promise<void>): Promise<MigrateOutcome> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const answer = async (text: string, params?: unknown[]) => (await ask(text, params)).rows[0]!.answer;
  // The table is drizzle's, created by its first migrate: a new database has none yet.
  const recorded =
    (await answer(`select to_regclass('drizzle.__drizzle_migrations') is not null as answer`)) &&
    (await answer('select exists (select from drizzle.__drizzle_migrations where created_at >= $1) as answer', [
      newest,
    ]));
  if (recorded) return 'up to date';
  await migrate();
  return 'migrated';
}

export type DatabaseTarget =
  | { databaseUrl: string }
  /** The server's DATA_DIR, opening on its own thread since the process began (main.ts). */
  | { thread: PgliteThread }
  /** pgliteDir null: in memory, optionally starting from a dumped data directory (tests). */
  | { pgliteDir: string | null; snapshot?: Blob };

function postgresPool(Pool: typeof pg.Pool, connectionString: string, max: number): pg.Pool {
  const pool = new Pool({
    connectionString,
    max,
    // A database out of reach fails a request (503) within seconds instead of leaving it waiting for ever.
    connectionTimeoutMillis: 5_000,
    // Notices a silently dropped connection (a NAT or failover forgetting it) instead of waiting on a dead socket.
    keepAlive: true,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a dropped connection that is checked out (a transaction, a LISTEN): node-postgres emits 'error' on the
  // client as well as failing its query, and an 'error' nobody listens to ends the process. The query's own
  // error reaches the request (503, see connection-errors.ts), and the pool discards the dead client on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** The connections a process queries PostgreSQL with (requests queue for one beyond that). */
export const POSTGRES_POOL_SIZE = 10;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    // Loaded only for PostgreSQL: the embedded default never uses them, and they cost every start about 0.05 s.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = postgresPool(pg.Pool, target.databaseUrl, POSTGRES_POOL_SIZE);
    // One connection per channel listened on (about five per process, and a test may run two apps on one database).
    const listenPool = postgresPool(pg.Pool, target.databaseUrl, 20);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      pool,
      listenPool,
      migrate: () =>
        migrateUnlessUpToDate(
          (text, params) => pool.query(text, params),
          () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
        ),
      close: async () => {
        await Promise.all([pool.end(), listenPool.end()]);
      },
    };
  }
  if ('thread' in target) {
    await target.thread.ready;
    // Its thread unlocks DATA_DIR when it stops.
    return embeddedDatabase(target.thread, () => undefined);
  }
  let unlock = () => undefined as void;
  if (target.pgliteDir) {
    mkdirSync(target.pgliteDir, { recursive: true });
    unlock = lockDataDir(target.pgliteDir);
  }
  let client: PGlite;
  try {
    client = new PGlite(await pgliteOptions(target.pgliteDir, target.snapshot));
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  return embeddedDatabase(client, unlock);
}

/**
 * The database on `thread` for an app built while it is still being prepared (serve.ts): every statement waits
 * until `prepared` settles, so none runs before the migrations.
 */
export function databaseAfter(thread: PgliteThread, prepared: Promise<unknown>): Database {
  const after =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      await prepared;
      return method(...args);
    };
  const client = {
    query: after(thread.query),
    exec: after(thread.exec),
    transaction: after(thread.transaction),
    listen: after(thread.listen),
    dumpDataDir: after(thread.dumpDataDir),
    close: thread.close,
  } as EmbeddedClient;
  return embeddedDatabase(client, () => undefined);
}

/** An embedded database through drizzle, on this thread (tests, commands) or its own (the server). */
function embeddedDatabase(client: EmbeddedClient, afterClose: () => void): Database {
  // drizzle's PGlite driver asks only for what EmbeddedClient has.
  const pglite = client as unknown as PGlite;
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    engine: 'pglite',
    pglite: client,
    migrate: () =>
      migrateUnlessUpToDate(
        (text, params) => client.query(text, params),
        () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
      ),
    close: async () => {
      await client.close();
      afterClose();
    },
  };
}
