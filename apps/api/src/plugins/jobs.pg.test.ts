// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres): concurrent workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { createTestApp, type TestContext } from '../../test/helpers';
import { queueApp } from './jobs.test-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('job queue on PostgreSQL', () => {
  it('never gives one job to two workers at once (SKIP LOCKED)', async () => {
    const a = await queueApp(ctx.database);
    const b = await queueApp(ctx.database);
    const runs = new Map<number, number>();
    const handler = async (job: { id: number }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    };
    a.jobs.work('t-skip', handler, { concurrency: 4 });
    b.jobs.work('t-skip', handler, { concurrency: 4 });
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push(await a.jobs.enqueue('t-skip', { i }));
    const [sa, sb] = await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect(sa.succeeded + sb.succeeded).toBe(40);
    expect(ids.every((id) => runs.get(id) === 1)).toBe(true);
    await a.close();
    await b.close();
  });
});

describe('the poller and a lost database connection', () => {
  it('a job whose connection the database ends is retried, and the poller keeps going', async () => {
    const app = await queueApp(ctx.database, 20);
    let attempts = 0;
    app.jobs.work(
      't-drop',
      async () => {
        attempts++;
        // The first run holds a transaction open until the database ends its connection.
        await ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(${attempts === 1 ? 30 : 0})`);
        });
      },
      { backoffMs: () => 0 },
    );
    const killer = new pg.Client({
      connectionString: (ctx.database.pool!.options as { connectionString: string }).connectionString,
    });
    await killer.connect();
    try {
      const id = await app.jobs.enqueue('t-drop', {});
      const until = async (check: () => Promise<boolean>) => {
        const deadline = Date.now() + 10_000;
        while (!(await check())) {
          if (Date.now() > deadline) throw new Error('timed out');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await until(async () => {
        const { rows } = await killer.query(
          "select 1 from pg_stat_activity where datname = current_database() and query like 'select pg_sleep%' and state = 'active'",
        );
        return rows.length > 0;
      });
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await until(async () => {
        // The test's own pooled connections were ended too: a read may fail once before the pool replaces them.
        const [row] = await ctx.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, id))
          .catch(() => []);
        return row?.doneAt != null;
      });
      expect(attempts).toBe(2);
    } finally {
      await killer.end();
      await app.close();
    }
  });
});
