/**
 * `npm run admin:create`, run as an operator runs it: a real process on an embedded database in a fresh DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundariesPath } from '../test/paths';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function adminCreate(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin-create-cli.ts', ...args], {
      cwd: apiRoot,
      // No terminal: the password can only come from ADMIN_PASSWORD.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...inherited, DATA_DIR: dataDir, LGA_BOUNDARIES: boundariesPath, LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run admin:create', { timeout: 120_000 }, () => {
  it('creates the administrator from --email and ADMIN_PASSWORD, and refuses the same email twice', async () => {
    const first = await adminCreate(['--email', 'Chief@Police.example', '--name', 'Chief Adeyemi'], {
      ADMIN_PASSWORD: 'Strong#Pass1',
    });
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Administrator chief@police.example created (pglite).');

    const again = await adminCreate(['--email', 'chief@police.example'], { ADMIN_PASSWORD: 'Strong#Pass1' });
    expect(again.code).toBe(1);
    expect(again.err).toContain('chief@police.example already has a SafeOgun account.');
  });

  it('says what is missing: the email, or a password when there is no terminal to type it', async () => {
    const noEmail = await adminCreate([], { ADMIN_PASSWORD: 'Strong#Pass1' });
    expect(noEmail.code).toBe(1);
    expect(noEmail.err).toContain("admin:create: give the administrator's email");

    const noPassword = await adminCreate(['--email', 'deputy@police.example']);
    expect(noPassword.code).toBe(1);
    expect(noPassword.err).toContain('set ADMIN_PASSWORD, or run this in a terminal to type the password.');
  });

  it('refuses a weak ADMIN_PASSWORD, naming the variable, and creates nothing', async () => {
    const weak = await adminCreate(['--email', 'weak@police.example'], { ADMIN_PASSWORD: 'password' });
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('ADMIN_PASSWORD');
    const retry = await adminCreate(['--email', 'weak@police.example'], { ADMIN_PASSWORD: 'Strong#Pass1' });
    expect(retry.code).toBe(0);
  });
});
