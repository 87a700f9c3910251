// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DB_ENGINE=postgres): two API processes on one
// database. A board open on one hears an alert sent to the other (LISTEN/NOTIFY), and both draining the job queue
// at once escalate each unacknowledged alert once per level, with one notification per commander and level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestClock, testConfig } from '../../../test/helpers';
import { openSse } from '../../../test/sse';
import { openDatabase } from '../../db/client';
import { notifications, sosAlertEvents } from '../../db/schema';
import { buildApp, type App } from '../../app';
import { createPoliceWorld, type PoliceWorld } from '../casework/casework.test-helpers';
import { sendAlert } from './board.test-helpers';
import { escalateIfDue } from './escalation.service';
import { appDeps } from '../../plugins/app-deps';

const MINUTE = 60_000;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let world: PoliceWorld;
let other: App;
let otherBase: string;

beforeAll(async () => {
  world = await createPoliceWorld({ clock });
  const url = (world.ctx.database.pool!.options as { connectionString: string }).connectionString;
  other = await buildApp({
    config: testConfig({ JWT_SECRET: world.ctx.config.jwtSecret }),
    database: await openDatabase({ databaseUrl: url }),
    closeDatabase: true,
    logger: false,
    clock,
  });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address();
  otherBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await other?.close();
  await world?.ctx.close();
});

describe('the live board on two API processes', () => {
  it('a board open on one process hears an alert sent to the other', async () => {
    const board = await openSse(`${otherBase}/api/v1/police/sos/stream`, world.officerRight.token);
    try {
      await board.next((e) => e.event === 'ready');
      const started = Date.now();
      const { id } = await sendAlert(world.ctx, world.abeokutaSouth);
      await board.next((e) => e.event === 'sos' && (e.data as { id: string }).id === id, 2000);
      console.log(`board stream across processes: ${Date.now() - started} ms`);
    } finally {
      board.close();
    }
  });

  it('escalates each alert once per level while both processes drain the queue', async () => {
    const sent = [];
    for (let i = 0; i < 6; i++) sent.push(await sendAlert(world.ctx, i % 2 ? world.odeda : world.abeokutaSouth));
    const ids = sent.map((a) => a.id);
    const both = () => Promise.all([world.ctx.app.jobs.runDue(), other.jobs.runDue()]);
    clock.advance(2 * MINUTE);
    await both();
    // The same job's work done twice at the same moment (a claim taken again after a crash): still once.
    await Promise.all(
      [world.ctx.app, other].map((app) =>
        escalateIfDue(
          { ...appDeps(app), publishToBoards: (event) => app.sosBoard.bus.publish(event) },
          { alertId: ids[0]!, level: 1 },
        ),
      ),
    );
    clock.advance(2 * MINUTE);
    await both();
    await both();

    const db = world.ctx.database.db;
    const entries = await db.select().from(sosAlertEvents).where(inArray(sosAlertEvents.alertId, ids));
    for (const id of ids) {
      const levels = entries.filter((e) => e.alertId === id && e.kind === 'escalated').map((e) => e.details?.level);
      expect(levels, id).toEqual(['area', 'hq']);
    }
    const told = await db.select().from(notifications).where(eq(notifications.userId, world.commanderRight.id));
    for (const id of ids)
      expect(
        told.filter((n) => n.link === `/console/sos/${id}`),
        id,
      ).toHaveLength(1);
    const hqTold = await db.select().from(notifications).where(eq(notifications.userId, world.hq.id));
    for (const id of ids)
      expect(
        hqTold.filter((n) => n.link === `/console/sos/${id}`),
        id,
      ).toHaveLength(1);
  });
});
