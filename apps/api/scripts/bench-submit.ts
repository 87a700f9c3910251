/**
 * `npm run bench:submit`: report submission (no media) on PostgreSQL (DATABASE_URL) under a surge, issue 17; with
 * BENCH_ENGINE=pglite on the embedded database instead (DATABASE_URL not needed).
 *
 * 1. Creates a scratch database beside DATABASE_URL's (BENCH_DB, default safeogun_bench_submit), migrated, with the
 *    reference data and the demo stations (reports are routed to a station as in a deployment).
 * 2. Starts the real app (bundled as in production) in a child process that signs in BENCH_ACCOUNTS citizens.
 * 3. BENCH_CLIENTS citizens at once (default 200), each filing a report with its own Idempotency-Key as soon as its
 *    last one was answered, for BENCH_SECONDS after a short warm-up: reports per second, p50/p99 as the clients saw
 *    them and inside the server, errors, and the reports in the database against the answers that acknowledged one.
 * 4. The same citizens filing at a steady BENCH_RATE reports a second (1,000 on PostgreSQL, 200 embedded: the
 *    issue's targets) for BENCH_SECONDS, each report at its set moment whether or not earlier ones were answered: the
 *    latency at that load, which the closed loop above cannot show (there 200 clients always wait, so the mean
 *    answer takes 200 / rate).
 * 5. The same number of clients each running single-row INSERTs of a report (the same table, triggers and
 *    indexes, no app; through the app's pool size of connections) for as long: the raw rate the database gives on
 *    this machine, and the app's ratio to it (see bench-submit-raw.ts).
 *
 * Options (environment): BENCH_CLIENTS (200), BENCH_SECONDS (10), BENCH_ACCOUNTS (2000: the per-account limit
 * of 60 an hour stays), BENCH_RATE, BENCH_KEEP=1, BENCH_DB, BENCH_ENGINE (postgres or pglite).
 */
import os from 'node:os';
import pg from 'pg';
import { POSTGRES_POOL_SIZE } from '../src/db/client';
import { seedDemoContent } from '../src/db/seed/demo';
import { benchDatabase, log, ms, startBenchServer } from './bench-kit';
import { RAW_TEMPLATE_SQL, rawInsertLatencies, rawInsertRate } from './bench-submit-raw';
import { percentile, steady, surge, type Tally } from './submit-load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const DB_NAME = process.env.BENCH_DB ?? 'safeogun_bench_submit';
/** BENCH_ENGINE=pglite: the embedded database in a fresh DATA_DIR instead of PostgreSQL. */
const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const RATE = Number(process.env.BENCH_RATE ?? (ENGINE === 'pglite' ? 200 : 1000));
const scratch = ENGINE === 'postgres' ? benchDatabase('bench:submit', DB_NAME) : null;

const errorsOf = (tally: Tally) =>
  [...tally.errors].map(([status, count]) => `${count} x ${status || 'no answer'}`).join(', ') || 'none';
const spread = (sorted: number[]) =>
  `p50 ${ms(percentile(sorted, 0.5))}, p90 ${ms(percentile(sorted, 0.9))}, p99 ${ms(percentile(sorted, 0.99))}`;

