/**
 * PostgreSQL only. WORKERS=2: one supervising process forks two server processes sharing its port; a worker that
 * dies (SIGKILL) is replaced while the other keeps answering, and SIGTERM stops them all (issue 20, item 5).
 */
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { until, useServerProcesses } from './server-processes';

const PORT = 8367;
const servers = useServerProcesses('workers', [PORT], { WORKERS: '2', SHUTDOWN_DRAIN_SECONDS: '0' });

/** The worker processes of the supervisor `pid` (not the esbuild service tsx may have started beside them). */
const workersOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([child]) => Number(child));

// A connection the supervisor accepted in the instant its worker was killed can be lost with it: a client gives up
// on it after 3 s and asks again, as a browser or a load balancer does.
const ready = async () =>
  (await fetch(`${servers.api(0)}/health/ready`, { signal: AbortSignal.timeout(3000) }).catch(() => null))?.ok === true;

it('two workers serve one port, and one killed is replaced', async () => {
  const primary = servers.pid(0)!;
  const listening = (pid: number) => servers.log(0).includes(`worker ${pid} listening`);
  await until(
    'two workers taking connections',
    async () => workersOf(primary).length === 2 && workersOf(primary).every(listening),
    120_000,
  );
  const [victim, survivor] = workersOf(primary);
  process.kill(victim!, 'SIGKILL');
  // The other worker answers meanwhile.
  await until('the other worker to answer', ready, 30_000);
  await until(
    'a new worker',
    async () => {
      const now = workersOf(primary);
      return now.length === 2 && !now.includes(victim!) && now.includes(survivor!) && now.every(listening);
    },
    120_000,
  );
  await until(
    'the new worker to answer too',
    async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, ready));
      return answers.every(Boolean);
    },
    480_000,
  );
  expect(servers.log(0)).toContain(`worker ${victim} stopped (SIGKILL); starting another`);
}, 480_000);
