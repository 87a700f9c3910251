/**
 * How PGlite is opened, on the server's thread (client.ts) or on its own (pglite-thread-worker.ts): its
 * WebAssembly and file bundle prepared once per thread (pglite-artifacts.ts) and its start parameters.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteArtifacts } from './pglite-artifacts';

/**
 * PGlite's buffer pool: 32 MB instead of PostgreSQL's 128 MB. PGlite zeroes its whole shared memory each time it
 * opens, and on this machine that took about 0.4 s of every start (3 ms per MB; `memset` in a CPU profile); 32 MB
 * takes about 0.1 s. Pages beyond it are read from the operating system's file cache
 * (docs/decisions/038-embedded-buffer-pool.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Options for a PGlite in `dataDir` (null: in memory, optionally from a dumped data directory). */
export async function pgliteOptions(dataDir: string | null, snapshot?: Blob): Promise<PGliteOptions> {
  const { wasmModule, fsBundle } = await pgliteArtifacts();
  return {
    dataDir: dataDir ?? undefined,
    loadDataDir: dataDir ? undefined : snapshot,
    startParams: PGLITE_START_PARAMS,
    pgliteWasmModule: wasmModule,
    fsBundle,
  };
}
