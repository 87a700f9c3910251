/**
 * `npm run bench:retention`: the retention sweep (issue 22, decision 029) on PostgreSQL (DATABASE_URL) at a million
 * reports and their jobs, while citizens keep filing reports.
 *
 * 1. Creates a scratch database beside DATABASE_URL's (BENCH_DB, default safeogun_bench_retention) with BENCH_ROWS
 *    reports over two years (most older ones resolved or closed), one sent SOS-style text per report in the job
 *    queue (a name, an address and a phone in its payload), failed jobs, idempotency keys, expired sessions,
 *    notifications and sign-in attempts spread over the same two years, and incident types kept for one year
 *    after closing (the command's setting), so every kind of the schedule has a large backlog due.
 * 2. Times the preview (the counts a dry run answers).
 * 3. Starts the real app (bundled as in production) with BENCH_ACCOUNTS signed-in citizens, measures filing alone for
 *    BENCH_SECONDS (BENCH_CLIENTS at once), then runs the whole sweep in this process while the same citizens keep
 *    filing, and prints the sweep's counts and duration beside the filing p50/p99/max before and during it.
 *
 * Options (environment): BENCH_ROWS (1000000), BENCH_SECONDS (10), BENCH_CLIENTS (20), BENCH_ACCOUNTS (2000),
 * BENCH_REUSE=1 (keep and reuse the seeded database; a reused one was already swept, so re-seed for a second run),
 * BENCH_KEEP=1, BENCH_DB.
 */
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '../src/db/client';
import { localDiskStorage } from '../src/plugins/storage';
import { previewRetention, runRetention, type RetentionDeps } from '../src/modules/retention/retention.service';
import {
  BENCH_LOAD,
  HOLD_OFF_RETENTION_SWEEP_SQL,
  benchDatabase,
  log,
  ms,
  startBenchServer,
  timedReportsSeedSql,
} from './bench-kit';
import { percentile, surge, type Tally } from './submit-load';

const { rows: ROWS, seconds: SECONDS } = BENCH_LOAD;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const DB_NAME = process.env.BENCH_DB ?? 'safeogun_bench_retention';
const CASE_RETENTION_DAYS = 365;
const scratch = benchDatabase('bench:retention', DB_NAME);
const { benchUrl, dropUnlessKept } = scratch;

/** Reports filed over two years, each with a place on the map, by the web. */
const SEED_SQL = timedReportsSeedSql('OGP-R', "'web'", {
  latitude: '7.1 + random() * 0.1',
  longitude: '3.3 + random() * 0.1',
});

/** One sent text per report, as an SOS's text to an emergency contact is kept in the job queue. */
const SENT_TEXTS_SQL = `
insert into jobs (queue, payload, run_at, attempts, max_attempts, done_at, created_at)
select 'sos.contact-sms',
       jsonb_build_object('to', '+23480' || lpad((g % 100000000)::text, 8, '0'),
         'text', 'SafeOgun SOS: Bench Citizen ' || g || ' needs help near ' || g || ' Benchmark Street, Abeokuta.'),
       ts, 1, 5, ts + interval '1 minute', ts
from (select g, now() - power(random(), 2) * interval '730 days' as ts from generate_series($1::int, $2::int) g) s`;

const OTHER_ROWS_SQL = [
  // Failed jobs: one in fifty reports.
  `insert into jobs (queue, payload, run_at, attempts, max_attempts, last_error, failed_at, created_at)
   select 'mail.send', jsonb_build_object('to', 'bench' || g || '@example.com'), ts, 5, 5, 'SMTP refused', ts, ts
   from (select g, now() - random() * interval '730 days' as ts from generate_series(1, $1::int / 50) g) s`,
  `insert into idempotency_keys (scope, key, response, created_at, request_hash)
   select 'bench', g::text, '{"statusCode":201,"body":{"data":{}}}'::jsonb, now() - random() * interval '730 days', 'h'
   from generate_series(1, $1::int / 4) g`,
  // Ten thousand people with sessions, notifications and sign-in attempts.
  `insert into users (email, full_name, role, created_at)
   select 'retention-bench-' || g || '@example.com', 'Bench Person ' || g, 'citizen', now() - interval '800 days'
   from generate_series(1, 10000) g`,
  `insert into refresh_tokens (user_id, family_id, token_hash, remember, expires_at, user_agent, created_at)
   select u.id, gen_random_uuid(), md5(random()::text), false, ts + interval '30 days', 'Mozilla/5.0 (Linux; Android 10)', ts
   from (select now() - random() * interval '730 days' as ts, g from generate_series(1, $1::int / 5) g) s
   join lateral (select id from users where email = 'retention-bench-' || (1 + s.g % 10000) || '@example.com') u on true`,
  `insert into notifications (user_id, category, title, body, created_at)
   select u.id, 'reportStatus', 'Your report was updated', 'Benchmark notice ' || s.g, ts
   from (select now() - random() * interval '730 days' as ts, g from generate_series(1, $1::int / 2) g) s
   join lateral (select id from users where email = 'retention-bench-' || (1 + s.g % 10000) || '@example.com') u on true`,
];

