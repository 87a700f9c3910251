/**
 * An SOS alert nobody acknowledges escalates (issue 12): 2 minutes after it was sent to its Area Command, 2 more to
 * State HQ, each level once with a history entry and a notification to that level's commanders. Time moves on the
 * test clock; the job queue is drained by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PoliceSosAlertDetail } from '@safeogun/contract/sos-board';
import { createTestClock, engine } from '../../../test/helpers';
import { notifications } from '../../db/schema';
import { createPoliceWorld, type PoliceWorld } from '../casework/casework.test-helpers';
import { call, sendAlert } from './board.test-helpers';
import { escalateIfDue } from './escalation.service';
import { appDeps } from '../../plugins/app-deps';

const MINUTE = 60_000;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld({ clock });
});
afterAll(() => world.ctx.close());

const later = async (ms: number) => {
  clock.advance(ms);
  await world.ctx.app.jobs.runDue();
};
const history = async (id: string) => {
  const res = await call(world, world.hq, 'GET', `/police/sos/${id}`);
  return res.body.data.alert as PoliceSosAlertDetail;
};
const escalations = async (id: string) =>
  (await history(id)).history.filter((h) => h.kind === 'escalated').map((h) => h.details?.level);
/** The escalation notifications about alert `id`, as (user, title). */
const told = async (id: string) =>
  (
    await world.ctx.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.link, `/console/sos/${id}`))
  ).map((n): [string, string] => [n.userId, n.title]);

describe(`SOS escalation (${engine})`, () => {
  it('unacknowledged: to the Area Command after 2 minutes, to State HQ after 2 more, each once', async () => {
    const { id } = await sendAlert(world.ctx, world.abeokutaSouth);
    await later(MINUTE + 59_000);
    expect(await escalations(id)).toEqual([]);

    await later(1000);
    const atArea = await history(id);
    expect(atArea.escalation).toMatchObject({ level: 'area', at: clock.now().toISOString() });
    expect(await escalations(id)).toEqual(['area']);
    // The Egba commanders (the world's and the demo one), not Ijebu's, not HQ yet.
    const areaTold = await told(id);
    const areaUsers = areaTold.map(([userId]) => userId);
    expect(areaUsers).toContain(world.commanderRight.id);
    expect(areaUsers).not.toContain(world.commanderOther.id);
    expect(areaUsers).not.toContain(world.hq.id);
    expect(new Set(areaTold.map(([, title]) => title))).toEqual(new Set(['SOS alert escalated to your Area Command']));
    const [entry] = atArea.history.filter((h) => h.kind === 'escalated');
    expect(entry).toMatchObject({
      actor: null,
      note: `Not acknowledged within 2 minutes: escalated to the Area Command (${areaTold.length} commanders told).`,
    });

    // The queue run again, the job's run repeated (a claim taken again after a crash): nothing more.
    await world.ctx.app.jobs.runDue();
    await escalateIfDue(jobDeps(), { alertId: id, level: 1 });
    expect(await escalations(id)).toEqual(['area']);
    expect(await told(id)).toHaveLength(areaTold.length);

    await later(2 * MINUTE);
    expect(await escalations(id)).toEqual(['area', 'hq']);
    const hqTold = (await told(id)).filter(([, title]) => title === 'SOS alert escalated to State HQ');
    expect(hqTold.map(([userId]) => userId)).toContain(world.hq.id);
    expect(hqTold.map(([userId]) => userId)).not.toContain(world.commanderRight.id);
    await later(10 * MINUTE);
    expect(await escalations(id)).toEqual(['area', 'hq']);
    expect((await told(id)).length).toBe(areaTold.length + hqTold.length);
  });

  it('an alert acknowledged or closed in time does not escalate', async () => {
    const acknowledged = await sendAlert(world.ctx, world.abeokutaSouth);
    const closed = await sendAlert(world.ctx, world.abeokutaSouth);
    await later(MINUTE);
    expect((await call(world, world.officerRight, 'PATCH', `/police/sos/${acknowledged.id}/acknowledge`)).status).toBe(
      200,
    );
    expect((await call(world, world.officerRight, 'PATCH', `/police/sos/${closed.id}/false-alert`)).status).toBe(200);
    await later(10 * MINUTE);
    for (const { id } of [acknowledged, closed]) {
      expect(await escalations(id)).toEqual([]);
      expect(await told(id)).toEqual([]);
    }
  });

  it('after the servers were down, catches up level by level, each once', async () => {
    const { id } = await sendAlert(world.ctx, world.odeda);
    await later(7 * MINUTE);
    expect(await escalations(id)).toEqual(['area', 'hq']);
    const titles = (await told(id)).map(([, title]) => title);
    expect(titles.filter((t) => t.includes('Area Command'))).toHaveLength(2);
    expect(titles.filter((t) => t.includes('State HQ')).length).toBeGreaterThan(0);
    const rows = await world.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.commanderRight.id), eq(notifications.link, `/console/sos/${id}`)));
    expect(rows[0]!.body).toMatch(
      /^An SOS alert from Odeda sent at \d\d:\d\d WAT has not been acknowledged for 2 minutes\.$/,
    );
  });
});

function jobDeps() {
  const app = world.ctx.app;
  return {
    ...appDeps(app),
    publishToBoards: (event: Parameters<typeof app.sosBoard.bus.publish>[0]) => app.sosBoard.bus.publish(event),
  };
}