async function main() {
  const engine = ENGINE === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL';
  log(`submission benchmark: ${CLIENTS} citizens at once, ${SECONDS} s, ${engine}, ${os.cpus().length} cores`);
  let typeIds: number[] = [];
  if (scratch) {
    const database = await scratch.recreate();
    await seedDemoContent(database.db);
    const rows = (await database.pool!.query<{ id: number }>('select id from incident_types order by id')).rows;
    typeIds = rows.map((r) => r.id);
    await database.close();
  }

  const server = await startBenchServer<
    { port: number; tokens: string[]; typeIds: number[] },
    { n: number; p50: number; p99: number; cpuMs: number; loopP99: number; loopMax: number; gcMax: number }
  >({
    name: 'bench-submit-server',
    outDir: 'bench-submit',
    dataPrefix: 'safeogun-bench-submit',
    databaseUrl: scratch?.benchUrl.toString(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
  const { port, tokens } = server.hello;
  if (!scratch) typeIds = server.hello.typeIds;
  log(`server up with ${tokens.length.toLocaleString()} signed-in citizens`);

  await surge([port], CLIENTS, tokens, typeIds, performance.now() + WARM_UP_SECONDS * 1000, null);
  await server.stats();
  const check = scratch ? new pg.Client({ connectionString: scratch.benchUrl.toString() }) : null;
  await check?.connect();
  const countReports = async () =>
    check
      ? Number((await check.query('select count(*) from incidents')).rows[0].count)
      : (await server.ask<{ n: number }>('count')).n;
  const before = await countReports();

  const tally: Tally = { latencies: [], acknowledged: 0, errors: new Map() };
  const t0 = performance.now();
  await surge([port], CLIENTS, tokens, typeIds, t0 + SECONDS * 1000, tally);
  const elapsed = (performance.now() - t0) / 1000;
  const inside = await server.stats();
  const filed = (await countReports()) - before;

  const sorted = tally.latencies.sort((a, b) => a - b);
  const rate = tally.acknowledged / elapsed;
  log(`\nthe app: ${rate.toFixed(0)} reports/s over ${elapsed.toFixed(1)} s`);
  log(`  p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))} (clients)`);
  log(
    `  p50 ${ms(inside.p50)}, p99 ${ms(inside.p99)}, ${ms(inside.cpuMs)} of server CPU per report (inside the server)`,
  );
  log(`  errors: ${errorsOf(tally)}`);
  log(
    `  reports in the database: ${filed.toLocaleString()}; acknowledged answers: ${tally.acknowledged.toLocaleString()}`,
  );

  const atRate: Tally = { latencies: [], acknowledged: 0, errors: new Map() };
  const beforeSteady = await countReports();
  await server.stats();
  const t1 = performance.now();
  await steady(port, RATE, CLIENTS, tokens, typeIds, t1 + SECONDS * 1000, atRate);
  const steadyElapsed = (performance.now() - t1) / 1000;
  const steadyInside = await server.stats();
  const steadyFiled = (await countReports()) - beforeSteady;
  const steadySorted = atRate.latencies.sort((a, b) => a - b);
  log(
    `\nat a steady ${RATE} reports/s from the same citizens: ${(atRate.acknowledged / steadyElapsed).toFixed(0)}/s answered`,
  );
  log(`  ${spread(steadySorted)} (from each report's set moment)`);
  log(`  p50 ${ms(steadyInside.p50)}, p99 ${ms(steadyInside.p99)} (inside the server)`);
  log(
    `  the server's event loop held: p99 ${ms(steadyInside.loopP99)}, longest ${ms(steadyInside.loopMax)}; longest garbage collection ${ms(steadyInside.gcMax)}`,
  );
  log(`  errors: ${errorsOf(atRate)}`);
  log(
    `  reports in the database: ${steadyFiled.toLocaleString()}; acknowledged answers: ${atRate.acknowledged.toLocaleString()}`,
  );

  let raw: number;
  let through: string;
  let rawAtRate: string | null = null;
  if (check && scratch) {
    const template = (await check.query(RAW_TEMPLATE_SQL)).rows[0] as Record<string, unknown>;
    await check.end();
    await server.stop();
    // Through as many connections as the app queries with: more would only measure PostgreSQL's own contention
    // (and a shared server's max_connections), not what the app could reach.
    const pool = new pg.Pool({ connectionString: scratch.benchUrl.toString(), max: POSTGRES_POOL_SIZE });
    raw = await rawInsertRate((sql, params) => pool.query(sql, params), template, CLIENTS, SECONDS);
    const rawSorted = await rawInsertLatencies((sql, params) => pool.query(sql, params), template, RATE, SECONDS);
    rawAtRate = spread(rawSorted);
    await pool.end();
    through = `${POSTGRES_POOL_SIZE} connections`;
  } else {
    raw = (await server.ask<{ rate: number }>('raw')).rate;
    await server.stop();
    through = 'in the server process';
  }
  log(`\nraw single-row INSERTs, ${CLIENTS} clients, ${through}: ${raw.toFixed(0)} per second`);
  log(`the app files ${((rate / raw) * 100).toFixed(0)}% of the raw INSERT rate`);
  if (rawAtRate) log(`raw single-row INSERTs at a steady ${RATE}/s, ${through}: ${rawAtRate}`);
  await scratch?.dropUnlessKept();
}

await main();