async function prepare() {
  const reused = await scratch.openReusable('OGP-R', ROWS);
  if (reused) return reused.close();
  const { database, pool, seedMs } = await scratch.seedReports(SEED_SQL, ROWS);
  const t0 = performance.now() - seedMs;
  for (let start = 1; start <= ROWS; start += 100_000) {
    await pool.query(SENT_TEXTS_SQL, [start, Math.min(ROWS, start + 99_999)]);
    process.stdout.write(`\rseeded ${Math.min(ROWS, start + 99_999).toLocaleString()} sent texts   `);
  }
  for (const statement of OTHER_ROWS_SQL) await pool.query(statement, statement.includes('$1') ? [ROWS] : []);
  await pool.query('update incident_types set retention_days = $1', [CASE_RETENTION_DAYS]);
  log(`\nseeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const table of ['incidents', 'jobs', 'idempotency_keys', 'refresh_tokens', 'notifications'])
    await pool.query(`vacuum analyze ${table}`);
  await database.close();
}

function summary(tally: Tally, seconds: number) {
  const sorted = tally.latencies.sort((a, b) => a - b);
  const errors = [...tally.errors].map(([status, n]) => `${n} x HTTP ${status}`).join(', ');
  return (
    `${(tally.acknowledged / seconds).toFixed(0)} reports/s  p50 ${ms(percentile(sorted, 0.5))}  ` +
    `p99 ${ms(percentile(sorted, 0.99))}  max ${ms(sorted.at(-1) ?? 0)}${errors ? `  errors: ${errors}` : ''}`
  );
}

async function main() {
  log(
    `retention benchmark: ${ROWS.toLocaleString()} reports and their texts, ${CLIENTS} citizens filing, ${os.cpus().length} cores`,
  );
  await prepare();
  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  const sizes = (
    await database.pool!.query(`select
      (select count(*) from incidents)::int as incidents, (select count(*) from jobs)::int as jobs,
      pg_size_pretty(pg_database_size(current_database())) as size`)
  ).rows[0] as { incidents: number; jobs: number; size: string };
  log(`database: ${sizes.incidents.toLocaleString()} reports, ${sizes.jobs.toLocaleString()} jobs, ${sizes.size}`);

  const logger = pino({ level: 'warn' });
  const sweepAt = new Date();
  const deps = {
    db: database.db,
    storage: localDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'bench-retention-')), Buffer.alloc(32, 7)),
    // One moment for the preview, the sweep and the check after it: what becomes due while the sweep runs is the
    // next day's work, not a remainder.
    now: () => sweepAt,
    outboxDirs: [],
    log: logger,
  } as unknown as RetentionDeps;

  let t = performance.now();
  const due = await previewRetention(deps);
  log(`\npreview (dry run) in ${ms(performance.now() - t)}: ${JSON.stringify(due)}`);

  // The server's own daily sweep would start with it and share the backlog with the sweep measured here (SKIP
  // LOCKED splits it between them): its next run is put a day away first.
  await database.pool!.query(HOLD_OFF_RETENTION_SWEEP_SQL);
  const server = await startBenchServer<{ port: number; tokens: string[] }, { n: number; p50: number; p99: number }>({
    name: 'bench-submit-server',
    outDir: 'bench-retention',
    dataPrefix: 'safeogun-bench-retention',
    databaseUrl: benchUrl.toString(),
    // Enough citizens that none reaches the per-account filing limit in the run (200 did: 429s while sweeping).
    env: { BENCH_ACCOUNTS: process.env.BENCH_ACCOUNTS ?? '2000', LOG_LEVEL: 'warn' },
  });
  const { port, tokens } = server.hello;
  const typeIds = (await database.pool!.query<{ id: number }>('select id from incident_types order by id')).rows.map(
    (r) => r.id,
  );
  await surge([port], CLIENTS, tokens, typeIds, performance.now() + 2000, null);

  const alone: Tally = { latencies: [], acknowledged: 0, errors: new Map() };
  await surge([port], CLIENTS, tokens, typeIds, performance.now() + SECONDS * 1000, alone);
  log(`\nfiling alone (${SECONDS} s):       ${summary(alone, SECONDS)}`);

  const during: Tally = { latencies: [], acknowledged: 0, errors: new Map() };
  let sweeping = true;
  t = performance.now();
  const filing = (async () => {
    // Each second's surge starts further along the citizens: a surge starts at the first token, and restarting it
    // every second kept filing as the same few dozen people until the per-account limit answered 429.
    for (let turn = 1; sweeping; turn++) {
      const shift = (turn * 100) % tokens.length;
      const citizens = [...tokens.slice(shift), ...tokens.slice(0, shift)];
      await surge([port], CLIENTS, citizens, typeIds, performance.now() + 1000, during);
    }
  })();
  const { counts, durationMs } = await runRetention(deps, null);
  sweeping = false;
  await filing;
  const sweepSeconds = (performance.now() - t) / 1000;
  log(`filing during the sweep (${sweepSeconds.toFixed(0)} s): ${summary(during, sweepSeconds)}`);
  log(
    `\nsweep: ${(durationMs / 1000).toFixed(1)} s (load ${os.loadavg()[0]!.toFixed(1)}), counts ${JSON.stringify(counts)}`,
  );

  const left = await previewRetention(deps);
  const remaining = Object.entries(left).filter(([kind, n]) => n > 0 && kind !== 'auditEntries');
  log(`due after the sweep: ${remaining.length ? JSON.stringify(Object.fromEntries(remaining)) : 'nothing'}`);
  if (remaining.length || during.errors.size) process.exitCode = 1;

  await server.stop();
  await database.close();
  await dropUnlessKept();
}

await main();
