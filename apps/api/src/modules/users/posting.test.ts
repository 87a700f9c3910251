/**
 * Issue 18, defect 1: a police officer's posting decides their reach, and only an administrator changes it
 * (audited). The profile's station is a citizen's preference and never moves an officer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, POSTING_MESSAGES } from '@safeogun/contract/messages';
import { createTestApp, createTestUser, engine, type TestContext, type TestUser } from '../../../test/helpers';
import {
  auditLog,
  feedbackTypes,
  feedbacks,
  incidentFiles,
  incidentTypes,
  lgas,
  stations,
  users,
} from '../../db/schema';
import { PNG_1X1, multipart } from '../incidents/test-files';
import { webmFixture } from '../sos/audio-fixtures.test-helpers';

let ctx: TestContext;
let citizen: TestUser;
let admin: TestUser;
/** Station A in Yewa North (the officer's posting), station B in Abeokuta South (where the evidence is). */
let stationA: number;
let stationB: number;
let abeokutaSouth: { id: number; lat: number; lng: number };

beforeAll(async () => {
  ctx = await createTestApp();
  citizen = await createTestUser(ctx, { fullName: 'Kemi Sodipo' });
  admin = await createTestUser(ctx, { role: 'admin' });
  const lgaNamed = async (name: string) => (await ctx.database.db.select().from(lgas).where(eq(lgas.name, name)))[0]!;
  const yewa = await lgaNamed('Yewa North');
  const abeokuta = await lgaNamed('Abeokuta South');
  abeokutaSouth = { id: abeokuta.id, lat: abeokuta.labelLat!, lng: abeokuta.labelLng! };
  const [a, b] = await ctx.database.db
    .insert(stations)
    .values([
      { formation: `Ayetoro Test Division ${randomUUID().slice(0, 6)}`, lgaId: yewa.id },
      { formation: `Ibara Test Division ${randomUUID().slice(0, 6)}`, lgaId: abeokuta.id },
    ])
    .returning();
  stationA = a!.id;
  stationB = b!.id;
});
afterAll(() => ctx?.close());

