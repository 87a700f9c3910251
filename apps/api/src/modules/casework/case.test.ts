import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CASEWORK_MESSAGES } from '@safeogun/contract/casework';
import { createTestUser } from '../../../test/helpers';
import { incidents, users } from '../../db/schema';
import { PNG_1X1 } from '../incidents/test-files';
import {
  auditRowsFor,
  call,
  createPoliceWorld,
  fileReport,
  insertReport,
  type PoliceWorld,
} from './casework.test-helpers';

let world: PoliceWorld;
beforeAll(async () => {
  world = await createPoliceWorld();
});
afterAll(() => world.ctx.close());

const getCase = (id: string, user = world.officerRight) => call(world, user, 'GET', `/police/incidents/${id}`);

/** A report filed through the API, as the citizen's form does. */
async function file(data: Record<string, unknown>, user = world.citizen, photos: Buffer[] = []) {
  const res = await fileReport(world, user, data, photos);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; ticketId: string };
}

describe('GET /police/incidents/{id}', () => {
  it('answers everything the citizen sent, with evidence hashes and signed URLs; never the reporter', async () => {
    const { id, ticketId } = await file({}, world.citizen, [PNG_1X1]);
    const res = await getCase(id);
    expect(res.statusCode, res.body).toBe(200);
    const incident = res.json().data.incident;
    expect(incident).toMatchObject({
      id,
      ticketId,
      version: 0,
      status: 'new',
      allowedStatuses: ['in-progress', 'on-hold', 'closed'],
      incidentType: { id: world.typeIds.Theft, name: 'Theft' },
      description: 'My phone was snatched at the bus stop.',
      address: '12 Oke-Ilewo Road, Abeokuta',
      latitude: world.abeokutaSouth.lat,
      longitude: world.abeokutaSouth.lng,
      lga: { id: world.abeokutaSouth.lgaId, name: 'Abeokuta South' },
      areaCommand: { id: world.abeokutaSouth.areaCommandId, name: 'Egba Area Command (demo)' },
      station: { id: world.abeokutaSouth.stationId, formation: 'Abeokuta South Division (demo)' },
      channel: 'web',
      identity: 'named',
      acknowledgedAt: null,
      escalationLevel: 0,
      hiddenFromMap: false,
      history: [],
      review: null,
    });
    expect(incident.evidence).toHaveLength(1);
    const [evidence] = incident.evidence;
    expect(evidence).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The signed URL opens the file without a bearer token, and its bytes are those the hash was taken of.
    const bytes = await world.ctx.app.inject({ method: 'GET', url: evidence.url });
    expect(bytes.statusCode).toBe(200);
    expect(createHash('sha256').update(bytes.rawPayload).digest('hex')).toBe(evidence.sha256);
    for (const secret of ['Funke Reporter', '+2348030000001', world.citizen.email, world.citizen.id])
      expect(res.body).not.toContain(secret);
  });

  it('carries the full history with authors (internal notes too) and the review with its reply', async () => {
    const row = await insertReport(world, world.abeokutaSouth, { status: 'resolved' });
    await call(world, world.officerRight, 'POST', `/police/incidents/${row.id}/notes`, { note: 'Suspect charged.' });
    await call(world, world.commanderRight, 'POST', `/police/incidents/${row.id}/internal-notes`, {
      note: 'Watch this division.',
    });
    await call(world, world.citizen, 'POST', `/incident/${row.id}/review`, { rating: 4, comments: 'Good work.' });
    await call(world, world.officerRight, 'POST', `/police/incidents/${row.id}/review/reply`, { reply: 'Thank you.' });
    const incident = (await getCase(row.id)).json().data.incident;
    expect(incident.history).toMatchObject([
      {
        kind: 'note',
        note: 'Suspect charged.',
        isPublic: true,
        author: { id: world.officerRight.id, fullName: 'Officer Right', role: 'officer' },
      },
      {
        kind: 'note',
        note: 'Watch this division.',
        isPublic: false,
        author: { id: world.commanderRight.id, fullName: 'Commander Egba', role: 'area_commander' },
      },
    ]);
    expect(incident.review).toMatchObject({ rating: 4, comments: 'Good work.', reply: 'Thank you.' });
    expect(incident.allowedStatuses).toEqual(['closed', 'in-progress']);
  });

  it('answers 404 out of reach, for drafts and unknown ids; 403 to citizens, 401 without a token', async () => {
    const row = await insertReport(world, world.abeokutaSouth);
    const draft = await insertReport(world, world.abeokutaSouth, { isDraft: true, submittedAt: null });
    for (const user of [world.officerRight, world.commanderRight, world.hq, world.admin])
      expect((await getCase(row.id, user)).statusCode).toBe(200);
    for (const user of [world.officerOther, world.commanderOther, await createTestUser(world.ctx, { role: 'officer' })])
      expect((await getCase(row.id, user)).statusCode).toBe(404);
    for (const user of [world.officerRight, world.hq, world.admin]) {
      expect((await getCase(draft.id, user)).statusCode).toBe(404);
      expect((await getCase('00000000-0000-4000-8000-000000000000', user)).statusCode).toBe(404);
      expect((await getCase('not-an-id', user)).statusCode).toBe(404);
    }
    expect((await getCase(row.id, world.citizen)).statusCode).toBe(403);
    expect((await call(world, null, 'GET', `/police/incidents/${row.id}`)).statusCode).toBe(401);
  });
});

