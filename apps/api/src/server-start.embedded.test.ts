/**
 * The server's start on the embedded default, as a real process: a new DATA_DIR, then the database it made; a
 * configuration error names the setting and exits, leaving an existing database unlocked and whole, and making none
 * on a first start (a database half made by a start cut short would not open again).
 */
import { type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundariesPath } from '../test/paths';
import { exited, spawnServer, untilReady } from '../test/server-processes';

const PORT = 8372;
const root = mkdtempSync(path.join(os.tmpdir(), 'safeogun-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A server process on the embedded database in `dataDir`, with `env` over a working configuration. */
function start(dataDir: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const log: string[] = [];
  const child = spawnServer(
    {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LGA_BOUNDARIES: boundariesPath,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: '0',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    log,
  );
  return { child, log };
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await exited(child);
}

describe('starting the server on the embedded database', { timeout: 240_000 }, () => {
  const dataDir = path.join(root, 'existing');

  it('comes up on a new DATA_DIR, and again on the database it made', async () => {
    const first = start(dataDir, { SHUTDOWN_DRAIN_SECONDS: '0' });
    await untilReady('the first start', first.child, PORT, first.log, 180_000);
    await stop(first.child);
    expect(first.child.exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

    const again = start(dataDir, { SHUTDOWN_DRAIN_SECONDS: '0' });
    await untilReady('the second start', again.child, PORT, again.log, 180_000);
    const types = await fetch(`http://127.0.0.1:${PORT}/api/v1/incident/types`);
    expect(types.status).toBe(200);
    await stop(again.child);
    expect(again.child.exitCode).toBe(0);
  });

  it('a configuration error on an existing database names the setting, exits, and leaves the database unlocked and whole', async () => {
    const failing = start(dataDir, { PORT: 'eighty' });
    await exited(failing.child);
    expect(failing.child.exitCode).toBe(1);
    expect(failing.log.join('')).toContain(
      'SafeOgun cannot start.\nInvalid configuration:\n  - PORT: must be a number',
    );
    expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);

    const after = start(dataDir, { SHUTDOWN_DRAIN_SECONDS: '0' });
    await untilReady('the start after the error', after.child, PORT, after.log, 180_000);
    await stop(after.child);
    expect(after.child.exitCode).toBe(0);
  });

  it('a configuration error on a first start makes no database', async () => {
    const fresh = path.join(root, 'fresh');
    const failing = start(fresh, { PORT: 'eighty' });
    await exited(failing.child);
    expect(failing.child.exitCode).toBe(1);
    expect(existsSync(path.join(fresh, 'pgdata'))).toBe(false);
  });
});
