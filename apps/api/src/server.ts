/**
 * Boots the process: reads the configuration, then loads the rest of the server (serve.ts). On the embedded
 * database, PGlite's WebAssembly is read and compiled first, by V8 on another core while this one loads the
 * server's code, so opening the database does not wait for it (docs/decisions/038-embedded-buffer-pool.md).
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { pgliteArtifacts } from './db/pglite-artifacts';

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

// WORKERS=n: this process only supervises; each worker it forks runs the rest of this file.
if (config.workers > 1 && cluster.isPrimary) {
  const { superviseWorkers } = await import('./cluster');
  process.exit(await superviseWorkers(config.workers));
}

if ('pgliteDir' in config.database) void pgliteArtifacts();
const { serve } = await import('./serve');
await serve(config);