const api = (method: 'GET' | 'PATCH' | 'POST', url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A citizen's report at station B with one photo; the evidence URL and the report id. */
async function reportAtB() {
  const data = {
    incidentTypeId: (await ctx.database.db.select().from(incidentTypes).limit(1))[0]!.id,
    isDraft: false,
    address: 'Ibara Housing Estate, Abeokuta',
    description: 'A motorcycle was stolen outside the church.',
    isIdentityHidden: false,
    isLocationHidden: false,
    isAnonymous: false,
    channel: 'web',
    stationId: stationB,
    latitude: abeokutaSouth.lat,
    longitude: abeokutaSouth.lng,
  };
  const body = multipart([
    { name: 'data', value: JSON.stringify(data) },
    { name: 'images', filename: 'bike.png', bytes: PNG_1X1, contentType: 'image/png' },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    payload: body.payload,
    headers: { ...body.headers, ...citizen.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  const incidentId = res.json().data.id as string;
  const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, incidentId));
  return { incidentId, evidenceUrl: `/incident/${incidentId}/files/${file!.id}` };
}

/** An SOS alert with a voice note sent from Abeokuta South (station B's LGA). */
async function sosAtB(sender: TestUser) {
  const boundary = `----posting${randomUUID()}`;
  const data = JSON.stringify({
    comment: 'Armed men at the gate',
    coordinates: { latitude: abeokutaSouth.lat, longitude: abeokutaSouth.lng, accuracy: 10 },
  });
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
    ),
    webmFixture(2),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/sos/new',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...sender.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.alertId as string;
}

async function feedbackToB() {
  const [type] = await ctx.database.db.select().from(feedbackTypes).limit(1);
  const [row] = await ctx.database.db
    .insert(feedbacks)
    .values({
      userId: citizen.id,
      feedbackTypeId: type!.id,
      recipient: 'Station',
      stationId: stationB,
      comment: 'Rude.',
    })
    .returning();
  return row!.id;
}

/** What station B holds, as seen by `officer`: each read or act answers this status. */
async function reachOfB(officer: TestUser) {
  const { incidentId, evidenceUrl } = await reportAtB();
  const alertId = await sosAtB(await createTestUser(ctx));
  const feedbackId = await feedbackToB();
  const sosList = (await api('GET', '/police/sos?size=100', officer)).json().data.alerts.data as { id: string }[];
  const feedbackList = (await api('GET', '/police/feedback?size=100', officer)).json().data.data as { id: string }[];
  return {
    evidence: (await api('GET', evidenceUrl, officer)).statusCode,
    internalNote: (await api('POST', `/police/incidents/${incidentId}/notes`, officer, { note: 'x', isPublic: false }))
      .statusCode,
    sosListed: sosList.some((a) => a.id === alertId),
    sosAudio: (await api('GET', `/police/sos/${alertId}/audio`, officer)).statusCode,
    sosAcknowledge: (await api('PATCH', `/police/sos/${alertId}/acknowledge`, officer)).statusCode,
    feedbackListed: feedbackList.some((f) => f.id === feedbackId),
    feedbackReply: (await api('POST', `/police/feedback/${feedbackId}/reply`, officer, { reply: 'Noted.' })).statusCode,
  };
}

const OUT_OF_REACH = {
  evidence: 404,
  internalNote: 404,
  sosListed: false,
  sosAudio: 404,
  sosAcknowledge: 404,
  feedbackListed: false,
  feedbackReply: 404,
};

const postingOf = async (id: string) =>
  (await ctx.database.db.select({ posting: users.postingStationId }).from(users).where(eq(users.id, id)))[0]!.posting;

describe(`police posting (${engine})`, () => {
  it('an officer who names another station on their profile still reaches only their posting', async () => {
    const officer = await createTestUser(ctx, { role: 'officer', stationId: stationA });
    const moved = await api('PATCH', '/user/update/basic', officer, {
      phoneNumber: '08031230001',
      stationId: stationB,
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual({
      success: false,
      message: POSTING_MESSAGES.profileCannotMove,
      errors: [{ field: 'stationId', message: POSTING_MESSAGES.profileCannotMove }],
    });
    expect(await reachOfB(officer)).toEqual(OUT_OF_REACH);
    expect(await postingOf(officer.id)).toBe(stationA);

    // The settings form sends the station it shows: the officer's own posting still saves the phone number.
    const same = await api('PATCH', '/user/update/basic', officer, { phoneNumber: '08031230002', stationId: stationA });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.user).toMatchObject({ phoneNumber: '+2348031230002', stationId: stationA });
  });

  it("a citizen's assigned station stays theirs to choose and gives them no police reach", async () => {
    const resident = await createTestUser(ctx);
    const res = await api('PATCH', '/user/update/basic', resident, { phoneNumber: '08031230003', stationId: stationB });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.stationId).toBe(stationB);
    expect(await postingOf(resident.id)).toBeNull();
    expect((await api('GET', '/police/sos', resident)).statusCode).toBe(403);
  });

  it('an administrator posts an officer to another station: reach moves with it and the change is audited', async () => {
    const officer = await createTestUser(ctx, { role: 'officer', stationId: stationA });
    const res = await api('PATCH', `/admin/users/${officer.id}/posting`, admin, { stationId: stationB });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: POSTING_MESSAGES.changed,
      data: { posting: { userId: officer.id, station: { id: stationB, formation: expect.any(String) } } },
    });
    expect(await postingOf(officer.id)).toBe(stationB);
    // The officer's profile shows the posting, and that is what they now reach.
    expect((await api('GET', '/user/me', officer)).json().data.user.stationId).toBe(stationB);
    const reach = await reachOfB(officer);
    expect(reach).toMatchObject({ evidence: 200, internalNote: 201, sosListed: true, sosAudio: 200 });
    expect(reach).toMatchObject({ sosAcknowledge: 200, feedbackListed: true, feedbackReply: 200 });

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, officer.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        action: 'police.posting.changed',
        details: { fromStationId: stationA, toStationId: stationB },
        createdAt: expect.any(Date),
      }),
    ]);

    // Taking the posting away leaves the officer reaching nothing.
    const removed = await api('PATCH', `/admin/users/${officer.id}/posting`, admin, { stationId: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.posting).toEqual({ userId: officer.id, station: null });
    expect(await reachOfB(officer)).toEqual(OUT_OF_REACH);
  });

  it('answers 404 for an unknown account, and a clear 4xx for a citizen or an unknown station', async () => {
    const officer = await createTestUser(ctx, { role: 'officer', stationId: stationA });
    const unknown = await api('PATCH', `/admin/users/${randomUUID()}/posting`, admin, { stationId: stationB });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.userNotFound);
    expect((await api('PATCH', '/admin/users/not-a-uuid/posting', admin, { stationId: stationB })).statusCode).toBe(
      404,
    );

    const notPolice = await api('PATCH', `/admin/users/${citizen.id}/posting`, admin, { stationId: stationB });
    expect(notPolice.statusCode).toBe(409);
    expect(notPolice.json().message).toBe(POSTING_MESSAGES.notPolice);
    expect(await postingOf(citizen.id)).toBeNull();

    const noStation = await api('PATCH', `/admin/users/${officer.id}/posting`, admin, { stationId: 2_000_000_000 });
    expect(noStation.statusCode).toBe(400);
    expect(noStation.json().errors).toEqual([{ field: 'stationId', message: ACCOUNT_MESSAGES.stationNotFound }]);
    const noBody = await api('PATCH', `/admin/users/${officer.id}/posting`, admin, {});
    expect(noBody.statusCode).toBe(400);
    expect(await postingOf(officer.id)).toBe(stationA);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, officer.id));
    expect(audited).toEqual([]);
  });

  it('lets only an administrator change a posting (citizen 403, officer 403, anonymous 401)', async () => {
    const officer = await createTestUser(ctx, { role: 'officer', stationId: stationA });
    const url = `/admin/users/${officer.id}/posting`;
    const matrix: Array<[string, TestUser | null, number]> = [
      ['anonymous', null, 401],
      ['citizen', citizen, 403],
      ['police (the officer themself)', officer, 403],
      ['police (another officer)', await createTestUser(ctx, { role: 'officer', stationId: stationB }), 403],
      ['admin', admin, 200],
    ];
    for (const [who, user, status] of matrix) {
      const res = await api('PATCH', url, user, { stationId: stationB });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
      if (status !== 200) expect(await postingOf(officer.id), who).toBe(stationA);
    }
    const documented = ctx.app.swagger().paths?.['/api/v1/admin/users/{id}/posting']?.patch;
    expect(documented?.security).toEqual([{ bearerAuth: [] }]);
  });
});
