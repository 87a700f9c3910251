import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import type { PgliteThread } from './pglite-thread';
import { seedDemoContent } from './seed/demo';
import { seedDemoPolice } from './seed/demo-police';
import { seedReferenceData } from './seed/reference';

/** The advisory lock key under which one process at a time prepares a PostgreSQL database ('SafeOgun' in ASCII). */
export const PREPARE_LOCK_KEY = 0x536166654f67756en;

/**
 * Runs `work` while holding the database's preparation lock: processes started together on one fresh PostgreSQL
 * database take turns, so the first migrates and seeds and the others find it done (before, each ran the migrations
 * and all but one died on "CREATE TABLE ..."). The lock is a session's, so a process killed while holding it frees
 * it. The embedded database has a single process (its DATA_DIR lock).
 */
async function underPrepareLock(database: Database, work: () => Promise<void>) {
  if (!database.pool) return work();
  const session = await database.pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    try {
      await work();
    } finally {
      await session.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
    }
  } finally {
    session.release();
  }
}

/**
 * Opens the configured database (the embedded one on `thread` when the server started it there), applies
 * migrations and seeds reference (and, when enabled, demo) data.
 */
export async function prepareDatabase(config: Config, thread?: PgliteThread): Promise<Database> {
  const database = await openDatabase(thread ? { thread } : config.database);
  try {
    await underPrepareLock(database, async () => {
      await database.migrate();
      await seedReferenceData(database.db, config.lgaBoundariesPath);
      if (config.seedDemo) {
        await seedDemoContent(database.db);
        await seedDemoPolice(database.db);
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
