/**
 * The built server's entry (`dist/server.js`): once the database's thread is on its way (main.ts), runs the bulk of
 * the server (`dist/serve.cjs`, serve.ts and all it loads) through V8's code cache, and saves that cache once a start
 * without one is listening. What V8 compiled at the start before is then neither parsed nor compiled again
 * (docs/decisions/039-embedded-database-thread.md).
 */
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { loadWithCodeCache, type CachedBundle } from './code-cache';
import { WASM_TIERING_FLAG } from './db/pglite-thread-protocol';
import { importModule } from './import-module';
import { main } from './main';
import type { serve } from './serve';

setFlagsFromString(WASM_TIERING_FLAG);
let bundle: CachedBundle<{ serve: typeof serve }> | undefined;
await main(
  async () => {
    bundle = loadWithCodeCache(fileURLToPath(new URL('./serve.cjs', import.meta.url)));
    return bundle.exports.serve;
  },
  // This file is an ES module: its import() works where the bundle's cannot (code-cache.ts).
  { afterListening: () => setImmediate(() => bundle?.save()), importModule },
);
