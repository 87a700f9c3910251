/**
 * Boots a server process: reads the configuration, then loads the rest of the server (serve.ts). On the embedded
 * database, PGlite opens first, on a thread of its own, while this one loads and builds the server
 * (db/pglite-thread.ts, docs/decisions/039-embedded-database-thread.md). Run by `server.ts` (development, tests:
 * serve.ts as a module) and by the built server (`built-server.ts`: serve.ts's bundle through V8's code cache).
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { startPgliteThread } from './db/pglite-thread';
import type { ServerHost, serve } from './serve';

/**
 * Runs the server, its bulk loaded by `loadServe` once the database's thread is on its way, with what `host` gives
 * it (a cluster supervisor serves nothing and calls neither).
 */
export async function main(loadServe: () => Promise<typeof serve>, host?: ServerHost): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`SafeOgun cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // WORKERS=n: this process only supervises; each worker it forks runs the rest of this function.
  if (config.workers > 1 && cluster.isPrimary) {
    const { superviseWorkers } = await import('./cluster');
    process.exit(await superviseWorkers(config.workers));
  }

  // The embedded database opens on a thread of its own while this one loads the rest of the server.
  let thread;
  if ('pgliteDir' in config.database && config.database.pgliteDir) {
    try {
      thread = startPgliteThread(config.database.pgliteDir);
      // Without its database the server can only fail every request: it stops, for its supervisor to start it again.
      void thread.lost.then((error) => {
        console.error(`SafeOgun is stopping: ${error.message}`);
        process.exit(1);
      });
    } catch (error) {
      console.error(`SafeOgun cannot start: ${(error as Error).message}`);
      process.exit(1);
    }
  }
  await (
    await loadServe()
  )(config, thread, host);
}
