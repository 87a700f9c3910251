/**
 * Response-time targets and escalation (issue 12, decision 011) with the app's clock moved by hand: a report past
 * its target is overdue and escalates one level per missed target period, once per level, by the job queue's
 * sweep; time on hold does not count; a late acknowledgement stops the acknowledge target.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestClock } from '../../../test/helpers';
import { incidentUpdates, incidents, notifications } from '../../db/schema';
import { auditRowsFor, call, createPoliceWorld, runDueSignedIn, type PoliceWorld } from './casework.test-helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = createTestClock();
let world: PoliceWorld;

beforeAll(async () => {
  world = await createPoliceWorld({ clock });
  // The demo reports stay out of the way: at State HQ already, so moving time by days escalates none of them.
  await world.ctx.database.db.update(incidents).set({ escalationLevel: 2 }).where(eq(incidents.isDemo, true));
});
afterAll(() => world.ctx.close());

/** Files a report through the API, as a citizen would, at the clock's time; answers its id. */
async function file(type: string): Promise<string> {
  const S = world.abeokutaSouth;
  const res = await call(world, world.citizen, 'POST', '/incident/new', {
    data: {
      incidentTypeId: world.typeIds[type],
      isDraft: false,
      address: '12 Oke-Ilewo Road, Abeokuta',
      description: `${type} at the market, please come quickly.`,
      isIdentityHidden: false,
      isLocationHidden: false,
      isAnonymous: false,
      channel: 'web',
      stationId: null,
      latitude: S.lat,
      longitude: S.lng,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await world.ctx.database.db
    .select({ id: incidents.id })
    .from(incidents)
    .where(eq(incidents.ticketId, res.json().data.ticketId));
  return row!.id;
}

const caseOf = async (id: string) =>
  (await call(world, world.hq, 'GET', `/police/incidents/${id}`)).json().data.incident;
const sweep = () => runDueSignedIn(world, clock);
const escalations = (id: string) =>
  world.ctx.database.db
    .select()
    .from(incidentUpdates)
    .where(and(eq(incidentUpdates.incidentId, id), eq(incidentUpdates.kind, 'escalated')));
const toldAbout = async (userId: string, id: string) =>
  (await world.ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.link === `/console/incidents/${id}`,
  );
const escalationAudits = async (id: string) =>
  (await auditRowsFor(world, id)).filter((r) => r.action === 'incident.escalated');
const act = (id: string, action: string, body: object, method: 'POST' | 'PATCH' = 'POST') =>
  call(world, world.officerRight, method, `/police/incidents/${id}/${action}`, body);

describe('an Emergency report nobody acknowledges', () => {
  it('is overdue after 16 minutes and escalated once to its Area Command; 20 minutes more, once to State HQ', async () => {
    const filedAt = clock.now().getTime();
    const id = await file('Emergency');
    const fresh = await caseOf(id);
    expect(fresh.sla).toEqual({
      acknowledgeBy: new Date(filedAt + 15 * MINUTE).toISOString(),
      resolveBy: new Date(filedAt + 72 * HOUR).toISOString(),
      ...{ acknowledgeMinutes: 15, resolveMinutes: 72 * 60 },
      ...{ acknowledgedAt: null, resolvedAt: null, pausedAt: null, overdue: false },
    });
    await sweep();
    expect((await caseOf(id)).escalationLevel).toBe(0);

    clock.advance(16 * MINUTE);
    await sweep();
    const late = await caseOf(id);
    expect(late).toMatchObject({ escalationLevel: 1, sla: { overdue: true } });
    const [first] = await escalations(id);
    expect(first).toMatchObject({
      isPublic: false,
      authorUserId: null,
      note: 'Not acknowledged within the 15 min target: escalated to Egba Area Command (demo).',
      details: { to: 'area-command', fromLevel: 0, toLevel: 1, reason: 'overdue', target: 'acknowledge' },
    });
    expect(await toldAbout(world.commanderRight.id, id)).toMatchObject([
      { title: expect.stringMatching(/ escalated to Egba Area Command \(demo\)$/), category: 'reportStatus' },
    ]);
    expect(await toldAbout(world.commanderOther.id, id)).toEqual([]);
    expect(await toldAbout(world.hq.id, id)).toEqual([]);
    expect(await escalationAudits(id)).toMatchObject([{ actorUserId: null, details: { toLevel: 1 } }]);
    // The queue shows it overdue and escalated, and the overdue filter finds it.
    const queue = await call(world, world.officerRight, 'GET', '/police/incidents?overdue=true&sort=sla-due');
    const row = queue.json().data.incidents.data.find((i: { id: string }) => i.id === id);
    expect(row).toMatchObject({ escalationLevel: 1, sla: { overdue: true, acknowledgedAt: null } });

    // More sweeps before the next period: nothing is repeated.
    clock.advance(5 * MINUTE);
    await sweep();
    await sweep();
    expect(await escalations(id)).toHaveLength(1);

    clock.advance(15 * MINUTE);
    await sweep();
    expect((await caseOf(id)).escalationLevel).toBe(2);
    expect((await escalations(id)).map((e) => e.note)).toEqual([
      'Not acknowledged within the 15 min target: escalated to Egba Area Command (demo).',
      'Not acknowledged within the 15 min target nor in the 15 min after it: escalated to State HQ.',
    ]);
    expect(await toldAbout(world.hq.id, id)).toMatchObject([
      { title: expect.stringMatching(/ escalated to State HQ$/) },
    ]);
    expect(await toldAbout(world.commanderRight.id, id)).toHaveLength(1);
    expect(await escalationAudits(id)).toHaveLength(2);

    // State HQ is the top: a day later, still one escalation per level.
    clock.advance(24 * HOUR);
    await sweep();
    expect(await escalations(id)).toHaveLength(2);
    expect(await toldAbout(world.hq.id, id)).toHaveLength(1);
  });
});

describe('the clock of a report', () => {
  it('stops while on hold: the resolve deadline moves on by the time held, and nothing escalates meanwhile', async () => {
    const id = await file('Theft');
    const filedAt = clock.now().getTime();
    let version = (await caseOf(id)).version;
    const toInProgress = await act(id, 'status', { version, status: 'in-progress', note: 'On it.' }, 'PATCH');
    expect(toInProgress.statusCode, toInProgress.body).toBe(200);
    version = toInProgress.json().data.incident.version;
    clock.advance(HOUR);
    const held = await act(id, 'status', { version, status: 'on-hold', note: 'Waiting for CCTV.' }, 'PATCH');
    expect(held.json().data.incident.sla).toMatchObject({ pausedAt: clock.now().toISOString(), overdue: false });
    version = held.json().data.incident.version;

    // Thirty days on hold: past the 14-day target on the wall clock, not on the report's.
    clock.advance(30 * 24 * HOUR);
    await sweep();
    const paused = await caseOf(id);
    expect(paused).toMatchObject({ escalationLevel: 0, sla: { overdue: false } });
    expect(paused.sla.resolveBy).toBe(new Date(filedAt + 14 * 24 * HOUR + 30 * 24 * HOUR).toISOString());
    const sorted = await call(world, world.officerRight, 'GET', '/police/incidents?overdue=false&status=on-hold');
    expect(sorted.json().data.incidents.data.map((i: { id: string }) => i.id)).toContain(id);

    const resumed = await act(id, 'status', { version, status: 'in-progress', note: 'CCTV came.' }, 'PATCH');
    expect(resumed.json().data.incident.sla).toMatchObject({
      pausedAt: null,
      overdue: false,
      resolveBy: new Date(filedAt + 14 * 24 * HOUR + 30 * 24 * HOUR).toISOString(),
    });
    version = resumed.json().data.incident.version;

    // Half an hour before 14 days of work in all (an hour before the hold, the rest after) it is still in time;
    // an hour later, overdue and escalated.
    clock.advance(14 * 24 * HOUR - 90 * MINUTE);
    await sweep();
    expect((await caseOf(id)).sla.overdue).toBe(false);
    clock.advance(HOUR);
    await sweep();
    const overdue = await caseOf(id);
    expect(overdue).toMatchObject({ escalationLevel: 1, sla: { overdue: true } });
    expect((await escalations(id))[0]!.details).toMatchObject({ target: 'resolve', toLevel: 1 });

    // Resolving meets the target (late): no longer overdue, never escalated further.
    const resolved = await act(id, 'status', { version, status: 'resolved', note: 'Recovered.' }, 'PATCH');
    expect(resolved.json().data.incident.sla).toMatchObject({
      resolvedAt: clock.now().toISOString(),
      overdue: false,
      pausedAt: null,
    });
    clock.advance(60 * 24 * HOUR);
    await sweep();
    expect(await escalations(id)).toHaveLength(1);
  });

  it('a late acknowledgement meets the acknowledge target: the resolve target runs, no second escalation', async () => {
    const id = await file('Kidnapping');
    clock.advance(20 * MINUTE);
    await sweep();
    expect((await caseOf(id)).escalationLevel).toBe(1);
    const acked = await act(id, 'acknowledge', { version: (await caseOf(id)).version });
    expect(acked.statusCode, acked.body).toBe(200);
    expect(acked.json().data.incident.sla).toMatchObject({ overdue: false, acknowledgedAt: clock.now().toISOString() });
    clock.advance(HOUR);
    await sweep();
    expect(await escalations(id)).toHaveLength(1);
  });

  it('escalating by hand tells the commanders too, and the sweep does not repeat that level', async () => {
    const id = await file('Murder');
    const res = await act(id, 'escalate', {
      version: (await caseOf(id)).version,
      to: 'area-command',
      reason: 'Suspect is armed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await toldAbout(world.commanderRight.id, id)).toMatchObject([
      { body: 'Murder report in Abeokuta South: Suspect is armed.' },
    ]);
    clock.advance(16 * MINUTE);
    await sweep();
    expect((await caseOf(id)).escalationLevel).toBe(1);
    expect(await toldAbout(world.commanderRight.id, id)).toHaveLength(1);
    clock.advance(15 * MINUTE);
    await sweep();
    expect((await caseOf(id)).escalationLevel).toBe(2);
    expect((await escalations(id)).map((e) => e.authorUserId)).toEqual([world.officerRight.id, null]);
  });
});
