import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CASEWORK_MESSAGES } from '@safeogun/contract/casework';
import { createTestUser, type TestUser } from '../../../test/helpers';
import { incidents, notifications, stations } from '../../db/schema';
import { auditRowsFor, call, createPoliceWorld, insertReport, type PoliceWorld } from './casework.test-helpers';

let world: PoliceWorld;
/** A second station in Abeokuta South (the right officer's LGA). */
let akeStationId: number;
let closedStationId: number;
beforeAll(async () => {
  world = await createPoliceWorld();
  const [ake, closed] = await world.ctx.database.db
    .insert(stations)
    .values([
      { formation: 'Ake Test Division', lgaId: world.abeokutaSouth.lgaId },
      { formation: 'Closed Test Division', lgaId: world.abeokutaSouth.lgaId, isActive: false },
    ])
    .returning();
  akeStationId = ake!.id;
  closedStationId = closed!.id;
});
afterAll(() => world.ctx.close());

const act = (user: TestUser, method: 'POST' | 'PATCH', id: string, action: string, payload: object) =>
  call(world, user, method, `/police/incidents/${id}/${action}`, payload);
const acknowledge = (id: string, version: number, user = world.officerRight) =>
  act(user, 'POST', id, 'acknowledge', { version });
const setStatus = (id: string, version: number, status: string, user = world.officerRight, note = 'On it.') =>
  act(user, 'PATCH', id, 'status', { version, status, note });
const stored = async (id: string) =>
  (await world.ctx.database.db.select().from(incidents).where(eq(incidents.id, id)))[0]!;
const bell = (userId: string) =>
  world.ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /police/incidents/{id}/acknowledge', () => {
  it('records the acknowledgement once, tells the citizen, and answers the case at its next version', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const before = (await bell(world.citizen.id)).length;
    const res = await acknowledge(row.id, 0);
    expect(res.statusCode, res.body).toBe(200);
    const incident = res.json().data.incident;
    expect(incident).toMatchObject({ id: row.id, version: 1, status: 'new', acknowledgedAt: expect.any(String) });
    const note = 'Your report has been received by Abeokuta South Division (demo).';
    expect(incident.history).toMatchObject([
      { kind: 'acknowledged', note, isPublic: true, author: { id: world.officerRight.id, role: 'officer' } },
    ]);
    // The citizen sees it on their report and in the bell; anyone tracking the ticket sees it too.
    const own = (await call(world, world.citizen, 'GET', `/incident/${row.id}`)).json().data.incident;
    expect(own.updates).toMatchObject([{ status: null, note }]);
    expect((await bell(world.citizen.id)).length).toBe(before + 1);
    const tracked = (await call(world, null, 'GET', `/incident/track/${row.ticketId}`)).json().data;
    expect(tracked.updates).toMatchObject([{ note }]);

    const again = await acknowledge(row.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CASEWORK_MESSAGES.alreadyAcknowledged);
    const stale = await acknowledge(row.id, 0, world.hq);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CASEWORK_MESSAGES.changed);
    expect(await auditRowsFor(world, row.id)).toEqual([]);
  });
});