describe('POST /police/incidents/{id}/reveal-reporter', () => {
  const reveal = (id: string, user = world.officerRight, reason: unknown = 'Need a statement for the charge sheet.') =>
    call(world, user, 'POST', `/police/incidents/${id}/reveal-reporter`, { reason });

  it("answers a named reporter's contact details and writes exactly one audit row per reveal", async () => {
    const { id, ticketId } = await file({});
    const res = await reveal(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reporter).toEqual({
      fullName: 'Funke Reporter',
      phoneNumber: '+2348030000001',
      email: world.citizen.email,
    });
    let rows = await auditRowsFor(world, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'incident.reporter.revealed',
      actorUserId: world.officerRight.id,
      actorRole: 'officer',
      targetType: 'incident',
      targetId: id,
      ipAddress: '127.0.0.1',
      details: { ticketId, reason: 'Need a statement for the charge sheet.', identity: 'named' },
    });
    expect(JSON.stringify(rows[0])).not.toContain(world.citizen.id);
    expect((await reveal(id, world.hq, 'Follow-up call from HQ.')).statusCode).toBe(200);
    rows = await auditRowsFor(world, id);
    expect(rows.map((r) => [r.action, r.actorRole])).toEqual([
      ['incident.reporter.revealed', 'officer'],
      ['incident.reporter.revealed', 'hq'],
    ]);
  });

  it('refuses hidden and anonymous reporters with 403 (the attempt is audited), and nothing leaks', async () => {
    const hidden = await file({ isIdentityHidden: true });
    const anonymous = await file({ isAnonymous: true }, world.citizen);
    const refusedHidden = await reveal(hidden.id);
    expect(refusedHidden.statusCode).toBe(403);
    expect(refusedHidden.json().message).toBe(CASEWORK_MESSAGES.reporterHidden);
    const refusedAnonymous = await reveal(anonymous.id, world.admin);
    expect(refusedAnonymous.statusCode).toBe(403);
    expect(refusedAnonymous.json().message).toBe(CASEWORK_MESSAGES.reporterAnonymous);
    for (const res of [refusedHidden, refusedAnonymous])
      for (const secret of ['Funke Reporter', '+2348030000001', world.citizen.email, world.citizen.id])
        expect(res.body).not.toContain(secret);
    expect((await auditRowsFor(world, hidden.id)).map((r) => r.action)).toEqual(['incident.reporter.reveal-refused']);
    expect((await auditRowsFor(world, anonymous.id)).map((r) => r.action)).toEqual([
      'incident.reporter.reveal-refused',
    ]);
    // An anonymous report keeps no link to the account that sent it.
    const [stored] = await world.ctx.database.db.select().from(incidents).where(eq(incidents.id, anonymous.id));
    expect(stored).toMatchObject({ isAnonymous: true, userId: null });
  });

  it('answers 410 when the reporter erased their account; 404 out of reach; 400 without a reason', async () => {
    const reporter = await createTestUser(world.ctx, { fullName: 'Gone Soon' });
    const row = await insertReport(world, world.abeokutaSouth, { userId: reporter.id });
    await world.ctx.database.db
      .update(users)
      .set({ fullName: null, email: null, phoneNumber: null, deletedAt: new Date() })
      .where(eq(users.id, reporter.id));
    const gone = await reveal(row.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(CASEWORK_MESSAGES.reporterGone);
    const named = await insertReport(world, world.abeokutaSouth);
    expect((await reveal(named.id, world.officerOther)).statusCode).toBe(404);
    expect((await reveal(named.id, world.commanderOther)).statusCode).toBe(404);
    const blank = await reveal(named.id, world.officerRight, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(CASEWORK_MESSAGES.reasonRequired);
    expect(await auditRowsFor(world, named.id)).toEqual([]);
  });
});
