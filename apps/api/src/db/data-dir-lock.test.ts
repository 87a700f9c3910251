import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const root = mkdtempSync(path.join(os.tmpdir(), 'safeogun-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database lock', () => {
  it('refuses a second open of the same data directory while the first is open, and frees it on close', async () => {
    const dir = path.join(root, 'pgdata');
    const first = await openDatabase({ pgliteDir: dir });
    // Same process, so pretend the holder is another live process: the parent of this one.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
      `The database in ${dir} is in use by another SafeOgun process (pid ${process.ppid})`,
    );
    writeFileSync(`${dir}.lock`, String(process.pid));
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  it('takes over a lock left by a process that has died', async () => {
    const dir = path.join(root, 'pgdata-stale');
    const dead = spawn(process.execPath, ['-e', '0']);
    const pid = dead.pid!;
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(`${dir}.lock`, String(pid));
    const database = await openDatabase({ pgliteDir: dir });
    await database.close();
  }, 60_000);
});
