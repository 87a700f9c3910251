/**
 * Child process of the crime map benchmark (see bench-server-kit.ts): one JSON line with port and a citizen's
 * token, then the in-server timings of the map requests of each load run when asked on stdin.
 */
import { randomUUID } from 'node:crypto';
import { startBenchServer } from './bench-server-kit';

const { port, send, signIn, answerStats } = await startBenchServer('/api/v1/crimeMap/all');
const token = await signIn({ email: `bench-${randomUUID().slice(0, 8)}@example.com`, fullName: 'Bench Citizen' });
send({ port, token });
answerStats((sorted, at) => ({ n: sorted.length, p50: at(0.5), p99: at(0.99) }));
