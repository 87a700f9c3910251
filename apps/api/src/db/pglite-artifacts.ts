/**
 * PGlite's WebAssembly compiled, and its file bundle read, once per thread. PGlite on its own reads and compiles
 * `pglite.wasm` (9 MB) and reads `pglite.data` (6 MB) at every open; the tests, which open many databases in one
 * process, compile once. The server's database thread asks for them as it starts (pglite-thread-worker.ts).
 * (docs/decisions/038-embedded-buffer-pool.md)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** V8's WebAssembly object: @types/node 20 declares its types but not the object. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

export interface PgliteArtifacts {
  /** For PGlite's `pgliteWasmModule`. */
  wasmModule: WasmModule;
  /** For PGlite's `fsBundle`. */
  fsBundle: Blob;
}

let loading: Promise<PgliteArtifacts> | undefined;

/** Starts reading and compiling at the first call; later calls answer the same promise. */
export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  if (!loading) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    // Read at once (15 MB from the file cache, a few milliseconds): nothing else waits on this thread meanwhile.
    const wasm = readFileSync(path.join(dist, 'pglite.wasm'));
    const fsBundle = new Blob([readFileSync(path.join(dist, 'pglite.data'))]);
    loading = WebAssembly.compile(wasm).then((wasmModule) => ({ wasmModule, fsBundle }));
    // A failure is answered to whoever awaits it (openDatabase), not left unhandled by an early call.
    loading.catch(() => undefined);
  }
  return loading;
}
