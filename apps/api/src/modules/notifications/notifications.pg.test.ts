// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres): LISTEN/NOTIFY fan-out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testConfig, type TestContext, type TestUser } from '../../../test/helpers';
import { notifyAndHear, openSse } from '../../../test/sse';
import { openDatabase } from '../../db/client';
import { buildApp } from '../../app';
import { createNotificationBus } from './notifications.bus';

let ctx: TestContext;
let alice: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createTestUser(ctx);
});
afterAll(() => ctx.close());

describe('two API processes on one PostgreSQL database', () => {
  it('a notification created on one reaches a listener on the other', async () => {
    const url = (ctx.database.pool!.options as { connectionString: string }).connectionString;
    const otherDb = await openDatabase({ databaseUrl: url });
    const other = await buildApp({
      config: testConfig({ JWT_SECRET: ctx.config.jwtSecret }),
      database: otherDb,
      closeDatabase: true,
      logger: false,
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    const otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const stream = await openSse(`${otherUrl}/api/v1/notifications/stream`, alice.token);
    try {
      await stream.next((e) => e.event === 'ready');
      const event = await notifyAndHear(ctx.app, stream, alice.id, { title: 'Across processes', body: 'Hello from A' });
      expect(event.data).toMatchObject({
        notification: { title: 'Across processes', body: 'Hello from A' },
        unreadCount: 1,
      });
    } finally {
      stream.close();
      await other.close();
    }
  });
});

describe('the listening connection', () => {
  it('is released once: its database dropped after shutdown is no crash and no error', async () => {
    const url = (ctx.database.pool!.options as { connectionString: string }).connectionString;
    const name = `safeogun_bus_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await ctx.database.pool!.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    const errors: unknown[] = [];
    const bus = createNotificationBus(database, { warn: () => undefined, error: (e) => errors.push(e) });
    await bus.ready();
    await bus.close();
    // The listener's connection now idles in the pool; the server ends it, as a forced drop does in tests.
    await ctx.database.pool!.query(`drop database ${name} with (force)`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toEqual([]);
    await database.close();
  });
});
