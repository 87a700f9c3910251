/**
 * Child process of the report submission benchmark (see bench-server-kit.ts): signs in BENCH_ACCOUNTS citizens (the
 * per-account filing limit stays as it is, so the load spreads over many people, as a surge does) and sends one
 * JSON line with the port and their tokens, then the in-server timings of the submissions of each run when asked.
 */
import { randomUUID } from 'node:crypto';
import { startBenchServer } from './bench-server-kit';

const { port, send, signIn, answerStats } = await startBenchServer('/api/v1/incident/new');

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 2000);
const tokens: string[] = [];
for (let i = 0; i < accounts; i++) {
  const id = randomUUID().slice(0, 8);
  tokens.push(
    await signIn({ email: `bench-citizen-${id}@example.com`, fullName: `Bench Citizen ${i}`, role: 'citizen' }),
  );
}
send({ port, tokens });

let cpuSince = process.cpuUsage();
answerStats((sorted, at) => {
  const cpu = process.cpuUsage(cpuSince);
  const cpuMs = sorted.length ? (cpu.user + cpu.system) / 1000 / sorted.length : 0;
  cpuSince = process.cpuUsage();
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), cpuMs };
});
