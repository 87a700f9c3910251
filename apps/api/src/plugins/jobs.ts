/**
 * Background job queue on the database (table `jobs`), the same code on PGlite and PostgreSQL.
 *
 * - `app.jobs.enqueue(queue, payload, { runAt, maxAttempts }, tx?)`: insert a job; pass the transaction so the job
 *   commits (or rolls back) with the row it belongs to.
 * - `app.jobs.work(queue, handler, { concurrency, backoffMs, timeoutMs })`: register the handler of a queue.
 * - A poller (every `pollIntervalMs`, off when 0) claims due jobs with `FOR UPDATE SKIP LOCKED`, so several
 *   PostgreSQL processes share the work; PGlite has one connection, where the same statement simply claims.
 * - A failed run is retried after an exponential back-off; after `maxAttempts` runs the job is marked failed, at
 *   once when the error carries `permanent: true` (a retry cannot help).
 * - A claim older than `lockTimeoutMs` (a process that died mid-job) is claimed again.
 * - `app.jobs.every(queue, everyMs, handler)`: a recurring job (a periodic sweep). One row of the queue, created on
 *   the process's first pass if the database has none pending (under an advisory lock, so processes starting
 *   together make one), claimed like any job by one process at a time, and moved `everyMs` on after each run instead of being
 *   marked done; a failed run is retried after the back-off (at most `everyMs`) and never fails for good.
 * - `app.jobs.runDue({ now })` runs every due job to completion: how tests drain the queue deterministically.
 * - Closing the app stops the poller and waits for the jobs in flight.
 * - A lost database connection fails one pass (logged); the next pass runs on a fresh connection. Recording a
 *   run's outcome is retried for a few seconds first, so a connection dropped mid-job does not leave the job
 *   claimed until `lockTimeoutMs`.
 *
 * All timestamps come from the application clock (never the database's `now()`), so `runDue({ now })` can move
 * time forward in tests and both engines behave the same.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/connection-errors';

/** A Drizzle database or transaction: anything that can insert. */
export type DbOrTx = Pick<Db, 'insert'>;

