/**
 * Runs a CommonJS bundle through V8's code cache: the bytecode V8 compiled for it at an earlier start, saved beside
 * it, so a start neither parses nor compiles what it ran the time before. Node 20 keeps no such cache for ES modules
 * or `require` (docs/decisions/039-embedded-database-thread.md, "The server's code from V8's code cache").
 */
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';

/** How the bundle was compiled: from the saved cache, or from its source (no cache, or V8 refused it). */
export type CodeCacheUse = 'used' | 'absent' | 'rejected';

export interface CachedBundle<Exports> {
  exports: Exports;
  cache: CodeCacheUse;
  /**
   * Saves the bytecode of every function compiled so far, when the cache was not used: called once the bundle has
   * done what every start does. Never throws: a bundle in a read-only place simply starts without a cache.
   */
  save(): void;
}

/**
 * V8 checks a cache against its own version and flags and the source's length only; the cache file starts with the
 * source's SHA-256, so a rebuilt bundle of the same length never runs the previous one's bytecode.
 */
const HASH_BYTES = 32;

export function codeCacheFile(bundle: string): string {
  return `${bundle}.v8-cache`;
}

/**
 * Loads `bundle` (a CommonJS file) as `require` would, compiling it from its code cache when one matches. The bundle
 * must not call `import()`: Node 20 loses a script's dynamic import callback when the script comes from a code cache
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING at the second start), so none is given and a bundle that does fails at once.
 */
export function loadWithCodeCache<Exports>(bundle: string): CachedBundle<Exports> {
  const bytes = readFileSync(bundle);
  const hash = createHash('sha256').update(bytes).digest();
  // An ASCII file (esbuild's output without comments) decodes at once as Latin-1; UTF-8 decoding of one is
  // about 50 ms on this machine.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const cacheFile = codeCacheFile(bundle);
  let cachedData: Buffer | undefined;
  try {
    const saved = readFileSync(cacheFile);
    if (saved.subarray(0, HASH_BYTES).equals(hash)) cachedData = saved.subarray(HASH_BYTES);
  } catch {
    // No cache yet.
  }
  // The wrapper shares the source's first line, so the line numbers in stack traces stay the bundle's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData,
  });
  const cache: CodeCacheUse = !cachedData ? 'absent' : script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {} as Exports };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
  return {
    exports: module.exports,
    cache,
    save() {
      if (cache === 'used') return;
      // Written aside and renamed, so processes started together never read half a file.
      const partial = `${cacheFile}.${process.pid}`;
      try {
        writeFileSync(partial, Buffer.concat([hash, script.createCachedData()]));
        renameSync(partial, cacheFile);
      } catch {
        rmSync(partial, { force: true });
      }
    },
  };
}
