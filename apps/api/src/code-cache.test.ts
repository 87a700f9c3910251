/**
 * The built server's code cache (code-cache.ts), each start a process of its own as in production: the first start
 * compiles and saves, the next runs from the cache, and a cache never runs code other than the bundle's own.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeCacheFile } from './code-cache';

const root = mkdtempSync(path.join(os.tmpdir(), 'safeogun-code-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A bundle that needs what the server's does: `require` beside it and of Node's own modules, and `__dirname`. */
function writeBundle(dir: string, answer: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'helper.cjs'), "module.exports = { name: 'helper' };\n");
  const bundle = path.join(dir, 'bundle.cjs');
  writeFileSync(
    bundle,
    `const helper = require('./helper.cjs');
module.exports.run = async () => ({
  answer: '${answer}',
  helper: helper.name,
  dir: __dirname,
  sep: require('node:path').sep,
});
`,
  );
  return bundle;
}

/** Starts a process that loads `bundle` through the cache, runs it and saves the cache. */
function start(bundle: string): { cache: string; result: Record<string, string> } {
  const script = `
    const { loadWithCodeCache } = await import(${JSON.stringify(path.resolve('src/code-cache.ts'))});
    const bundle = loadWithCodeCache(process.env.BUNDLE);
    const result = await bundle.exports.run();
    bundle.save();
    console.log(JSON.stringify({ cache: bundle.cache, result }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, BUNDLE: bundle },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

describe('the code cache', () => {
  it('is made by the first start and used by the next, which runs the same', () => {
    const dir = path.join(root, 'first');
    const bundle = writeBundle(dir, 'A');
    const expected = { answer: 'A', helper: 'helper', dir, sep: path.sep };

    expect(start(bundle)).toEqual({ cache: 'absent', result: expected });
    expect(readFileSync(codeCacheFile(bundle)).length).toBeGreaterThan(32);
    expect(start(bundle)).toEqual({ cache: 'used', result: expected });
    expect(start(bundle)).toEqual({ cache: 'used', result: expected });
  });

  it('is not used for a rebuilt bundle of the same length, which runs its own code', () => {
    const dir = path.join(root, 'rebuilt');
    const bundle = writeBundle(dir, 'A');
    start(bundle);
    writeBundle(dir, 'B');

    expect(start(bundle)).toMatchObject({ cache: 'absent', result: { answer: 'B' } });
    expect(start(bundle)).toMatchObject({ cache: 'used', result: { answer: 'B' } });
  });

  it('refused by V8, the bundle still runs and a good cache replaces it', () => {
    const dir = path.join(root, 'refused');
    const bundle = writeBundle(dir, 'A');
    start(bundle);
    const saved = readFileSync(codeCacheFile(bundle));
    writeFileSync(codeCacheFile(bundle), Buffer.concat([saved.subarray(0, 32), Buffer.alloc(saved.length - 32, 7)]));

    expect(start(bundle)).toMatchObject({ cache: 'rejected', result: { answer: 'A' } });
    expect(start(bundle)).toMatchObject({ cache: 'used', result: { answer: 'A' } });
  });

  it('cannot be saved: the start goes on without one, leaving nothing half written', () => {
    const dir = path.join(root, 'unsaved');
    const bundle = writeBundle(dir, 'A');
    // A directory (not empty) where the cache would go: the rename onto it fails.
    mkdirSync(path.join(codeCacheFile(bundle), 'taken'), { recursive: true });

    expect(start(bundle)).toMatchObject({ cache: 'absent', result: { answer: 'A' } });
    expect(start(bundle)).toMatchObject({ cache: 'absent', result: { answer: 'A' } });
    expect(readdirSync(dir).sort()).toEqual(['bundle.cjs', 'bundle.cjs.v8-cache', 'helper.cjs']);
  });
});