export interface Job<P = unknown> {
  id: number;
  queue: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this queue run at once in one process (default 1). */
  concurrency?: number;
  /** Delay before retry number `attempt` + 1 (default 5 s doubled per attempt, at most 1 hour). */
  backoffMs?: (attempt: number) => number;
  /** A run taking longer counts as failed (default 60 s). */
  timeoutMs?: number;
  /**
   * A claim older than this is taken to be a dead process's and claimed again (default: the plugin's
   * lockTimeoutMs). A frequent job keeps it short, so a crashed run delays the next by little.
   */
  lockTimeoutMs?: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

export interface RunSummary {
  succeeded: number;
  retried: number;
  failed: number;
}

export interface JobQueue {
  enqueue<P>(queue: string, payload: P, options?: EnqueueOptions, tx?: DbOrTx): Promise<number>;
  work<P>(queue: string, handler: JobHandler<P>, options?: WorkOptions): void;
  /** Registers a recurring job: `handler` runs every `everyMs` in whichever process claims it (see above). */
  every(queue: string, everyMs: number, handler: JobHandler<Record<string, never>>, options?: WorkOptions): void;
  /** Runs every job due at `now` (default: the current time), including jobs those runs enqueue. */
  runDue(options?: { now?: Date }): Promise<RunSummary>;
  /** Starts the poller (done on app ready when pollIntervalMs > 0). */
  start(): void;
  /** Stops the poller and waits for the jobs in flight. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** Poll interval; 0 turns the poller off (tests drain with runDue). */
  pollIntervalMs: number;
  /** A claim older than this is considered abandoned and claimed again (default 10 minutes). */
  lockTimeoutMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const defaultBackoffMs = (attempt: number) => Math.min(5000 * 2 ** (attempt - 1), 60 * 60 * 1000);

interface Worker {
  handler: JobHandler<unknown>;
  concurrency: number;
  backoffMs: (attempt: number) => number;
  timeoutMs: number;
  lockTimeoutMs: number;
  /** A recurring job's period; undefined for one-off jobs. */
  everyMs?: number;
}

/** How often a process checks that each recurring queue still has its pending row. */
const RECURRING_CHECK_MS = 10 * 60_000;

/** The first key of the advisory locks taken here ('jobs'), in the two-key form, apart from any one-key lock. */
const JOBS_LOCK_CLASS = 0x6a6f6273;

/** Waits before each new attempt to record a job's outcome while the database is out of reach. */
const RECORD_RETRY_DELAYS_MS = [100, 500, 2000];

/** Runs a write again after a short wait when the database connection was lost (not on any other error). */
async function whileReachable<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const delay = RECORD_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export default fp<JobsPluginOptions>(
  async (app, opts) => {
    const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
    const lockTimeoutMs = opts.lockTimeoutMs ?? 10 * 60 * 1000;
    const workers = new Map<string, Worker>();
    let timer: NodeJS.Timeout | null = null;
    let stopping = false;
    let inFlight: Promise<unknown> | null = null;

    async function claim(queue: string, worker: Worker, now: Date) {
      const staleBefore = new Date(now.getTime() - worker.lockTimeoutMs);
      const due = app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, queue),
            isNull(jobs.doneAt),
            isNull(jobs.failedAt),
            lte(jobs.runAt, now),
            or(isNull(jobs.lockedAt), lt(jobs.lockedAt, staleBefore)),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(worker.concurrency)
        .for('update', { skipLocked: true });
      return app.db
        .update(jobs)
        .set({ lockedAt: now, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
        .where(inArray(jobs.id, due))
        .returning();
    }

    async function runOne(row: typeof jobs.$inferSelect, worker: Worker, now: Date): Promise<keyof RunSummary> {
      const job: Job = {
        id: row.id,
        queue: row.queue,
        payload: row.payload,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
      };
      try {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([
          worker.handler(job),
          new Promise((_, reject) => {
            timeout = setTimeout(() => reject(new Error(`timed out after ${worker.timeoutMs} ms`)), worker.timeoutMs);
            timeout.unref();
          }),
        ]).finally(() => clearTimeout(timeout));
      } catch (error) {
        return recordFailure(row, worker, now, error);
      }
      if (worker.everyMs !== undefined) {
        // The next run of a recurring job, counted from the later of the claim and the clock: a test's runDue with a
        // time ahead of the clock does not find it due again at once.
        const runAt = new Date(Math.max(now.getTime(), app.clock.now().getTime()) + worker.everyMs);
        await whileReachable(() =>
          app.db
            .update(jobs)
            .set({ runAt, attempts: 0, lockedAt: null, lockedBy: null, lastError: null })
            .where(eq(jobs.id, row.id)),
        );
        return 'succeeded';
      }
      await whileReachable(() =>
        app.db
          .update(jobs)
          .set({ doneAt: app.clock.now(), lockedAt: null, lockedBy: null, lastError: null })
          .where(eq(jobs.id, row.id)),
      );
      return 'succeeded';
    }

    /** Schedules the next run after a back-off, or marks the job failed for good. */
    async function recordFailure(
      row: typeof jobs.$inferSelect,
      worker: Worker,
      now: Date,
      error: unknown,
    ): Promise<keyof RunSummary> {
      const lastError = describe(error).slice(0, 2000);
      // An error marked `permanent: true` (a bad phone number, refused credentials) is not worth retrying.
      const permanent = (error as { permanent?: unknown } | null)?.permanent === true;
      if (worker.everyMs === undefined && (permanent || row.attempts >= row.maxAttempts)) {
        app.metrics.jobFailures.inc({ queue: row.queue, outcome: 'failed' });
        app.log.error({ jobId: row.id, queue: row.queue, attempt: row.attempts, err: error }, 'job failed for good');
        await whileReachable(() =>
          app.db
            .update(jobs)
            .set({ failedAt: app.clock.now(), lockedAt: null, lockedBy: null, lastError })
            .where(eq(jobs.id, row.id)),
        );
        return 'failed';
      }
      app.metrics.jobFailures.inc({ queue: row.queue, outcome: 'retry' });
      const backoff = Math.max(0, worker.backoffMs(row.attempts));
      const runAt = new Date(now.getTime() + Math.min(backoff, worker.everyMs ?? backoff));
      app.log.warn({ jobId: row.id, queue: row.queue, attempt: row.attempts, runAt, err: error }, 'job will retry');
      await whileReachable(() =>
        app.db.update(jobs).set({ runAt, lockedAt: null, lockedBy: null, lastError }).where(eq(jobs.id, row.id)),
      );
      return 'retried';
    }

    /** One pass over every queue; repeats while there was work, so jobs enqueued by jobs run too. */
    async function drain(nowFn: () => Date): Promise<RunSummary> {
      const summary: RunSummary = { succeeded: 0, retried: 0, failed: 0 };
      await ensureRecurring();
      for (let round = 0; round < 1000 && !stopping; round++) {
        let claimed = 0;
        for (const [queue, worker] of workers) {
          if (stopping) break;
          const now = nowFn();
          const rows = await claim(queue, worker, now);
          claimed += rows.length;
          const outcomes = await Promise.all(rows.map((row) => runOne(row, worker, now)));
          for (const outcome of outcomes) summary[outcome]++;
        }
        if (claimed === 0) break;
      }
      return summary;
    }

    /** Serialises passes: the poller and runDue never claim at the same moment in one process. */
    function exclusive<T>(work: () => Promise<T>): Promise<T> {
      const previous = inFlight ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(work);
      inFlight = next;
      void next
        .catch(() => undefined)
        .finally(() => {
          if (inFlight === next) inFlight = null;
        });
      return next;
    }

    /**
     * The pending row of each recurring queue, made before the process's first pass over it unless one exists (in
     * the database, by any process), one process at a time; looked for again every RECURRING_CHECK_MS, so a row
     * removed by hand comes back without a restart.
     */
    const ensuredAt = new Map<string, number>();
    async function ensureRecurring() {
      const now = app.clock.now().getTime();
      for (const [name, worker] of workers) {
        const last = ensuredAt.get(name);
        if (worker.everyMs === undefined || (last !== undefined && now - last < RECURRING_CHECK_MS)) continue;
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${JOBS_LOCK_CLASS}, hashtext(${name}))`);
          await tx.execute(sql`insert into ${jobs} (queue, payload, run_at, max_attempts)
            select ${name}, '{}'::jsonb, ${app.clock.now().toISOString()}::timestamptz, ${DEFAULT_MAX_ATTEMPTS}
            where not exists (select 1 from ${jobs} where queue = ${name} and done_at is null and failed_at is null)`);
        });
        ensuredAt.set(name, now);
      }
    }

    function register(name: string, handler: JobHandler<unknown>, options: WorkOptions, everyMs?: number) {
      if (workers.has(name)) throw new Error(`A worker for queue "${name}" is already registered`);
      workers.set(name, {
        handler,
        concurrency: Math.max(1, options.concurrency ?? 1),
        backoffMs: options.backoffMs ?? defaultBackoffMs,
        timeoutMs: options.timeoutMs ?? 60_000,
        lockTimeoutMs: options.lockTimeoutMs ?? lockTimeoutMs,
        everyMs,
      });
    }

    const queue: JobQueue = {
      async enqueue(name, payload, options = {}, tx) {
        const [row] = await (tx ?? app.db)
          .insert(jobs)
          .values({
            queue: name,
            payload: payload as unknown,
            runAt: options.runAt ?? app.clock.now(),
            maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          })
          .returning({ id: jobs.id });
        return row!.id;
      },
      work(name, handler, options = {}) {
        register(name, handler as JobHandler<unknown>, options);
      },
      every(name, everyMs, handler, options = {}) {
        if (!(everyMs > 0)) throw new Error(`The period of recurring queue "${name}" must be above 0 ms`);
        // One run at a time, whatever the concurrency asked.
        register(name, handler as JobHandler<unknown>, { ...options, concurrency: 1 }, everyMs);
      },
      runDue(options = {}) {
        const fixed = options.now;
        return exclusive(() => drain(() => fixed ?? app.clock.now()));
      },
      start() {
        if (timer || opts.pollIntervalMs <= 0) return;
        stopping = false;
        timer = setInterval(() => {
          if (inFlight || workers.size === 0) return; // the previous pass is still running
          exclusive(() => drain(() => app.clock.now())).catch((error: unknown) =>
            app.log.error({ err: error }, 'job poller pass failed'),
          );
        }, opts.pollIntervalMs);
        timer.unref();
      },
      async stop() {
        stopping = true;
        if (timer) clearInterval(timer);
        timer = null;
        while (inFlight) await inFlight.catch(() => undefined);
      },
    };

    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    // preClose runs before every onClose hook, so the database is still open while jobs finish.
    app.addHook('preClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['clock', 'metrics'] },
);
