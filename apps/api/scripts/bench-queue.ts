/**
 * `npm run bench:queue`: the police queue (GET /api/v1/police/incidents) at a million reports, on PostgreSQL
 * (DATABASE_URL). Decision 009 records the design and the figures.
 *
 * 1. Creates a scratch database beside DATABASE_URL's (safeogun_bench_queue), migrates it, seeds reference data and
 *    the demo stations and area commands.
 * 2. Inserts 1,000,000 reports with generate_series through the real triggers: 20 LGAs with a skew, their demo
 *    station (5% re-routed to another), 8 types, three channels, two years weighted to the recent, statuses by age
 *    (recent ones open, old ones resolved or closed), 2% drafts, some anonymous or hidden; then checks the counts
 *    rollup against a count of the reports.
 * 3. Starts the real app (bundled as in production) in a child process, signs in an officer of the Abeokuta South
 *    station and a State HQ account, and drives each one's default view (tab counts + the first page, All, newest)
 *    at 200 requests/s, evenly paced (scripts/paced-load.ts), three runs each in turn, printing p50/p95/p99 as the
 *    client saw them, as the server spent them, and the server's CPU per request. Then, for comparison, other tabs
 *    at the same rate, searches and filters at a tenth of it, and the direct count the rollup replaces.
 *
 * Options (environment): BENCH_ROWS (1000000), BENCH_SECONDS (10 per load run), BENCH_RATE (200), BENCH_REPEAT
 * (3 runs of each target view; the verdict takes the median run's p99), BENCH_REUSE=1 (keep an already seeded
 * scratch database), BENCH_KEEP=1 (do not drop it at the end).
 */
import os from 'node:os';
import type pg from 'pg';
import { openDatabase } from '../src/db/client';
import { pacedLoad } from './paced-load';
import {
  BENCH_LOAD,
  SEED_DRAW_COLUMNS,
  SEED_REFS_SQL,
  benchDatabase,
  log,
  ms,
  startBenchServer,
  statusByAgeSql,
} from './bench-kit';

const { rows: ROWS, seconds: SECONDS, rate: RATE } = BENCH_LOAD;
/** The other views (tabs, searches, filters) are shown at a tenth of the rate, for comparison. */
const OTHER_RATE = Math.max(1, Math.round(RATE / 10));
const CONNECTIONS = 32;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const TARGET_P99_MS = 50;
const DB_NAME = 'safeogun_bench_queue';
const scratch = benchDatabase('bench:queue', DB_NAME);
const { benchUrl, dropUnlessKept } = scratch;

/** One batch of reports, [start, end], in plain SQL: every value drawn per row. */
const SEED_SQL = `
${SEED_REFS_SQL}, draws as (
  select g,
         ${SEED_DRAW_COLUMNS},
         random() as r_status, random() as r_station, random() as r_channel, random() as r_identity,
         floor(random() * 6)::int as words
  from generate_series($1::int, $2::int) g
)
insert into incidents (ticket_id, incident_type_id, lga_id, area_command_id, station_id, status, is_draft,
  description, address, is_anonymous, is_identity_hidden, channel, acknowledged_at, is_demo,
  submitted_at, created_at, updated_at)
select 'OGP-B' || lpad(d.g::text, 9, '0'),
       types.ids[d.t],
       refs.lga_ids[d.k],
       refs.area_ids[d.k],
       case when d.r_station < 0.05 then refs.station_ids[1 + (d.g % refs.n)] else refs.station_ids[d.k] end,
       ${statusByAgeSql('d')},
       d.g % 50 = 0,
       (array['Phone snatched near the market by two men on a motorcycle.',
              'Generator stolen from the shop at night; the padlock was cut.',
              'A fight broke out at the motor park and a man was injured.',
              'Loud music and a crowd blocking the road until morning.',
              'My neighbour beats his wife and children every night.',
              'Armed men robbed passengers on the expressway.'])[1 + d.words] || ' Report ' || d.g,
       d.g || ' Benchmark Street, Ogun State',
       d.r_identity < 0.3,
       d.r_identity >= 0.3 and d.r_identity < 0.5,
       case when d.r_channel < 0.85 then 'web' when d.r_channel < 0.95 then 'sms' else 'ussd' end,
       case when d.r_status >= 0.6 or now() - d.ts > interval '2 days' then d.ts + interval '1 hour' end,
       true,
       case when d.g % 50 = 0 then null else d.ts end,
       d.ts,
       d.ts
from draws d cross join refs cross join types`;

