/**
 * `npm run bench:ops`: what operations cost at a million reports on PostgreSQL (issue 23, decisions 031 and 032):
 * one Prometheus scrape of GET /metrics, `npm run backup` while the server serves, `npm run restore` into an empty
 * database, and the snapshot's size.
 *
 * Reads the database seeded by the transparency benchmark (`BENCH_KEEP=1 npm run bench:transparency`: 1,000,000
 * reports over two years, reviews and feedback); BENCH_DB names another. Needs `npm run build` (it starts the built
 * server, as production does). The restore goes to a scratch database beside it, dropped afterwards.
 *
 * Options (environment): BENCH_DB (safeogun_bench_transparency), BENCH_SCRAPES (30).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { HOLD_OFF_RETENTION_SWEEP_SQL, apiDir, boundaries, log, ms } from './bench-kit';
import { percentile } from './submit-load';

const DB_NAME = process.env.BENCH_DB ?? 'safeogun_bench_transparency';
const RESTORE_DB = `${DB_NAME}_restored`;
const SCRAPES = Number(process.env.BENCH_SCRAPES ?? 30);
const PORT = 8390;
const TOKEN = randomUUID();

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl || !/^postgres(ql)?:\/\//.test(baseUrl)) {
  console.error('bench:ops needs DATABASE_URL=postgres://user@host:5432/db (the server of the benchmark database).');
  process.exit(1);
}
const urlOf = (db: string) => Object.assign(new URL(baseUrl), { pathname: `/${db}` }).toString();

async function query<T>(db: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlOf(db) });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The bytes under a directory. */
function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? sizeOf(full) : statSync(full).size);
  }, 0);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs an npm script of the repository with `env`; answers the seconds it took. */
async function timed(args: string[], env: Record<string, string>): Promise<number> {
  const t = performance.now();
  // The boundary file's default path is relative to the repository's root, and these run in apps/api.
  const child = spawn('npx', ['tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, LGA_BOUNDARIES: boundaries, ...env },
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`);
  return (performance.now() - t) / 1000;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: urlOf(DB_NAME),
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      METRICS_TOKEN: TOKEN,
      JWT_SECRET: randomUUID() + randomUUID(),
      LGA_BOUNDARIES: boundaries,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/v1/health/ready`).catch(() => null);
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 5 minutes');
}

async function main() {
  const { n } = (await query<{ n: number }>(DB_NAME, 'select count(*)::int as n from incidents'))[0]!;
  const { size } = (
    await query<{ size: string }>(DB_NAME, 'select pg_size_pretty(pg_database_size(current_database())) as size')
  )[0]!;
  log(`ops benchmark on ${DB_NAME}: ${n.toLocaleString()} reports, ${size}, ${os.cpus().length} cores`);
  if (n < 1_000_000) log('(fewer than a million reports: seed with BENCH_KEEP=1 npm run bench:transparency)');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ops-'));
  // The server's daily retention sweep would start with it on this backlog and be measured with the scrapes and
  // the backup: its next run is put a day away.
  await query(DB_NAME, HOLD_OFF_RETENTION_SWEEP_SQL);
  const server = await startServer(dataDir);
  try {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < SCRAPES + 2; i++) {
      const t = performance.now();
      const response = await fetch(`http://127.0.0.1:${PORT}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
      // The first two warm the pool and the plans, as a running server's scrapes have.
      if (i >= 2) times.push(performance.now() - t);
      bytes = text.length;
    }
    times.sort((a, b) => a - b);
    log(
      `\nscrape (GET /metrics, ${SCRAPES} in a row): p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, ` +
        `max ${ms(times.at(-1)!)}, ${(bytes / 1024).toFixed(1)} KB; at one scrape every 15 s that is ` +
        `${((percentile(times, 0.5) / 15_000) * 100).toFixed(3)} % of one core's time`,
    );

    const snapshot = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-ops-snapshot-')), 'snapshot');
    const backupSeconds = await timed(['src/backup-cli.ts', 'backup', snapshot], {
      DATABASE_URL: urlOf(DB_NAME),
      DATA_DIR: dataDir,
      PORT: String(PORT + 1),
    });
    log(`\nbackup while the server serves: ${backupSeconds.toFixed(1)} s, snapshot ${mb(sizeOf(snapshot))}`);

    await query('postgres', `drop database if exists ${RESTORE_DB} with (force)`);
    await query('postgres', `create database ${RESTORE_DB}`);
    const restoreDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ops-restore-'));
    const restoreSeconds = await timed(['src/backup-cli.ts', 'restore', snapshot], {
      DATABASE_URL: urlOf(RESTORE_DB),
      DATA_DIR: restoreDir,
      PORT: String(PORT + 1),
    });
    const [restored] = await query<{ n: number }>(RESTORE_DB, 'select count(*)::int as n from incidents');
    log(`restore into an empty database: ${restoreSeconds.toFixed(1)} s, ${restored!.n.toLocaleString()} reports back`);
    if (restored!.n !== n) process.exitCode = 1;
    rmSync(path.dirname(snapshot), { recursive: true, force: true });
    rmSync(restoreDir, { recursive: true, force: true });
    await query('postgres', `drop database if exists ${RESTORE_DB} with (force)`);
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
