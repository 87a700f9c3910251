/**
 * Real server processes on one fresh PostgreSQL database, for the tests of what crosses processes (escalation
 * sweeps, USSD sessions): the database is made on the server of DATABASE_URL and dropped afterwards, the processes
 * start one after the other (so the migrations run once) and are stopped with SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { boundariesPath } from './paths';

const apiRoot = path.resolve(import.meta.dirname, '..');

export interface ServerProcesses {
  /** The database both processes use. */
  dbUrl: URL;
  /** http://127.0.0.1:<port>/api/v1 of process `index`. */
  api(index: number): string;
  /** What process `index` has logged so far. */
  log(index: number): string;
  /** The operating system's id of process `index`. */
  pid(index: number): number | undefined;
}

async function onServer(serverUrl: URL, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Polls `check` every 200 ms until it holds (a real process's background work finishing), at most `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts one server process per port before the file's tests and stops them after. `name` goes into the database
 * and temporary directory names; `env` is added to each process's environment.
 */
export function useServerProcesses(name: string, ports: readonly number[], env: Record<string, string> = {}) {
  const serverUrl = new URL(process.env.DATABASE_URL!);
  // Named after the database of DATABASE_URL, so a run keeps to its own names.
  const dbName = `${serverUrl.pathname.slice(1) || 'safeogun'}_${name}_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `safeogun-${name}-`));
  const children: ChildProcess[] = [];
  const logs: string[][] = ports.map(() => []);

  function start(index: number): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(ports[index]),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl.toString(),
        PUBLIC_URL: `http://127.0.0.1:${ports[index]}`,
        JWT_SECRET: `${name}-two-processes-`.padEnd(48, 'x'),
        LGA_BOUNDARIES: boundariesPath,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        SEED_DEMO: '1',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => logs[index]!.push(String(chunk)));
    children.push(child);
    return child;
  }

  async function ready(index: number, child: ChildProcess) {
    await until(
      `server ${index} to start`,
      async () => {
        if (child.exitCode !== null) throw new Error(`server ${index} exited: ${logs[index]!.join('').slice(-2000)}`);
        try {
          return (await fetch(`http://127.0.0.1:${ports[index]}/api/v1/health/ready`)).ok;
        } catch {
          return false;
        }
      },
      // A loaded machine (CI running suites side by side) can take minutes to compile and migrate.
      240_000,
    );
  }

  beforeAll(async () => {
    await onServer(serverUrl, `create database ${dbName}`);
    for (const index of ports.keys()) await ready(index, start(index));
  }, 480_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await onServer(serverUrl, `drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const processes: ServerProcesses = {
    dbUrl,
    api: (index) => `http://127.0.0.1:${ports[index]}/api/v1`,
    log: (index) => logs[index]!.join(''),
    pid: (index) => children[index]?.pid,
  };
  return processes;
}
