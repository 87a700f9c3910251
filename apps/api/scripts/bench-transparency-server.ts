/**
 * Child process of the transparency benchmark (see bench-server-kit.ts): the real app on the benchmark database;
 * sends its port, then the in-server timings of the transparency requests of each load run when asked.
 */
import { startBenchServer } from './bench-server-kit';

const { port, send, answerStats } = await startBenchServer('/api/v1/public/transparency');
send({ port });
answerStats((sorted, at) => ({ n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }));