describe('PATCH /police/incidents/{id}/status', () => {
  it('moves a report along the transitions; a wrong one answers 409 naming the allowed ones', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const wrong = await setStatus(row.id, 0, 'resolved');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('A report that is new can only be moved to in-progress, on-hold or closed.');
    const noVersion = await act(world.officerRight, 'PATCH', row.id, 'status', { status: 'closed', note: 'x' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe(CASEWORK_MESSAGES.versionRequired);
    const unknown = await setStatus(row.id, 0, 'finished');
    expect(unknown.statusCode).toBe(400);

    const moved = await setStatus(row.id, 0, 'in-progress', world.officerRight, 'Officers have been assigned.');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      id: row.id,
      status: 'in-progress',
      update: { status: 'in-progress', note: 'Officers have been assigned.' },
      incident: { version: 1, status: 'in-progress', allowedStatuses: ['on-hold', 'resolved', 'closed'] },
    });
    // Moving a report picks it up: it counts as acknowledged from then on.
    expect(moved.json().data.incident.acknowledgedAt).not.toBeNull();
    const closed = await setStatus(row.id, 1, 'closed', world.commanderRight);
    expect(closed.statusCode).toBe(200);
    const reopen = await setStatus(row.id, 2, 'in-progress');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe('A report that is closed cannot be moved to another status.');
    const onHold = await insertReport(world, world.abeokutaSouth, { status: 'on-hold' });
    expect((await setStatus(onHold.id, 0, 'resolved')).json().message).toBe(
      'A report that is on-hold can only be moved to in-progress or closed.',
    );

    const audit = await auditRowsFor(world, row.id);
    expect(audit.map((a) => [a.action, a.actorUserId, a.actorRole, a.details])).toEqual([
      [
        'incident.status.changed',
        world.officerRight.id,
        'officer',
        { ticketId: row.ticketId, from: 'new', to: 'in-progress' },
      ],
      [
        'incident.status.changed',
        world.commanderRight.id,
        'area_commander',
        { ticketId: row.ticketId, from: 'in-progress', to: 'closed' },
      ],
    ]);
    const bellNow = await bell(world.citizen.id);
    expect(bellNow.map((n) => n.body)).toContain('Officers have been assigned.');
  });

  it('two officers acting on the same version: the second gets 409 and nothing is overwritten', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const colleague = await createTestUser(world.ctx, { role: 'officer', stationId: world.abeokutaSouth.stationId });
    const first = await setStatus(row.id, 0, 'in-progress', world.officerRight, 'First officer.');
    const second = await setStatus(row.id, 0, 'on-hold', colleague, 'Second officer.');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CASEWORK_MESSAGES.changed);
    expect(await stored(row.id)).toMatchObject({ status: 'in-progress', version: 1 });

    // At the very same moment: one wins, the other is told, whatever the order.
    const race = await insertReport(world, world.abeokutaSouth);
    const answers = await Promise.all([
      setStatus(race.id, 0, 'in-progress', world.officerRight, 'Officer A.'),
      setStatus(race.id, 0, 'on-hold', colleague, 'Officer B.'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(await stored(race.id)).toMatchObject({ status: winner.status, version: 1 });
    const history = (await call(world, world.hq, 'GET', `/police/incidents/${race.id}`)).json().data.incident.history;
    expect(history).toHaveLength(1);
    expect(await auditRowsFor(world, race.id)).toHaveLength(1);
  });
});

