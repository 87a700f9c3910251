/**
 * The live SOS board's API (issue 12): one alert with its sender (audited) and history, assignment to a station or
 * an officer (who then reach the alert), notes, acknowledging and closing, what the sender's phone shows, and the
 * refusals in a sentence.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import type { PoliceSosAlert } from '@safeogun/contract/sos';
import { SOS_BOARD_MESSAGES, type PoliceSosAlertDetail } from '@safeogun/contract/sos-board';
import { engine } from '../../../test/helpers';
import { auditLog } from '../../db/schema';
import { createPoliceWorld, type PoliceWorld } from '../casework/casework.test-helpers';
import { call, sendAlert } from './board.test-helpers';

let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld();
});
afterAll(() => world.ctx.close());

const detail = async (user: PoliceWorld['hq'], id: string) => {
  const res = await call(world, user, 'GET', `/police/sos/${id}`);
  return { status: res.status, alert: res.body.data?.alert as PoliceSosAlertDetail };
};
const listed = async (user: PoliceWorld['hq'], status = 'open') => {
  const res = await call(world, user, 'GET', `/police/sos?status=${status}&size=100`);
  expect(res.status).toBe(200);
  return (res.body.data.alerts as { data: PoliceSosAlert[] }).data.map((a) => a.id);
};

describe(`live SOS board (${engine})`, () => {
  it('opens an alert with its caller (audited), assigns it, notes, acknowledges and closes it', async () => {
    const { ctx, abeokutaSouth, ijebuOde, officerRight, officerOther, hq } = world;
    const { id, sender } = await sendAlert(ctx, abeokutaSouth, { fullName: 'Board Sender' });

    // The station's officer opens it: the caller's name and phone, and one audit row for that read.
    const opened = await detail(officerRight, id);
    expect(opened.status).toBe(200);
    expect(opened.alert).toMatchObject({
      status: 'new',
      senderNamed: true,
      sender: { name: 'Board Sender', phoneNumber: expect.stringMatching(/^\+234/) },
      location: { lgaId: abeokutaSouth.lgaId, accuracyMeters: 18, latitude: abeokutaSouth.lat },
      audio: { url: `/api/v1/police/sos/${id}/audio` },
      escalation: { level: 'station', at: null },
      assignedStation: null,
      history: [{ kind: 'sent', actor: null }],
    });
    // Out of reach: the Ijebu Ode officer is answered as if it did not exist.
    expect((await detail(officerOther, id)).status).toBe(404);
    expect(await listed(officerOther)).not.toContain(id);

    // Whom the station's officer may assign it to: stations of their LGA, nearest first, and their officers.
    const choices = await call(world, officerRight, 'GET', `/police/sos/${id}/assignees`);
    expect(choices.status).toBe(200);
    const { stations, officers } = choices.body.data as {
      stations: { id: number; distanceKm: number | null }[];
      officers: { id: string }[];
    };
    expect(stations[0]).toMatchObject({ id: abeokutaSouth.stationId, distanceKm: 0 });
    expect(stations.map((s) => s.id)).not.toContain(ijebuOde.stationId);
    expect(officers.map((o) => o.id)).toContain(officerRight.id);
    const tooFar = await call(world, officerRight, 'PATCH', `/police/sos/${id}/assign`, {
      stationId: ijebuOde.stationId,
    });
    expect(tooFar).toMatchObject({ status: 400, body: { message: SOS_BOARD_MESSAGES.stationOutOfReach } });

    // State HQ assigns it to the Ijebu Ode officer, who now reaches it and works it.
    const assigned = await call(world, hq, 'PATCH', `/police/sos/${id}/assign`, { officerId: officerOther.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.alert).toMatchObject({
      assignedOfficer: { id: officerOther.id, name: 'Officer Other' },
      assignedStation: { id: String(ijebuOde.stationId) },
    });
    expect(await listed(officerOther)).toContain(id);
    const again = await call(world, hq, 'PATCH', `/police/sos/${id}/assign`, { officerId: officerOther.id });
    expect(again).toMatchObject({ status: 409, body: { message: SOS_BOARD_MESSAGES.assignedAlready } });
    const note = await call(world, officerOther, 'POST', `/police/sos/${id}/notes`, { note: 'On my way, 5 min.' });
    expect(note.status).toBe(201);
    expect(note.body.data.entry).toMatchObject({
      kind: 'note',
      note: 'On my way, 5 min.',
      actor: { name: 'Officer Other' },
    });

    // The caller's phone: sent, then acknowledged by the officer's station.
    const mine = () => call(world, sender, 'GET', `/sos/${id}`);
    expect((await mine()).body.data.alert).toMatchObject({ status: 'sent', acknowledgedBy: null });
    const ack = await call(world, officerOther, 'PATCH', `/police/sos/${id}/acknowledge`);
    expect(ack.status).toBe(200);
    expect(ack.body.data.alert).toMatchObject({ status: 'acknowledged', acknowledgedBy: { name: 'Officer Other' } });
    expect((await mine()).body.data.alert).toMatchObject({
      status: 'acknowledged',
      acknowledgedAt: expect.any(String),
      acknowledgedBy: expect.stringContaining('Ijebu Ode'),
    });
    // A second acknowledgement changes nothing.
    expect((await call(world, officerRight, 'PATCH', `/police/sos/${id}/acknowledge`)).status).toBe(200);

    const closed = await call(world, officerRight, 'PATCH', `/police/sos/${id}/attended`, { note: 'Suspects fled.' });
    expect(closed.status).toBe(200);
    expect(closed.body.data.alert).toMatchObject({ status: 'attended', attendedAt: expect.any(String) });
    for (const [method, path] of [
      ['PATCH', 'attended'],
      ['PATCH', 'false-alert'],
      ['PATCH', 'acknowledge'],
    ] as const) {
      const refused = await call(world, officerRight, method, `/police/sos/${id}/${path}`);
      expect(refused, path).toMatchObject({ status: 409, body: { message: SOS_BOARD_MESSAGES.closed } });
    }
    expect((await call(world, officerRight, 'POST', `/police/sos/${id}/notes`, { note: 'Report filed.' })).status).toBe(
      201,
    );
    expect((await mine()).body.data.alert).toMatchObject({ status: 'closed' });
    expect(await listed(officerRight)).not.toContain(id);
    expect(await listed(officerRight, 'closed')).toContain(id);

    const history = (await detail(hq, id)).alert.history;
    expect(history.map((h) => h.kind)).toEqual(['sent', 'assigned', 'note', 'acknowledged', 'attended', 'note']);
    expect(history[4]).toMatchObject({ note: 'Suspects fled.', actor: { id: officerRight.id, role: 'officer' } });
    const audit = await ctx.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: 'sos.sender.read', actor: officerRight.id },
      { action: 'sos.assigned', actor: hq.id },
      { action: 'sos.closed.attended', actor: officerRight.id },
      { action: 'sos.sender.read', actor: hq.id },
    ]);
  });

  it('assigns an alert to a station: that station then reaches it, with a history entry and an audit row', async () => {
    const { ctx, abeokutaSouth, ijebuOde, officerRight, officerOther, hq } = world;
    const { id } = await sendAlert(ctx, abeokutaSouth, { textOnly: true });
    // The station's officer may pick a station of their LGA (the first choice, their own).
    const { stations } = (await call(world, officerRight, 'GET', `/police/sos/${id}/assignees`)).body.data as {
      stations: { id: number }[];
    };
    const own = await call(world, officerRight, 'PATCH', `/police/sos/${id}/assign`, { stationId: stations[0]!.id });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.alert).toMatchObject({
      assignedStation: { id: String(abeokutaSouth.stationId) },
      assignedOfficer: null,
    });
    expect(await listed(officerOther)).not.toContain(id);

    // State HQ hands it to the Ijebu Ode station, whose officer now reaches it and sees it listed.
    const moved = await call(world, hq, 'PATCH', `/police/sos/${id}/assign`, { stationId: ijebuOde.stationId });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.alert).toMatchObject({
      assignedStation: { id: String(ijebuOde.stationId) },
      assignedOfficer: null,
    });
    expect(await listed(officerOther)).toContain(id);
    expect((await detail(officerOther, id)).status).toBe(200);
    const history = (await detail(hq, id)).alert.history;
    expect(history.map((h) => h.kind)).toEqual(['sent', 'assigned', 'assigned']);
    const audit = await ctx.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(asc(auditLog.id));
    expect(audit.filter((a) => a.action === 'sos.assigned')).toEqual([
      { action: 'sos.assigned', actor: officerRight.id },
      { action: 'sos.assigned', actor: hq.id },
    ]);
  });

  it('the sender alone sees their alert; an identity-hidden one names nobody on the board', async () => {
    const { id, sender } = await sendAlert(world.ctx, world.abeokutaSouth, { isIdentityHidden: true, textOnly: true });
    const other = await sendAlert(world.ctx, world.abeokutaSouth);
    expect((await call(world, other.sender, 'GET', `/sos/${id}`)).status).toBe(404);
    expect((await call(world, sender, 'GET', `/sos/${randomUUID()}`)).status).toBe(404);
    expect((await call(world, sender, 'GET', '/sos/not-an-id')).body.message).toBe(SOS_MESSAGES.alertNotFound);
    const seen = await detail(world.officerRight, id);
    expect(seen.alert).toMatchObject({ sender: null, senderNamed: false, audio: null });
    // Closing unacknowledged acknowledges it too: the sender learns the police have it.
    const closed = await call(world, world.officerRight, 'PATCH', `/police/sos/${id}/attended`);
    expect(closed.body.data.alert).toMatchObject({ status: 'attended', acknowledgedAt: expect.any(String) });
  });

  it('refuses bad input with a sentence, never a 500', async () => {
    const { id } = await sendAlert(world.ctx, world.abeokutaSouth, { textOnly: true });
    const cases: Array<[string, object, string]> = [
      ['assign', {}, SOS_BOARD_MESSAGES.chooseAssignee],
      [
        'assign',
        { stationId: world.abeokutaSouth.stationId, officerId: world.officerRight.id },
        SOS_BOARD_MESSAGES.oneAssignee,
      ],
      ['assign', { stationId: 'two' }, 'stationId must be a whole number from 1 to 2147483647.'],
      ['assign', { officerId: 'x' }, 'officerId must be the id of a police officer.'],
      ['assign', { officerId: world.hq.id }, SOS_BOARD_MESSAGES.officerOutOfReach],
      ['assign', { stationId: 2_000_000_000 }, SOS_BOARD_MESSAGES.stationOutOfReach],
      ['notes', { note: '   ' }, 'A note is required.'],
      ['attended', { note: 'x'.repeat(2001) }, 'The note must be 2000 characters or fewer.'],
    ];
    for (const [path, body, message] of cases) {
      const method = path === 'notes' ? 'POST' : 'PATCH';
      const res = await call(world, world.officerRight, method, `/police/sos/${id}/${path}`, body);
      expect(res, `${path} ${JSON.stringify(body)}`).toMatchObject({ status: 400, body: { message } });
    }
    const badStatus = await call(world, world.officerRight, 'GET', '/police/sos?status=closing');
    expect(badStatus.status).toBe(400);
    const badCursor = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/police/sos/stream',
      headers: { ...world.officerRight.headers, 'last-event-id': 'yesterday' },
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe(SOS_BOARD_MESSAGES.badCursor);
  });
});
