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

/** Runs `sql` on the server of `serverUrl` (creating or dropping a test database). */
export async function onServer(serverUrl: URL, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * The environment of one real server process in a test: production mode on `port` at 127.0.0.1, its own DATA_DIR,
 * the database `dbUrl`, the test LGA boundaries, no web build, the demo seed, no mail, warnings only.
 */
export function serverEnv(settings: { port: number; dataDir: string; dbUrl: URL; publicUrl: string }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.dbUrl.toString(),
    PUBLIC_URL: settings.publicUrl,
    LGA_BOUNDARIES: boundariesPath,
    WEB_DIST_DIR: path.join(settings.dataDir, 'no-web'),
    SEED_DEMO: '1',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  };
}

/** Starts `src/server.ts` in a process of its own with `env`, its output kept in `log`. */
export function spawnServer(env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => log.push(String(chunk)));
  return child;
}

/** Resolves when `child` has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

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
    const child = spawnServer(
      {
        ...serverEnv({ port: ports[index]!, dataDir, dbUrl, publicUrl: `http://127.0.0.1:${ports[index]}` }),
        JWT_SECRET: `${name}-two-processes-`.padEnd(48, 'x'),
        ...env,
      },
      logs[index]!,
    );
    children.push(child);
    return child;
  }

  beforeAll(async () => {
    await onServer(serverUrl, `create database ${dbName}`);
    for (const index of ports.keys())
      // A loaded machine (CI running suites side by side) can take minutes to compile and migrate.
      await untilReady(`server ${index}`, start(index), ports[index]!, logs[index]!, 240_000);
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

/** Until the process `child` on `port` answers /health/ready; its `log` is in the error when it exits first. */
export async function untilReady(name: string, child: ChildProcess, port: number, log: string[], ms: number) {
  await until(
    `${name} to be ready`,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${name} exited: ${log.join('').slice(-3000)}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)).ok;
      } catch {
        return false;
      }
    },
    ms,
  );
}
