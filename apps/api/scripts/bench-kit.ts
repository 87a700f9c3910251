/**
 * Shared by the benchmarks (bench-crime-map.ts, bench-queue.ts): the scratch database beside DATABASE_URL's, and
 * the real app bundled as `npm run build` bundles the API (a loader such as tsx adds stalls of its own), with the
 * migrations beside it, started in a child process that talks over file descriptor 3 (see bench-server-kit.ts).
 */
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { build } from 'esbuild';
import { serverBundleOptions } from '../esbuild-options.mjs';
import { openDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/reference';
import { seedDemoContent } from '../src/db/seed/demo';
import { seedDemoPolice } from '../src/db/seed/demo-police';

export const apiDir = path.resolve(import.meta.dirname, '..');
export const boundaries = path.resolve(
  process.env.LGA_BOUNDARIES ?? path.resolve(apiDir, '../../../shared/data/ogun-lgas.geojson'),
);

export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
export const log = (s: string) => console.log(s);

/** The scratch database `dbName` on DATABASE_URL's server; exits when DATABASE_URL is not PostgreSQL. */
export function benchDatabase(command: string, dbName: string) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl || !/^postgres(ql)?:\/\//.test(baseUrl)) {
    console.error(
      `${command} needs DATABASE_URL=postgres://user@host:5432/db (a PostgreSQL server it may create a database on).`,
    );
    process.exit(1);
  }
  const benchUrl = new URL(baseUrl);
  benchUrl.pathname = `/${dbName}`;

  /** Runs `fn` on a connection to DATABASE_URL's own database. */
  async function admin<T>(fn: (c: pg.Client) => Promise<T>) {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  /** Whether the scratch database is there already (BENCH_REUSE=1 may keep it). */
  const exists = () =>
    admin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [dbName])).rowCount === 1);

  /** A new scratch database, migrated, with the reference data; the caller seeds the rest and closes it. */
  async function recreate() {
    await admin(async (c) => {
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.query(`create database ${dbName}`);
    });
    const database = await openDatabase({ databaseUrl: benchUrl.toString() });
    await database.migrate();
    await seedReferenceData(database.db, boundaries);
    return database;
  }

  /**
   * With BENCH_REUSE=1, the scratch database when it holds `rows` reports whose ticket starts with `ticketPrefix`,
   * open and migrated (a database seeded by an earlier version gets the migrations since, their back-fills
   * included); the caller closes it. Otherwise null: the caller seeds a new one.
   */
  async function openReusable(ticketPrefix: string, rows: number) {
    if (process.env.BENCH_REUSE !== '1' || !(await exists())) return null;
    const reused = await openDatabase({ databaseUrl: benchUrl.toString() });
    await reused.migrate();
    const n = Number(
      (await reused.pool!.query(`select count(*) from incidents where ticket_id like $1`, [`${ticketPrefix}%`])).rows[0]
        .count,
    );
    if (n >= rows) {
      log(`reusing ${dbName} with ${n.toLocaleString()} benchmark reports`);
      return reused;
    }
    await reused.close();
    return null;
  }

  /**
   * A new scratch database with the demo stations and Area Commands and `rows` reports inserted by `seedSql`, one
   * batch of 100,000 at a time ($1 and $2 its first and last number, $3 and $4 how many LGAs and incident types);
   * answers it open, for the caller to add the rest and close, with the milliseconds the reports took.
   */
  async function seedReports(seedSql: string, rows: number) {
    const database = await recreate();
    await seedDemoContent(database.db);
    await seedDemoPolice(database.db);
    const pool = database.pool!;
    const lgaCount = Number((await pool.query('select count(*) from lgas')).rows[0].count);
    const typeCount = Number((await pool.query('select count(*) from incident_types')).rows[0].count);
    const batch = 100_000;
    const t0 = performance.now();
    for (let start = 1; start <= rows; start += batch) {
      const end = Math.min(rows, start + batch - 1);
      await pool.query(seedSql, [start, end, lgaCount, typeCount]);
      process.stdout.write(`\rseeded ${end.toLocaleString()} / ${rows.toLocaleString()} reports`);
    }
    return { database, pool, seedMs: performance.now() - t0 };
  }

  /** Drops the scratch database unless BENCH_KEEP=1 or BENCH_REUSE=1. */
  async function dropUnlessKept() {
    if (process.env.BENCH_KEEP !== '1' && process.env.BENCH_REUSE !== '1')
      await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  }

  return { benchUrl, exists, recreate, openReusable, seedReports, dropUnlessKept };
}