describe('POST /police/incidents/{id}/internal-notes', () => {
  it('adds a note police see in the history and the citizen never does; the version stays', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const before = (await bell(world.citizen.id)).length;
    const res = await act(world.hq, 'POST', row.id, 'internal-notes', { note: 'Suspect known to HQ.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.incident).toMatchObject({
      version: 0,
      history: [
        { kind: 'note', note: 'Suspect known to HQ.', isPublic: false, author: { id: world.hq.id, role: 'hq' } },
      ],
    });
    const own = await call(world, world.citizen, 'GET', `/incident/${row.id}`);
    const tracked = await call(world, null, 'GET', `/incident/track/${row.ticketId}`);
    for (const body of [own.body, tracked.body]) expect(body).not.toContain('Suspect known');
    expect((await bell(world.citizen.id)).length).toBe(before);
    const blank = await act(world.hq, 'POST', row.id, 'internal-notes', { note: ' ' });
    expect(blank.statusCode).toBe(400);
    expect((await act(world.officerOther, 'POST', row.id, 'internal-notes', { note: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /police/incidents/{id}/reroute', () => {
  const reroute = (id: string, version: number, stationId: number, user = world.officerRight) =>
    act(user, 'POST', id, 'reroute', { version, stationId, reason: 'Closer to the scene.' });

  it('moves the report to a station within reach; the new station reaches it; the LGA stays', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const akeOfficer = await createTestUser(world.ctx, { role: 'officer', stationId: akeStationId });
    const odedaOfficer = await createTestUser(world.ctx, { role: 'officer', stationId: world.odeda.stationId });

    const outOfReach = await reroute(row.id, 0, world.odeda.stationId);
    expect(outOfReach.statusCode).toBe(400);
    expect(outOfReach.json().message).toBe(CASEWORK_MESSAGES.stationOutOfReach);
    expect((await reroute(row.id, 0, world.ijebuOde.stationId, world.commanderRight)).statusCode).toBe(400);
    expect((await reroute(row.id, 0, closedStationId)).statusCode).toBe(400);
    expect((await reroute(row.id, 0, 2_000_000)).statusCode).toBe(400);
    const same = await reroute(row.id, 0, world.abeokutaSouth.stationId);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(CASEWORK_MESSAGES.sameStation);

    const toAke = await reroute(row.id, 0, akeStationId);
    expect(toAke.statusCode, toAke.body).toBe(200);
    expect(toAke.json().data.incident).toMatchObject({
      version: 1,
      station: { id: akeStationId, formation: 'Ake Test Division' },
      lga: { id: world.abeokutaSouth.lgaId },
      history: [
        {
          kind: 'rerouted',
          note: 'Closer to the scene.',
          isPublic: false,
          details: { fromStationId: world.abeokutaSouth.stationId, toStationId: akeStationId },
        },
      ],
    });
    expect((await call(world, akeOfficer, 'GET', `/police/incidents/${row.id}`)).statusCode).toBe(200);
    expect((await call(world, odedaOfficer, 'GET', `/police/incidents/${row.id}`)).statusCode).toBe(404);

    // The area commander reaches every station of the command: Odeda's officer then has the report.
    const toOdeda = await reroute(row.id, 1, world.odeda.stationId, world.commanderRight);
    expect(toOdeda.statusCode, toOdeda.body).toBe(200);
    expect((await call(world, odedaOfficer, 'GET', `/police/incidents/${row.id}`)).statusCode).toBe(200);
    const queue = (await call(world, odedaOfficer, 'GET', `/police/incidents?q=${row.ticketId}`)).json().data;
    expect(queue.incidents.data.map((i: { id: string }) => i.id)).toEqual([row.id]);
    expect(await stored(row.id)).toMatchObject({ lgaId: world.abeokutaSouth.lgaId, stationId: world.odeda.stationId });

    const audit = await auditRowsFor(world, row.id);
    expect(audit.map((a) => [a.action, a.actorRole, (a.details as { toStationId: number }).toStationId])).toEqual([
      ['incident.rerouted', 'officer', akeStationId],
      ['incident.rerouted', 'area_commander', world.odeda.stationId],
    ]);
  });
});

describe('POST /police/incidents/{id}/escalate', () => {
  it('raises the escalation level, only upwards, with an audit row; reach does not change', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const escalate = (version: number, to: string, user = world.officerRight) =>
      act(user, 'POST', row.id, 'escalate', { version, to, reason: 'Armed suspects; needs the tactical team.' });
    const up = await escalate(0, 'area-command');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.incident).toMatchObject({
      version: 1,
      escalationLevel: 1,
      history: [{ kind: 'escalated', isPublic: false, details: { to: 'area-command', fromLevel: 0, toLevel: 1 } }],
    });
    const again = await escalate(1, 'area-command');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CASEWORK_MESSAGES.escalatedAlready);
    expect((await escalate(1, 'hq', world.commanderRight)).json().data.incident.escalationLevel).toBe(2);
    expect((await escalate(2, 'state')).statusCode).toBe(400);
    expect((await call(world, world.officerRight, 'GET', `/police/incidents/${row.id}`)).statusCode).toBe(200);
    expect((await call(world, world.officerOther, 'GET', `/police/incidents/${row.id}`)).statusCode).toBe(404);
    expect((await auditRowsFor(world, row.id)).map((a) => [a.action, (a.details as { to: string }).to])).toEqual([
      ['incident.escalated', 'area-command'],
      ['incident.escalated', 'hq'],
    ]);
  });
});

describe('reach of every action', () => {
  it('answers 404 out of reach and for drafts, 403 to citizens and 401 without a token, before anything else', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const draft = await insertReport(world, world.abeokutaSouth, { isDraft: true, submittedAt: null });
    const actions: Array<['POST' | 'PATCH', string, object]> = [
      ['POST', 'acknowledge', { version: 0 }],
      ['PATCH', 'status', { version: 0, status: 'in-progress', note: 'x' }],
      ['POST', 'internal-notes', { note: 'x' }],
      ['POST', 'reroute', { version: 0, stationId: akeStationId, reason: 'x' }],
      ['POST', 'escalate', { version: 0, to: 'hq', reason: 'x' }],
      ['PATCH', 'map-visibility', { version: 0, hiddenFromMap: true, reason: 'x' }],
      ['POST', 'reveal-reporter', { reason: 'x' }],
    ];
    for (const [method, action, payload] of actions) {
      for (const user of [world.officerOther, world.commanderOther])
        expect((await act(user, method, row.id, action, payload)).statusCode, `${action}`).toBe(404);
      expect((await act(world.hq, method, draft.id, action, payload)).statusCode, `${action}`).toBe(404);
      expect((await act(world.citizen, method, row.id, action, payload)).statusCode, `${action}`).toBe(403);
      expect((await call(world, null, method, `/police/incidents/${row.id}/${action}`, payload)).statusCode).toBe(401);
    }
    expect(await stored(row.id)).toMatchObject({ version: 0, status: 'new', escalationLevel: 0, hiddenFromMap: false });
  });
});
