/**
 * `npm run bench:transparency`: GET /api/v1/public/transparency at a million reports, on PostgreSQL (DATABASE_URL).
 * Decision 016 records the design and the figures.
 *
 * 1. Creates a scratch database beside DATABASE_URL's (BENCH_DB, default safeogun_bench_transparency), migrated,
 *    with the reference data and the demo stations and area commands.
 * 2. Inserts 1,000,000 reports over two years weighted to the recent (20 LGAs with a skew, their demo station, 8
 *    types, three channels), acknowledged after minutes to days, most older ones resolved or closed with a
 *    resolution time; a case rating on one report in eight; 50,000 feedback entries.
 * 3. Times the computation itself (no cache) for each period, for the state, an Area Command and an LGA.
 * 4. Starts the real app (bundled as in production) in a child process, asks each view once (the first visitor
 *    computes it), then drives the state's three periods and an LGA at BENCH_RATE requests/s, evenly paced, printing
 *    p50/p95/p99 as the client saw them and as the server spent them.
 *
 * Options (environment): BENCH_ROWS (1000000), BENCH_SECONDS (10), BENCH_RATE (200), BENCH_REUSE=1, BENCH_KEEP=1,
 * BENCH_DB.
 */
import os from 'node:os';
import { openDatabase } from '../src/db/client';
import { computeTransparency } from '../src/modules/transparency/transparency.service';
import type { TransparencyPeriod } from '@safeogun/contract/transparency';
import { pacedLoad } from './paced-load';
import { BENCH_LOAD, benchDatabase, log, ms, startBenchServer, timedReportsSeedSql } from './bench-kit';

const { rows: ROWS, seconds: SECONDS, rate: RATE } = BENCH_LOAD;
const TARGET_P99_MS = 50;
const DB_NAME = process.env.BENCH_DB ?? 'safeogun_bench_transparency';
const scratch = benchDatabase('bench:transparency', DB_NAME);
const { benchUrl, dropUnlessKept } = scratch;

/** Reports filed over two years, most by the web, some by SMS and USSD. */
const SEED_SQL = timedReportsSeedSql(
  'OGP-T',
  "case when r.r_channel < 0.85 then 'web' when r.r_channel < 0.95 then 'sms' else 'ussd' end",
);

const REVIEWS_SQL = `
insert into incident_reviews (incident_id, rating, comments, created_at)
select id, 1 + floor(random() * 5)::int, 'Benchmark review', least(resolved_at + interval '1 day', now())
from incidents where ticket_id like 'OGP-T%' and status = 'resolved' and random() < 0.25`;

const FEEDBACK_SQL = `
insert into feedbacks (feedback_type_id, recipient, station_id, rating, comment, created_at)
select (select id from feedback_types order by id offset (g % 4) limit 1), 'Station',
       (select id from stations where is_demo order by id offset (g % 20) limit 1), 1 + g % 5, 'Benchmark feedback',
       now() - power(random(), 2) * interval '730 days'
from generate_series(1, 50000) g`;

async function prepare() {
  const reused = await scratch.openReusable('OGP-T', ROWS);
  if (reused) return reused.close();
  const { database, pool, seedMs } = await scratch.seedReports(SEED_SQL, ROWS);
  const t0 = performance.now() - seedMs;
  await pool.query(REVIEWS_SQL);
  await pool.query(FEEDBACK_SQL);
  log(`\nseeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const table of ['incidents', 'incident_reviews', 'feedbacks']) await pool.query(`vacuum analyze ${table}`);
  await database.close();
}

async function main() {
  log(`transparency benchmark: ${ROWS.toLocaleString()} reports, ${RATE} requests/s, ${os.cpus().length} cores`);
  await prepare();
  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  const pool = database.pool!;
  const place = (
    await pool.query(`select l.id as lga_id, l.area_command_id from lgas l where l.name = 'Abeokuta South'`)
  ).rows[0] as { lga_id: number; area_command_id: number };
  const periods: TransparencyPeriod[] = ['30d', '90d', '12m'];
  const areas = [
    { label: 'state', query: {} },
    { label: 'Area Command', query: { areaCommandId: place.area_command_id } },
    { label: 'LGA', query: { lgaId: place.lga_id } },
  ];

  log('\ncomputation without the cache (what the first visitor of a view, or a refresh, costs):');
  const deps = { db: database.db, now: () => new Date() };
  for (const area of areas)
    for (const period of periods) {
      const times: number[] = [];
      let received: number | null = null;
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        received = (await computeTransparency(deps, { period, ...area.query })).totals.received;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      log(
        `  ${area.label.padEnd(13)} ${period}: median ${ms(times[1]!)}, max ${ms(times[2]!)} (${received?.toLocaleString()} reports)`,
      );
    }

  const server = await startBenchServer<{ port: number }, { n: number; p50: number; p95: number; p99: number }>({
    name: 'bench-transparency-server',
    outDir: 'bench-transparency',
    dataPrefix: 'safeogun-bench-transparency',
    databaseUrl: benchUrl.toString(),
  });
  const base = `http://127.0.0.1:${server.hello.port}/api/v1/public/transparency`;
  const views = [
    { label: 'state 30d', query: '' },
    { label: 'state 90d', query: '?period=90d' },
    { label: 'state 12m', query: '?period=12m' },
    { label: 'Area 90d', query: `?period=90d&areaCommandId=${place.area_command_id}` },
    { label: 'LGA 12m', query: `?period=12m&lgaId=${place.lga_id}` },
  ];
  // The first visitor of each view computes it.
  for (const view of views) {
    const t = performance.now();
    await (await fetch(`${base}${view.query}`)).arrayBuffer();
    log(`first request, ${view.label}: ${ms(performance.now() - t)}`);
  }
  await pacedLoad({ url: base, rate: RATE, seconds: 2, connections: 16 });
  await server.stats();
  let met = true;
  for (const view of views) {
    const r = await pacedLoad({ url: `${base}${view.query}`, rate: RATE, seconds: SECONDS, connections: 16 });
    const s = await server.stats();
    log(
      `${view.label.padEnd(10)} ${r.rps.toFixed(0)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}` +
        `${r.errors ? `  errors ${r.errors}` : ''}  (in server p50 ${ms(s.p50)} p99 ${ms(s.p99)}; load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    if (r.errors || r.p99 >= TARGET_P99_MS) met = false;
  }
  log(`\ntarget p99 < ${TARGET_P99_MS} ms at ${RATE} req/s: ${met ? 'MET' : 'NOT MET'}`);
  if (!met) process.exitCode = 1;
  await server.stop();
  await database.close();
  await dropUnlessKept();
}

await main();
