/**
 * Child process of the police queue benchmark (see bench-server-kit.ts). It signs in an officer posted to
 * BENCH_STATION_ID and a State HQ account and sends one JSON line with the port and both tokens, then the
 * in-server timings of the queue requests of each load run when asked ('stats' on stdin).
 */
import { randomUUID } from 'node:crypto';
import { startBenchServer } from './bench-server-kit';

const { port, send, signIn, answerStats } = await startBenchServer('/api/v1/police/incidents');

const signInAs = (role: string, postingStationId: number | null) =>
  signIn({
    email: `bench-${role}-${randomUUID().slice(0, 8)}@example.com`,
    fullName: `Bench ${role}`,
    role,
    postingStationId,
  });
const officer = await signInAs('officer', Number(process.env.BENCH_STATION_ID));
const hq = await signInAs('hq', null);
send({ port, officer, hq });

// The server's own CPU time per request (user + system), which the machine's other load does not change.
let cpuSince = process.cpuUsage();
answerStats((sorted, at) => {
  const cpu = process.cpuUsage(cpuSince);
  const cpuMs = sorted.length ? (cpu.user + cpu.system) / 1000 / sorted.length : 0;
  cpuSince = process.cpuUsage();
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), cpuMs };
});
