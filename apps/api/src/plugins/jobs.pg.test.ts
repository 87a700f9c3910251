// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres): concurrent workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestContext } from '../../test/helpers';
import databasePlugin from './database';
import jobsPlugin from './jobs';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function queueApp() {
  const app = Fastify({ logger: false });
  await app.register(databasePlugin, { database: ctx.database, closeOnShutdown: false });
  await app.register(jobsPlugin, { pollIntervalMs: 0, lockTimeoutMs: 60_000 });
  await app.ready();
  return app;
}

describe('job queue on PostgreSQL', () => {
  it('never gives one job to two workers at once (SKIP LOCKED)', async () => {
    const a = await queueApp();
    const b = await queueApp();
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
