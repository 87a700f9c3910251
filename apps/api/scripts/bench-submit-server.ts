/**
 * Child process of the report submission benchmark (see bench-server-kit.ts): signs in BENCH_ACCOUNTS citizens (the
 * per-account filing limit stays as it is, so the load spreads over many people, as a surge does) and sends one
 * JSON line with the port, their tokens and the incident type ids, then the in-server timings of the submissions
 * of each run when asked. On the embedded database, which only this process can open, it also seeds the demo
 * stations and answers 'count' (the reports filed) and 'raw' (the raw INSERT rate, see bench-submit-raw.ts).
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { seedDemoContent } from '../src/db/seed/demo';
import { startBenchServer } from './bench-server-kit';
import { RAW_TEMPLATE_SQL, rawInsertRate } from './bench-submit-raw';

const { port, database, send, signIn, answer, answerStats } = await startBenchServer('/api/v1/incident/new');
const pglite = database.pglite;
if (pglite) await seedDemoContent(database.db);

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 2000);
const tokens: string[] = [];
for (let i = 0; i < accounts; i++) {
  const id = randomUUID().slice(0, 8);
  tokens.push(
    await signIn({ email: `bench-citizen-${id}@example.com`, fullName: `Bench Citizen ${i}`, role: 'citizen' }),
  );
}
const typeIds = pglite
  ? (await pglite.query<{ id: number }>('select id from incident_types order by id')).rows.map((r) => r.id)
  : [];
send({ port, tokens, typeIds });

// Where a slow answer's time went when it was not the database: the event loop held (by our code or by garbage
// collection) and the longest collection.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let gcMaxMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration);
}).observe({ entryTypes: ['gc'] });

let cpuSince = process.cpuUsage();
answerStats((sorted, at) => {
  const cpu = process.cpuUsage(cpuSince);
  const cpuMs = sorted.length ? (cpu.user + cpu.system) / 1000 / sorted.length : 0;
  cpuSince = process.cpuUsage();
  const loop = { loopP99: loopDelay.percentile(99) / 1e6, loopMax: loopDelay.max / 1e6, gcMax: gcMaxMs };
  loopDelay.reset();
  gcMaxMs = 0;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), cpuMs, ...loop };
});

if (pglite) {
  answer('count', async () => {
    const { rows } = await pglite.query<{ n: number }>('select count(*)::int as n from incidents');
    return { n: rows[0]!.n };
  });
  answer('raw', async () => {
    const template = (await pglite.query<Record<string, unknown>>(RAW_TEMPLATE_SQL)).rows[0]!;
    const clients = Number(process.env.BENCH_CLIENTS ?? 200);
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    return { rate: await rawInsertRate((sql, params) => pglite.query(sql, params), template, clients, seconds) };
  });
}
