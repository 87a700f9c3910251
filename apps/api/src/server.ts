/**
 * Boots the process. On an embedded database that already exists, PGlite starts opening on a thread of its own
 * first; then the configuration is read and the rest of the server (serve.ts) loaded and built while it opens
 * (db/pglite-thread.ts, docs/decisions/039-embedded-database-thread.md).
 */
import cluster from 'node:cluster';
import { earlyEmbeddedDatabaseDir } from './config-early';
import { startPgliteThread, type PgliteThread } from './db/pglite-thread';

function cannotStart(error: unknown): never {
  console.error(`SafeOgun cannot start: ${(error as Error).message}`);
  process.exit(1);
}

let thread: PgliteThread | undefined;
const existingDatabase = earlyEmbeddedDatabaseDir();
if (existingDatabase) {
  try {
    thread = startPgliteThread(existingDatabase);
  } catch (error) {
    cannotStart(error);
  }
}

const { ConfigError, loadConfig } = await import('./config');
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`SafeOgun cannot start.\n${error.message}`);
    // The database opening meanwhile is closed, not cut off mid-way.
    await thread?.close().catch(() => undefined);
    process.exit(1);
  }
  throw error;
}

// WORKERS=n: this process only supervises; each worker it forks runs the rest of this file.
if (config.workers > 1 && cluster.isPrimary) {
  const { superviseWorkers } = await import('./cluster');
  process.exit(await superviseWorkers(config.workers));
}

// A first start's embedded database opens now that the configuration holds.
if (!thread && 'pgliteDir' in config.database && config.database.pgliteDir) {
  try {
    thread = startPgliteThread(config.database.pgliteDir);
  } catch (error) {
    cannotStart(error);
  }
}
if (thread) {
  // Without its database the server can only fail every request: it stops, for its supervisor to start it again.
  void thread.lost.then((error) => {
    console.error(`SafeOgun is stopping: ${error.message}`);
    process.exit(1);
  });
}
const { serve } = await import('./serve');
await serve(config, thread);