async function prepare(): Promise<{ stationId: number }> {
  const officerStation = async (c: pg.Client | pg.Pool) =>
    Number(
      (
        await c.query(
          `select s.id from stations s join lgas l on l.id = s.lga_id where l.name = 'Abeokuta South' and s.is_demo`,
        )
      ).rows[0].id,
    );
  const reused = await scratch.openReusable('OGP-B', ROWS);
  if (reused) {
    const stationId = await officerStation(reused.pool!);
    await reused.close();
    return { stationId };
  }
  const { database, pool, seedMs } = await scratch.seedReports(SEED_SQL, ROWS);
  log(`\nseeded ${ROWS.toLocaleString()} reports in ${(seedMs / 1000).toFixed(1)} s (counts kept by the triggers)`);
  await pool.query('vacuum analyze incidents');
  await pool.query('vacuum analyze police_queue_counts');
  await pool.query('vacuum analyze police_queue_place_counts');
  const stationId = await officerStation(pool);
  await database.close();
  return { stationId };
}

/** The direct count the rollup replaces, for a reach (SQL condition on incidents). */
const directCountSql = (reach: string) =>
  `select status, count(*)::int as n from incidents where is_draft = false and ${reach} group by status order by status`;
const rollupCountSql = (reach: string, table = 'police_queue_place_counts') =>
  `select status, sum(count)::int as n from ${table} where ${reach} group by status having sum(count) <> 0 order by status`;

async function timeQuery(pool: pg.Pool, text: string, params: unknown[], count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await pool.query(text, params);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99) };
}

interface ServerStats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  /** Server CPU (user + system) per request. */
  cpuMs: number;
}