/**
 * Bundles scripts/`name`.ts into dist/`outDir` and starts it on `databaseUrl`; answers its first JSON line (port
 * and tokens), `stats()` (the in-server timings since the last call) and `stop()`.
 */
export async function startBenchServer<Hello, Stats>(options: {
  name: string;
  outDir: string;
  dataPrefix: string;
  /** undefined: the embedded database in the child's DATA_DIR. */
  databaseUrl: string | undefined;
  env?: Record<string, string>;
}) {
  const serverDir = path.join(apiDir, 'dist', options.outDir);
  await build({
    ...serverBundleOptions,
    // The embedded database's thread, which the server finds beside its bundle (db/pglite-thread.ts).
    entryPoints: [path.join(apiDir, `scripts/${options.name}.ts`), path.join(apiDir, 'src/db/pglite-thread-worker.ts')],
    outdir: serverDir,
    entryNames: '[name]',
  });
  cpSync(path.join(apiDir, 'src/db/migrations'), path.join(serverDir, 'migrations'), { recursive: true });
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, `${options.name}.js`)], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      LGA_BOUNDARIES: boundaries,
      DATA_DIR: path.join('/tmp', `${options.dataPrefix}-${randomUUID().slice(0, 8)}`),
      JWT_SECRET: randomUUID() + randomUUID(),
      ...options.env,
    },
    // stdout carries the server's request log (discarded, as a log shipper would take it); fd 3 the results.
    stdio: ['pipe', 'ignore', 'inherit', 'pipe'],
  });
  const lines = createInterface({ input: child.stdio[3] as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);
  const hello = JSON.parse(await nextLine()) as Hello;
  /** Sends a command the child answers with one JSON line (see `answer` in bench-server-kit.ts). */
  const ask = async <T>(command: string) => {
    child.stdin!.write(`${command}\n`);
    return JSON.parse(await nextLine()) as T;
  };
  const stats = () => ask<Stats>('stats');
  const stop = async () => {
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  return { hello, ask, stats, stop };
}

/**
 * Puts the server's own daily retention sweep a day away (two statements: run without parameters). Started with a
 * benchmark's server on a seeded backlog, it would run beside what is measured.
 */
export const HOLD_OFF_RETENTION_SWEEP_SQL = `delete from jobs where queue = 'retention-sweep' and done_at is null and failed_at is null;
  insert into jobs (queue, payload, run_at) values ('retention-sweep', '{}', now() + interval '1 day')`;

/** How many reports to seed, and the load's rate and length (environment: BENCH_ROWS, BENCH_RATE, BENCH_SECONDS). */
export const BENCH_LOAD = {
  rows: Number(process.env.BENCH_ROWS ?? 1_000_000),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  rate: Number(process.env.BENCH_RATE ?? 200),
};

/**
 * What seeded reports are drawn from, as the SQL common table expressions `refs` (the LGAs in order with their
 * Area Command and demo station, and how many) and `types` (the incident type ids and how many).
 */
export const SEED_REFS_SQL = `with refs as (
  select array_agg(l.id order by l.sort_order) as lga_ids,
         array_agg(l.area_command_id order by l.sort_order) as area_ids,
         array_agg(s.id order by l.sort_order) as station_ids,
         count(*)::int as n
  from lgas l join stations s on s.lga_id = l.id and s.is_demo
), types as (
  select array_agg(id order by id) as ids, count(*)::int as n from incident_types
)`;

/**
 * The first columns each seeded report draws (after `select g,`): `ts` when it was filed, over two years with recent
 * days denser; `k` its LGA's place, skewed toward the first (the largest towns); `t` its incident type.
 */
export const SEED_DRAW_COLUMNS = `now() - power(random(), 2) * interval '730 days' as ts,
         1 + floor(power(random(), 1.6) * $3::int)::int as k,
         1 + floor(random() * $4::int)::int as t`;

/**
 * A seeded report's status from its age (`ts`) and a draw `r_status` in [0, 1) of the row alias `row`: the last two
 * days mostly open, the last month mixed, older ones mostly resolved or closed.
 */
export const statusByAgeSql = (row: string) => `case
    when now() - ${row}.ts < interval '2 days' then
      case when ${row}.r_status < 0.6 then 'new' when ${row}.r_status < 0.9 then 'in-progress' else 'on-hold' end
    when now() - ${row}.ts < interval '30 days' then
      case when ${row}.r_status < 0.1 then 'new' when ${row}.r_status < 0.45 then 'in-progress'
           when ${row}.r_status < 0.6 then 'on-hold' when ${row}.r_status < 0.85 then 'resolved' else 'closed' end
    else
      case when ${row}.r_status < 0.01 then 'new' when ${row}.r_status < 0.03 then 'in-progress'
           when ${row}.r_status < 0.05 then 'on-hold' when ${row}.r_status < 0.5 then 'resolved' else 'closed' end
  end`;

/**
 * The common table expressions of seeded reports that were acknowledged and finished (for [$1, $2], with $3 LGAs
 * and $4 types): `refs` and `types`, then `reports`, each with its draws (`ts`, `k`, `t`, `r_channel`), its status
 * by age and how long it took to acknowledge (`ack_after`) and then to resolve (`resolve_after`).
 */
const SEED_TIMED_REPORTS_SQL = `${SEED_REFS_SQL}, draws as (
  select g,
         ${SEED_DRAW_COLUMNS},
         random() as r_status, random() as r_channel,
         power(random(), 3) * interval '3 days' as ack_after,
         power(random(), 2) * interval '30 days' as resolve_after
  from generate_series($1::int, $2::int) g
), reports as (
  select d.*, ${statusByAgeSql('d')} as status
  from draws d
)`;

/**
 * One batch of reports, [$1, $2] (with $3 LGAs and $4 types, as `seedReports` passes them): filed over two years,
 * the older ones mostly resolved or closed, acknowledged and finished at drawn times but never in the future. Tickets
 * are `ticketPrefix` and the row's number, so `openReusable(ticketPrefix, …)` finds them; `channel` is an SQL
 * expression over the row `r` (its draw `r.r_channel`), and `columns` more columns with their SQL expressions.
 */
export function timedReportsSeedSql(ticketPrefix: string, channel: string, columns: Record<string, string> = {}) {
  const names = Object.keys(columns).map((name) => `${name}, `);
  const values = Object.values(columns).map((value) => `${value}, `);
  return `
${SEED_TIMED_REPORTS_SQL}
insert into incidents (ticket_id, incident_type_id, lga_id, area_command_id, station_id, status, description,
  address, ${names.join('')}channel, acknowledged_at, resolved_at, submitted_at, created_at, updated_at)
select '${ticketPrefix}' || lpad(r.g::text, 9, '0'), types.ids[r.t], refs.lga_ids[r.k], refs.area_ids[r.k],
       refs.station_ids[r.k], r.status, 'Benchmark report ' || r.g, r.g || ' Benchmark Street, Ogun State',
       ${values.join('')}${channel},
       case when r.status <> 'new' then least(r.ts + r.ack_after, now()) end,
       case when r.status in ('resolved', 'closed') then least(r.ts + r.ack_after + r.resolve_after, now()) end,
       r.ts, r.ts, r.ts
from reports r cross join refs cross join types`;
}
