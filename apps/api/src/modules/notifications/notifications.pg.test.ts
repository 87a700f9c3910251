// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres): LISTEN/NOTIFY fan-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testConfig, type TestContext, type TestUser } from '../../../test/helpers';
import { openSse } from '../../../test/sse';
import { openDatabase } from '../../db/client';
import { buildApp } from '../../app';
import { notify } from './notifications.service';

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
      await notify(ctx.app, {
        userId: alice.id,
        category: 'reportStatus',
        title: 'Across processes',
        body: 'Hello from A',
      });
      const event = await stream.next((e) => e.event === 'notification');
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
