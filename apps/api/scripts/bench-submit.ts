/**
 * `npm run bench:submit`: report submission (no media) on PostgreSQL (DATABASE_URL) under a surge, issue 17.
 *
 * 1. Creates a scratch database beside DATABASE_URL's (BENCH_DB, default safeogun_bench_submit), migrated, with the
 *    reference data and the demo stations (reports are routed to a station as in a deployment).
 * 2. Starts the real app (bundled as in production) in a child process that signs in BENCH_ACCOUNTS citizens.
 * 3. BENCH_CLIENTS citizens at once (default 200), each filing a report with its own Idempotency-Key as soon as its
 *    last one was answered, for BENCH_SECONDS after a short warm-up: reports per second, p50/p99 as the clients saw
 *    them and inside the server, errors, and the reports in the database against the answers that acknowledged one.
 * 4. The same number of clients each running single-row INSERTs of a report (the same table, triggers and
 *    indexes, no app) for as long: the raw rate the database gives on this machine, and the app's ratio to it.
 *
 * Options (environment): BENCH_CLIENTS (200), BENCH_SECONDS (10), BENCH_ACCOUNTS (2000: the per-account limit
 * of 60 an hour stays), BENCH_KEEP=1, BENCH_DB.
 */
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { seedDemoContent } from '../src/db/seed/demo';
import { benchDatabase, log, ms, startBenchServer } from './bench-kit';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const DB_NAME = process.env.BENCH_DB ?? 'safeogun_bench_submit';
const scratch = benchDatabase('bench:submit', DB_NAME);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

/** A multipart body with one `data` part, as the web app sends a report without media. */
function reportBody(typeId: number, n: number) {
  const boundary = `----bench${randomUUID()}`;
  const data = JSON.stringify({
    incidentTypeId: typeId,
    isDraft: false,
    address: `${1 + (n % 90)} Oke-Ilewo Road, Abeokuta`,
    description: `Benchmark report ${n}: a phone was snatched near the market.`,
    isIdentityHidden: false,
    isLocationHidden: false,
    isAnonymous: false,
    channel: 'web',
    stationId: null,
    // Around Abeokuta South, spread a little so the LGA and the nearest station are really looked up.
    latitude: 7.1475 + ((n % 50) - 25) * 0.0004,
    longitude: 3.3619 + ((n % 40) - 20) * 0.0004,
  });
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n--${boundary}--\r\n`,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Tally {
  latencies: number[];
  acknowledged: number;
  errors: Map<number, number>;
}

/** Closed loop: each client files, waits for the answer, files again, until `until`. */
async function surge(port: number, tokens: string[], typeIds: number[], until: number, tally: Tally | null) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  let n = 0;
  const client = async (c: number) => {
    let i = 0;
    while (performance.now() < until) {
      const token = tokens[(c + i++ * CLIENTS) % tokens.length]!;
      const { body, contentType } = reportBody(typeIds[n % typeIds.length]!, n++);
      const started = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/incident/new',
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': contentType,
              'content-length': body.length,
              'idempotency-key': randomUUID(),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', () => resolve(0));
          },
        );
        req.on('error', () => resolve(0));
        req.end(body);
      });
      if (!tally) continue;
      if (status === 201) {
        tally.acknowledged++;
        tally.latencies.push(performance.now() - started);
      } else tally.errors.set(status, (tally.errors.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  agent.destroy();
}

/** The raw rate: single-row INSERTs of a report, CLIENTS connections at once, for SECONDS. */
async function rawInserts(url: string, template: Record<string, unknown>) {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  const until = performance.now() + SECONDS * 1000;
  let inserted = 0;
  const sql = `insert into incidents (ticket_id, user_id, incident_type_id, address, description, latitude, longitude,
      lga_id, area_command_id, station_id, channel, submitted_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'web', now())`;
  const worker = async () => {
    while (performance.now() < until) {
      await pool.query(sql, [
        `OGP-R${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
        template.user_id,
        template.incident_type_id,
        template.address,
        template.description,
        template.latitude,
        template.longitude,
        template.lga_id,
        template.area_command_id,
        template.station_id,
      ]);
      inserted++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  await pool.end();
  return inserted / SECONDS;
}

async function main() {
  log(`submission benchmark: ${CLIENTS} citizens at once, ${SECONDS} s, PostgreSQL, ${os.cpus().length} cores`);
  const database = await scratch.recreate();
  await seedDemoContent(database.db);
  const pool = database.pool!;
  const typeIds = (await pool.query<{ id: number }>('select id from incident_types order by id')).rows.map((r) => r.id);
  await database.close();

  const server = await startBenchServer<
    { port: number; tokens: string[] },
    { n: number; p50: number; p99: number; cpuMs: number }
  >({
    name: 'bench-submit-server',
    outDir: 'bench-submit',
    dataPrefix: 'safeogun-bench-submit',
    databaseUrl: scratch.benchUrl.toString(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
  const { port, tokens } = server.hello;
  log(`server up with ${tokens.length.toLocaleString()} signed-in citizens`);

  await surge(port, tokens, typeIds, performance.now() + WARM_UP_SECONDS * 1000, null);
  await server.stats();
  const check = new pg.Client({ connectionString: scratch.benchUrl.toString() });
  await check.connect();
  const countReports = async () => Number((await check.query('select count(*) from incidents')).rows[0].count);
  const before = await countReports();

  const tally: Tally = { latencies: [], acknowledged: 0, errors: new Map() };
  const t0 = performance.now();
  await surge(port, tokens, typeIds, t0 + SECONDS * 1000, tally);
  const elapsed = (performance.now() - t0) / 1000;
  const inside = await server.stats();
  const filed = (await countReports()) - before;
  await server.stop();

  const sorted = tally.latencies.sort((a, b) => a - b);
  const rate = tally.acknowledged / elapsed;
  const errors = [...tally.errors].map(([status, count]) => `${count} x ${status || 'no answer'}`).join(', ');
  log(`\nthe app: ${rate.toFixed(0)} reports/s over ${elapsed.toFixed(1)} s`);
  log(`  p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))} (clients)`);
  log(
    `  p50 ${ms(inside.p50)}, p99 ${ms(inside.p99)}, ${ms(inside.cpuMs)} of server CPU per report (inside the server)`,
  );
  log(`  errors: ${errors || 'none'}`);
  log(
    `  reports in the database: ${filed.toLocaleString()}; acknowledged answers: ${tally.acknowledged.toLocaleString()}`,
  );

  const template = (await check.query('select * from incidents where user_id is not null limit 1')).rows[0] as Record<
    string,
    unknown
  >;
  await check.end();
  const raw = await rawInserts(scratch.benchUrl.toString(), template);
  log(`\nraw single-row INSERTs, ${CLIENTS} connections: ${raw.toFixed(0)} per second`);
  log(`the app files ${((rate / raw) * 100).toFixed(0)}% of the raw INSERT rate`);
  await scratch.dropUnlessKept();
}

await main();