async function main() {
  log(
    `police queue benchmark: ${ROWS.toLocaleString()} reports, ${RATE} requests/s for ${SECONDS} s per run, ` +
      `${os.cpus().length} cores`,
  );
  const { stationId } = await prepare();

  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  const pool = database.pool!;
  const place = (
    await pool.query(
      `select s.lga_id, l.area_command_id from stations s join lgas l on l.id = s.lga_id where s.id = $1`,
      [stationId],
    )
  ).rows[0] as { lga_id: number; area_command_id: number };
  const reaches = {
    officer: `(station_id = ${stationId} or lga_id = ${place.lga_id})`,
    hq: 'true',
  };
  // The rollup must equal the reports before any speed is worth reporting.
  for (const [who, reach] of Object.entries(reaches)) {
    const [direct, rollup, byType] = await Promise.all([
      pool.query(directCountSql(reach)),
      pool.query(rollupCountSql(reach)),
      pool.query(rollupCountSql(reach, 'police_queue_counts')),
    ]);
    const same =
      JSON.stringify(direct.rows) === JSON.stringify(rollup.rows) &&
      JSON.stringify(direct.rows) === JSON.stringify(byType.rows);
    const total = direct.rows.reduce((s: number, r: { n: number }) => s + r.n, 0);
    log(`counts rollup = count of the reports for ${who}: ${same ? 'yes' : 'NO'} (${total.toLocaleString()} reports)`);
    if (!same) process.exitCode = 1;
  }

  const server = await startBenchServer<{ port: number; officer: string; hq: string }, ServerStats>({
    name: 'bench-queue-server',
    outDir: 'bench-queue',
    dataPrefix: 'safeogun-bench-queue',
    databaseUrl: benchUrl.toString(),
    env: { BENCH_STATION_ID: String(stationId) },
  });
  const { port, officer, hq } = server.hello;
  const serverStats = server.stats;
  const api = `http://127.0.0.1:${port}/api/v1/police/incidents`;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  // The answers are right and carry what the console shows.
  for (const [who, token] of [
    ['officer', officer],
    ['hq', hq],
  ] as const) {
    const body = (await (await fetch(api, { headers: as(token) })).json()) as {
      data: { counts: Record<string, number>; incidents: { data: unknown[] } };
    };
    log(`${who} default view: ${body.data.incidents.data.length} rows, counts ${JSON.stringify(body.data.counts)}`);
  }

  // Warm up (JIT, connections, plans).
  await pacedLoad({ url: api, headers: as(officer), rate: RATE, seconds: 2, connections: CONNECTIONS });
  await pacedLoad({ url: api, headers: as(hq), rate: RATE, seconds: 2, connections: CONNECTIONS });
  await serverStats();

  // The two views of the target, each REPEAT times in turn (a run shares the machine with whatever else runs on it),
  // then the others once.
  const targets = [
    { label: 'officer default view', query: '', token: officer, target: true },
    { label: 'HQ default view', query: '', token: hq, target: true },
  ];
  const runs: Array<{ label: string; query: string; token: string; target: boolean; rate?: number }> = [
    ...Array.from({ length: REPEAT }, () => targets).flat(),
    { label: 'officer New tab', query: '?status=new', token: officer, target: false },
    { label: 'HQ New tab', query: '?status=new', token: hq, target: false },
    { label: 'HQ Closed tab, oldest', query: '?status=closed&sort=oldest', token: hq, target: false },
    { label: 'HQ ticket search', query: '?q=OGP-B00012', token: hq, target: false, rate: OTHER_RATE },
    { label: 'HQ word search', query: '?q=padlock%204242', token: hq, target: false, rate: OTHER_RATE },
    { label: 'HQ broad word search', query: '?q=generator', token: hq, target: false, rate: OTHER_RATE },
    { label: 'HQ Theft, SMS', query: '?incidentTypeId=1&channel=sms', token: hq, target: false, rate: OTHER_RATE },
  ];
  const targetP99: Record<string, number[]> = {};
  for (const run of runs) {
    const r = await pacedLoad({
      url: `${api}${run.query}`,
      headers: as(run.token),
      rate: run.rate ?? RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    const s = await serverStats();
    const load = os.loadavg()[0]!.toFixed(1);
    const line =
      `${run.label.padEnd(24)} ${r.rps.toFixed(0)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}` +
      `  max ${ms(r.max)}${r.errors ? `  errors ${r.errors}` : ''}  (in server p50 ${ms(s.p50)} p95 ${ms(s.p95)} p99 ${ms(s.p99)}; CPU ${ms(s.cpuMs)}/request; load ${load})`;
    log(line);
    if (run.target) (targetP99[run.label] ??= []).push(r.errors > 0 ? Infinity : r.p99);
  }
  // Met when the median run of each view is under the target.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const met = Object.values(targetP99).every((p99s) => median(p99s) < TARGET_P99_MS);

  log('\ndirect count per status (what every request would pay without the rollup), sequential:');
  for (const [who, reach] of Object.entries(reaches)) {
    const direct = await timeQuery(pool, directCountSql(reach), [], who === 'hq' ? 8 : 20);
    const rollup = await timeQuery(pool, rollupCountSql(reach), [], 50);
    log(
      `  ${who.padEnd(8)} direct p50 ${ms(direct.p50)} p99 ${ms(direct.p99)};  rollup p50 ${ms(rollup.p50)} p99 ${ms(rollup.p99)}`,
    );
  }
  const rows = async (table: string) => Number((await pool.query(`select count(*) from ${table}`)).rows[0].count);
  log(
    `rollup rows: ${(await rows('police_queue_place_counts')).toLocaleString()} by place, ` +
      `${(await rows('police_queue_counts')).toLocaleString()} by place, type and channel`,
  );
  log(
    `\ntarget p99 < ${TARGET_P99_MS} ms at ${RATE} req/s for the officer's and HQ's default views (median of ${REPEAT} runs: ` +
      `${Object.entries(targetP99)
        .map(([label, p99s]) => `${label} ${ms(median(p99s))}`)
        .join(', ')}): ${met ? 'MET' : 'NOT MET'}` +
      ` (load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
  );
  if (!met) process.exitCode = 1;

  await server.stop();
  await database.close();
  await dropUnlessKept();
}

await main();
