import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, engine, type TestContext } from '../../test/helpers';
import { jobs } from '../db/schema';
import { defaultBackoffMs } from './jobs';
import { queueApp } from './jobs.test-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function jobRow(id: number) {
  const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

const later = (ms: number, from = new Date()) => new Date(from.getTime() + ms);

describe(`job queue (${engine})`, () => {
  it('is registered on the app and runs a job with its payload once', async () => {
    expect(typeof ctx.app.jobs.enqueue).toBe('function');
    const app = await queueApp(ctx.database);
    const seen: unknown[] = [];
    app.jobs.work<{ n: number }>('t-basic', async (job) => {
      seen.push(job.payload);
      expect(job.attempt).toBe(1);
    });
    const id = await app.jobs.enqueue('t-basic', { n: 1 });
    expect(await app.jobs.runDue()).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(await app.jobs.runDue()).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    const row = await jobRow(id);
    expect(row.doneAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lockedAt).toBeNull();
    await app.close();
  });

  it('retries with exponential back-off, then succeeds', async () => {
    const app = await queueApp(ctx.database);
    let calls = 0;
    app.jobs.work('t-retry', async () => {
      calls++;
      if (calls < 3) throw new Error(`gateway down ${calls}`);
    });
    const id = await app.jobs.enqueue('t-retry', {});
    const t0 = new Date();
    expect(await app.jobs.runDue({ now: t0 })).toMatchObject({ retried: 1 });
    let row = await jobRow(id);
    expect(row.lastError).toBe('gateway down 1');
    expect(row.runAt.getTime()).toBe(t0.getTime() + defaultBackoffMs(1));
    expect(row.lockedAt).toBeNull();

    // Not due yet: nothing runs.
    expect(await app.jobs.runDue({ now: later(defaultBackoffMs(1) - 1, t0) })).toEqual({
      succeeded: 0,
      retried: 0,
      failed: 0,
    });
    const t1 = later(defaultBackoffMs(1), t0);
    expect(await app.jobs.runDue({ now: t1 })).toMatchObject({ retried: 1 });
    row = await jobRow(id);
    expect(row.runAt.getTime()).toBe(t1.getTime() + defaultBackoffMs(2));
    expect(defaultBackoffMs(2)).toBe(2 * defaultBackoffMs(1));

    expect(await app.jobs.runDue({ now: later(defaultBackoffMs(2), t1) })).toMatchObject({ succeeded: 1 });
    row = await jobRow(id);
    expect(row.attempts).toBe(3);
    expect(row.doneAt).toBeInstanceOf(Date);
    expect(row.failedAt).toBeNull();
    expect(calls).toBe(3);
    await app.close();
  });

  it('marks a job failed after its maximum attempts and never runs it again', async () => {
    const app = await queueApp(ctx.database);
    let calls = 0;
    app.jobs.work(
      't-fail',
      async () => {
        calls++;
        throw new Error('always');
      },
      { backoffMs: () => 0 },
    );
    const id = await app.jobs.enqueue('t-fail', {}, { maxAttempts: 3 });
    const summary = await app.jobs.runDue();
    expect(summary).toEqual({ succeeded: 0, retried: 2, failed: 1 });
    expect(calls).toBe(3);
    const row = await jobRow(id);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.doneAt).toBeNull();
    expect(row.lastError).toBe('always');
    await app.jobs.runDue({ now: later(24 * 3600_000) });
    expect(calls).toBe(3);
    await app.close();
  });

  it('fails at once on an error marked permanent', async () => {
    const app = await queueApp(ctx.database);
    let calls = 0;
    app.jobs.work('t-permanent', async () => {
      calls++;
      throw Object.assign(new Error('invalid phone number'), { permanent: true });
    });
    const id = await app.jobs.enqueue('t-permanent', {}, { maxAttempts: 5 });
    expect(await app.jobs.runDue()).toEqual({ succeeded: 0, retried: 0, failed: 1 });
    expect(calls).toBe(1);
    expect((await jobRow(id)).failedAt).toBeInstanceOf(Date);
    await app.close();
  });

  it('caps the back-off at one hour', () => {
    expect(defaultBackoffMs(1)).toBe(5000);
    expect(defaultBackoffMs(4)).toBe(40_000);
    expect(defaultBackoffMs(30)).toBe(3600_000);
  });

  it('commits a job with its transaction and drops it on rollback', async () => {
    const app = await queueApp(ctx.database);
    const seen: string[] = [];
    app.jobs.work<{ tag: string }>('t-tx', async (job) => {
      seen.push(job.payload.tag);
    });
    await app.db.transaction(async (tx) => {
      await app.jobs.enqueue('t-tx', { tag: 'kept' }, {}, tx);
    });
    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.enqueue('t-tx', { tag: 'dropped' }, {}, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await app.jobs.runDue();
    expect(seen).toEqual(['kept']);
    await app.close();
  });

  it('waits for runAt, honours concurrency and runs jobs enqueued by jobs', async () => {
    const app = await queueApp(ctx.database);
    let running = 0;
    let peak = 0;
    const order: string[] = [];
    app.jobs.work<{ name: string }>(
      't-conc',
      async (job) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 20));
        order.push(job.payload.name);
        if (job.payload.name === 'a') await app.jobs.enqueue('t-conc', { name: 'child' });
        running--;
      },
      { concurrency: 2 },
    );
    for (const name of ['a', 'b', 'c']) await app.jobs.enqueue('t-conc', { name });
    await app.jobs.enqueue('t-conc', { name: 'future' }, { runAt: later(60_000) });
    expect(await app.jobs.runDue()).toMatchObject({ succeeded: 4 });
    expect(peak).toBe(2);
    expect(order.sort()).toEqual(['a', 'b', 'c', 'child']);
    expect(await app.jobs.runDue({ now: later(61_000) })).toMatchObject({ succeeded: 1 });
    await app.close();
  });

  it('counts a run that exceeds its timeout as failed', async () => {
    const app = await queueApp(ctx.database);
    app.jobs.work('t-timeout', () => new Promise<void>((r) => setTimeout(r, 500)), { timeoutMs: 20 });
    const id = await app.jobs.enqueue('t-timeout', {}, { maxAttempts: 1 });
    expect(await app.jobs.runDue()).toMatchObject({ failed: 1 });
    expect((await jobRow(id)).lastError).toMatch(/timed out/);
    await app.close();
  });

  it('claims again a job whose worker died mid-run', async () => {
    const app = await queueApp(ctx.database);
    let calls = 0;
    app.jobs.work('t-stale', async () => {
      calls++;
    });
    const id = await app.jobs.enqueue('t-stale', {});
    await ctx.database.db
      .update(jobs)
      .set({ lockedAt: new Date(), lockedBy: 'dead-process', attempts: 1 })
      .where(eq(jobs.id, id));
    await app.jobs.runDue();
    expect(calls).toBe(0);
    await app.jobs.runDue({ now: later(61_000) });
    expect(calls).toBe(1);
    expect((await jobRow(id)).attempts).toBe(2);
    await app.close();
  });

  it('polls on its own and stops cleanly on close, finishing the job in flight', async () => {
    const app = await queueApp(ctx.database, 25);
    let finished = 0;
    let started!: () => void;
    const startedP = new Promise<void>((r) => (started = r));
    app.jobs.work('t-poll', async () => {
      started();
      await new Promise((r) => setTimeout(r, 150));
      finished++;
    });
    const id = await app.jobs.enqueue('t-poll', {});
    await startedP;
    await app.close();
    expect(finished).toBe(1);
    expect((await jobRow(id)).doneAt).toBeInstanceOf(Date);

    // After close nothing more is picked up.
    const id2 = await ctx.app.jobs.enqueue('t-poll', {});
    await new Promise((r) => setTimeout(r, 100));
    expect((await jobRow(id2)).attempts).toBe(0);
  });

  it("reads the app's clock: a job due later runs when the clock reaches it, with no sleep", async () => {
    const clock = createTestClock(new Date('2026-03-01T08:00:00Z'));
    const app = await queueApp(ctx.database, 0, clock);
    let runs = 0;
    app.jobs.work('t-clock', async () => {
      runs++;
    });
    const id = await app.jobs.enqueue('t-clock', {}, { runAt: later(15 * 60_000, clock.now()) });
    clock.advance(15 * 60_000 - 1);
    expect(await app.jobs.runDue()).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await app.jobs.runDue()).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(runs).toBe(1);
    expect((await jobRow(id)).doneAt).toEqual(clock.now());
    await app.close();
  });

  it('runs a recurring job every period from one row: moved on after each run, retried, never failed for good', async () => {
    const clock = createTestClock(new Date('2026-03-01T08:00:00Z'));
    // Two processes of the same app on one database register the same recurring queue.
    const a = await queueApp(ctx.database, 0, clock);
    const b = await queueApp(ctx.database, 0, clock);
    let runs = 0;
    let failing = false;
    const handler = async () => {
      runs++;
      if (failing) throw new Error('database busy');
    };
    a.jobs.every('t-every', 30_000, handler);
    b.jobs.every('t-every', 30_000, handler, { backoffMs: () => 3_600_000 });
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.queue, 't-every'));
    expect(rows).toHaveLength(1);
    expect(runs).toBe(1);
    expect(rows[0]).toMatchObject({ doneAt: null, failedAt: null, attempts: 0, runAt: later(30_000, clock.now()) });

    clock.advance(29_999);
    expect(await a.jobs.runDue()).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await b.jobs.runDue()).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(runs).toBe(2);

    // A failure waits for the back-off, at most one period, however many times it fails.
    failing = true;
    for (let i = 0; i < 8; i++) {
      clock.advance(30_000);
      expect(await b.jobs.runDue()).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    }
    const [failed] = await ctx.database.db.select().from(jobs).where(eq(jobs.queue, 't-every'));
    expect(failed).toMatchObject({ failedAt: null, lastError: 'database busy', runAt: later(30_000, clock.now()) });
    failing = false;
    clock.advance(30_000);
    expect(await a.jobs.runDue()).toMatchObject({ succeeded: 1 });
    expect((await ctx.database.db.select().from(jobs).where(eq(jobs.queue, 't-every')))[0]).toMatchObject({
      attempts: 0,
      lastError: null,
    });

    // Removed by hand, the row comes back on a later pass, still one.
    await ctx.database.db.delete(jobs).where(eq(jobs.queue, 't-every'));
    clock.advance(10 * 60_000);
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.queue, 't-every'))).toHaveLength(1);
    await a.close();
    await b.close();
  });
});
