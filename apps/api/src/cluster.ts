/**
 * WORKERS=n (decision 034): this process forks n server processes that share its port (node:cluster hands each
 * new connection to the next worker), starts a new one when one dies, and on SIGTERM or SIGINT passes the signal
 * on and waits for every worker to finish its own graceful shutdown. It opens no database and serves nothing.
 */
import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after its start waits this long before the next try (a crash loop). */
const RESTART_BACKOFF_MS = 1000;

const log = (message: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }));

/** Supervises `count` workers; resolves with the exit code once they have all stopped after a signal. */
export function superviseWorkers(count: number): Promise<number> {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  return new Promise((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (stopping) {
        if (startedAt.size === 0) resolve(0);
        return;
      }
      log(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
      // A stop during the back-off must not start a worker nobody will stop.
      setTimeout(() => stopping || fork(), lived < RESTART_BACKOFF_MS ? RESTART_BACKOFF_MS : 0);
    });
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: stopping ${startedAt.size} workers`);
      if (startedAt.size === 0) resolve(0);
      for (const worker of startedAt.keys()) worker.process.kill(signal);
    };
    // Said for operators and for whoever needs to know that a new worker takes connections (its start-up waits for
    // the database).
    cluster.on('listening', (worker) => log(`worker ${worker.process.pid} listening`));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    for (let i = 0; i < count; i++) fork();
    log(`supervising ${count} workers (WORKERS)`);
  });
}
