/**
 * `npm run bench:startup` (issue 17): how long the built server (`npm run build` first) takes from being started to
 * answering `/api/v1/health/ready`, on the embedded database: once on a new DATA_DIR (migrations, reference data,
 * demo content), then BENCH_STARTS times (5) on that existing DATA_DIR, each stopped with SIGTERM before the next.
 * The target is under 1.5 s on an existing DATA_DIR. Options: BENCH_STARTS, BENCH_PORT (8391).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiDir, boundaries, log } from './bench-kit';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8391);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-bench-startup-'));

/** Starts the server, answers the milliseconds until it is ready, then stops it and waits for it to exit. */
async function timedStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(apiDir, 'dist/server.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LGA_BOUNDARIES: boundaries,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
      const ready = await fetch(`http://127.0.0.1:${PORT}/api/v1/health/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

try {
  log(`start-up benchmark: the built server on the embedded database, ${os.cpus().length} cores`);
  log(
    `load average at the start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  log(`new DATA_DIR: ready in ${(await timedStart()).toFixed(0)} ms`);
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) times.push(await timedStart());
  const sorted = [...times].sort((a, b) => a - b);
  log(`existing DATA_DIR, ${STARTS} starts: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
  log(`median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
