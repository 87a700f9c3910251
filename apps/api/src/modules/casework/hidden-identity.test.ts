/**
 * Issue 11: when a reporter hid their identity, no police-facing answer (queue, its CSV export, case, every action's
 * answer, the audit log, SOS rows) carries their name, email, phone or account id; an anonymous report stores no account link
 * at all, even when sent signed in; and each identity read that is allowed writes exactly one audit row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestUser, engine, type TestUser } from '../../../test/helpers';
import { auditLog, incidents } from '../../db/schema';
import { PNG_1X1, multipart } from '../incidents/test-files';
import { call, createPoliceWorld, fileReport, type PoliceWorld } from './casework.test-helpers';

let world: PoliceWorld;
let reporter: TestUser;
const NAME = 'Temitope Hidden-Reporter';
const PHONE = '+2348091234567';

beforeAll(async () => {
  world = await createPoliceWorld();
  reporter = await createTestUser(world.ctx, {
    fullName: NAME,
    userName: 'temitope-hidden',
    phoneNumber: PHONE,
    email: `temitope-${randomUUID().slice(0, 6)}@example.com`,
  });
});
afterAll(() => world.ctx.close());

const secrets = () => [NAME, 'Temitope', PHONE, PHONE.slice(4), reporter.email, reporter.id, 'temitope-hidden'];

function expectNoIdentity(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  for (const secret of secrets()) expect(res.body, `${what} carries ${secret}`).not.toContain(secret);
}

async function file(data: Record<string, unknown>) {
  const res = await fileReport(
    world,
    reporter,
    {
      incidentTypeId: world.typeIds['Domestic Violence'],
      address: '3 Ibara Road, Abeokuta',
      description: 'My neighbour beats his wife every night.',
      ...data,
    },
    [PNG_1X1],
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; ticketId: string };
}

async function sendSos(isIdentityHidden: boolean) {
  const body = multipart([
    {
      name: 'data',
      value: JSON.stringify({
        comment: 'Armed men at the gate',
        isIdentityHidden,
        coordinates: { latitude: world.abeokutaSouth.lat, longitude: world.abeokutaSouth.lng, accuracy: 10 },
      }),
    },
  ]);
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/sos/new',
    headers: { ...body.headers, ...reporter.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.alertId as string;
}

describe(`hidden identity in every police-facing answer (${engine})`, () => {
  it('queue, case, actions, audit log and SOS rows never name a hidden reporter', async () => {
    const hidden = await file({ isIdentityHidden: true });
    const alertId = await sendSos(true);
    const police = [world.officerRight, world.commanderRight, world.hq, world.admin];

    for (const user of police) {
      expectNoIdentity(await call(world, user, 'GET', '/police/incidents?size=100'), `queue as ${user.id}`);
      expectNoIdentity(await call(world, user, 'GET', `/police/incidents?q=${hidden.ticketId}`), 'queue search');
      expectNoIdentity(await call(world, user, 'GET', `/police/incidents/${hidden.id}`), 'case');
      expectNoIdentity(await call(world, user, 'GET', `/police/incidents/export?q=${hidden.ticketId}`), 'export');
      expectNoIdentity(await call(world, user, 'GET', '/police/sos?size=100'), 'SOS list');
    }
    const queued = (await call(world, world.officerRight, 'GET', `/police/incidents?q=${hidden.ticketId}`)).json().data
      .incidents.data;
    expect(queued).toMatchObject([{ id: hidden.id, identity: 'hidden' }]);

    // Every action's answer, on the way to a closed, reviewed case.
    const actOn = (method: 'POST' | 'PATCH', action: string, payload: object) =>
      call(world, world.officerRight, method, `/police/incidents/${hidden.id}/${action}`, payload);
    let version = 0;
    const versioned = async (method: 'POST' | 'PATCH', action: string, payload: object) => {
      const res = await actOn(method, action, { version, ...payload });
      expectNoIdentity(res, action);
      version = res.json().data.incident.version;
    };
    await versioned('POST', 'acknowledge', {});
    await versioned('PATCH', 'status', { status: 'in-progress', note: 'Officers sent.' });
    await versioned('POST', 'escalate', { to: 'area-command', reason: 'Repeat offender.' });
    await versioned('PATCH', 'map-visibility', { hiddenFromMap: true, reason: 'Victim safety.' });
    await versioned('PATCH', 'status', { status: 'resolved', note: 'Suspect arrested.' });
    expectNoIdentity(await actOn('POST', 'internal-notes', { note: 'Handle with care.' }), 'internal note');
    expectNoIdentity(await actOn('POST', 'notes', { note: 'We will call on you.', isPublic: true }), 'public note');
    const review = await call(world, reporter, 'POST', `/incident/${hidden.id}/review`, {
      name: NAME,
      rating: 5,
      comments: 'Thank you.',
      isIdentityHidden: true,
    });
    expect(review.statusCode, review.body).toBe(201);
    expectNoIdentity(await actOn('POST', 'review/reply', { reply: 'Stay safe.' }), 'review reply');
    expectNoIdentity(await call(world, world.hq, 'GET', `/police/incidents/${hidden.id}`), 'reviewed case');
    const refused = await actOn('POST', 'reveal-reporter', { reason: 'Need a statement.' });
    expect(refused.statusCode).toBe(403);
    for (const secret of secrets()) expect(refused.body).not.toContain(secret);

    // SOS: acknowledging and marking false answer the row too.
    expectNoIdentity(await call(world, world.officerRight, 'PATCH', `/police/sos/${alertId}/acknowledge`), 'SOS ack');
    expectNoIdentity(await call(world, world.hq, 'PATCH', `/police/sos/${alertId}/false-alert`), 'SOS false');

    // The audit log, as State HQ and administrators read it.
    for (const user of [world.hq, world.admin]) {
      const audit = await call(world, user, 'GET', `/admin/audit?targetId=${hidden.id}&size=100`);
      expectNoIdentity(audit, 'audit');
      expect(audit.json().data.data.length).toBeGreaterThanOrEqual(5);
      expectNoIdentity(await call(world, user, 'GET', '/admin/audit?size=100'), 'audit, all');
    }
  });

  it('an anonymous report keeps no account link, even sent signed in, and says only "anonymous"', async () => {
    const anonymous = await file({ isAnonymous: true });
    const [row] = await world.ctx.database.db.select().from(incidents).where(eq(incidents.id, anonymous.id));
    expect(row).toMatchObject({ isAnonymous: true, userId: null });
    const seen = await call(world, world.officerRight, 'GET', `/police/incidents/${anonymous.id}`);
    expectNoIdentity(seen, 'anonymous case');
    expect(seen.json().data.incident.identity).toBe('anonymous');
  });

  it('each allowed reveal of a named reporter writes exactly one audit row', async () => {
    const named = await file({});
    const auditCount = async () =>
      (await world.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, named.id))).length;
    for (const [n, user] of [world.officerRight, world.commanderRight, world.hq, world.admin].entries()) {
      const res = await call(world, user, 'POST', `/police/incidents/${named.id}/reveal-reporter`, {
        reason: `Reason ${n}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.reporter).toEqual({ fullName: NAME, phoneNumber: PHONE, email: reporter.email });
      expect(await auditCount()).toBe(n + 1);
    }
    // Until someone reveals, the named reporter is as absent from the case as a hidden one.
    expectNoIdentity(await call(world, world.officerRight, 'GET', `/police/incidents/${named.id}`), 'named case');
  });
});
