/**
 * `npm run bench:multi`: report submission on PostgreSQL (DATABASE_URL) by one server process, by two processes
 * (each request to the next one in turn, as a load balancer does) and by WORKERS=2 (two workers on one port), on
 * the same machine in one run, issue 20. The real bundled server (`apps/api/dist/server.js`, built first) runs
 * each time on the same scratch database (BENCH_DB, default safeogun_bench_multi) with the same signed-in
 * citizens; BENCH_CLIENTS of them at once (default 100) file reports for BENCH_SECONDS (default 10) after a short
 * warm-up. Reports per second and the p50/p99 the clients saw, per set-up.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { seedDemoContent } from '../src/db/seed/demo';
import { apiDir, benchDatabase, boundaries, log, ms, startBenchServer } from './bench-kit';
import { percentile, surge, type Tally } from './submit-load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PORTS = [Number(process.env.BENCH_PORT ?? 8375), Number(process.env.BENCH_PORT ?? 8375) + 1];
const scratch = benchDatabase('bench:multi', process.env.BENCH_DB ?? 'safeogun_bench_multi');
const jwtSecret = randomUUID() + randomUUID();

const SETUPS = [
  { name: 'one process', processes: 1, workers: '1' },
  { name: 'two processes', processes: 2, workers: '1' },
  { name: 'WORKERS=2', processes: 1, workers: '2' },
] as const;

async function startServers(processes: number, workers: string): Promise<ChildProcess[]> {
  const children = PORTS.slice(0, processes).map((port) =>
    spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: scratch.benchUrl.toString(),
        JWT_SECRET: jwtSecret,
        LGA_BOUNDARIES: boundaries,
        DATA_DIR: path.join(os.tmpdir(), `safeogun-bench-multi-${randomUUID().slice(0, 8)}`),
        WEB_DIST_DIR: path.join(os.tmpdir(), 'safeogun-bench-multi-no-web'),
        WORKERS: workers,
        SHUTDOWN_DRAIN_SECONDS: '0',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
    }),
  );
  const deadline = Date.now() + 180_000;
  for (const port of PORTS.slice(0, processes)) {
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => null);
      if (res?.ok) break;
      if (Date.now() > deadline) throw new Error(`the server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  // WORKERS=2: the port answers once the first worker does; give the second its start-up too.
  if (workers !== '1') await new Promise((resolve) => setTimeout(resolve, 15_000));
  return children;
}

async function main() {
  const load = os.loadavg().map((n) => n.toFixed(2));
  log(`multi-process submission benchmark: ${CLIENTS} citizens at once, ${SECONDS} s per set-up, PostgreSQL`);
  log(`${os.availableParallelism()} cores, load average ${load.join(', ')} at the start`);
  if (spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' }).status !== 0) process.exit(1);

  const database = await scratch.recreate();
  await seedDemoContent(database.db);
  const typeIds = (await database.pool!.query<{ id: number }>('select id from incident_types order by id')).rows.map(
    (r) => r.id,
  );
  await database.close();
  // The citizens are signed in once (sessions in the database, tokens signed with the shared JWT_SECRET).
  const signer = await startBenchServer<{ port: number; tokens: string[] }, unknown>({
    name: 'bench-submit-server',
    outDir: 'bench-multi',
    dataPrefix: 'safeogun-bench-multi',
    databaseUrl: scratch.benchUrl.toString(),
    env: { JWT_SECRET: jwtSecret, BENCH_ACCOUNTS: String(Math.max(1000, CLIENTS * 10)), LOG_LEVEL: 'warn' },
  });
  const { tokens } = signer.hello;
  await signer.stop();

  for (const setup of SETUPS) {
    const children = await startServers(setup.processes, setup.workers);
    const ports = PORTS.slice(0, setup.processes);
    await surge(ports, CLIENTS, tokens, typeIds, performance.now() + WARM_UP_SECONDS * 1000, null);
    const tally: Tally = { latencies: [], acknowledged: 0, errors: new Map() };
    const t0 = performance.now();
    await surge(ports, CLIENTS, tokens, typeIds, t0 + SECONDS * 1000, tally);
    const elapsed = (performance.now() - t0) / 1000;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    const sorted = tally.latencies.sort((a, b) => a - b);
    const errors = [...tally.errors].map(([status, count]) => `${count} x ${status || 'no answer'}`).join(', ');
    const line = `${setup.name.padEnd(14)} ${(tally.acknowledged / elapsed).toFixed(0).padStart(5)} reports/s, p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}; errors: ${errors || 'none'}`;
    log(line);
  }
  log(
    `\nload average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} at the end`,
  );
  await scratch.dropUnlessKept();
}

await main();
