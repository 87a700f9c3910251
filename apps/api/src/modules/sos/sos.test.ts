import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SOS_DEFAULT_COMMENT } from '@safeogun/contract/constants';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import type { PoliceSosAlert } from '@safeogun/contract/sos';
import { createTestApp, createTestUser, engine, type TestContext, type TestUser } from '../../../test/helpers';
import {
  emergencyContacts,
  jobs,
  lgas,
  notificationPreferences,
  notifications,
  sosAlerts,
  stations,
  users,
} from '../../db/schema';
import {
  CHROMIUM_WEBM_FIRST_CLUSTER,
  CHROMIUM_WEBM_START,
  mp4Fixture,
  oggOpusFixture,
  wavFixture,
  webmFixture,
} from './audio-fixtures.test-helpers';
import { SOS_SMS_QUEUE } from './sos.service';
import { FALSE_ALERT_FLAG_THRESHOLD } from './sos-police.service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

function multipart(data: unknown, audio?: { bytes: Buffer; filename?: string; contentType?: string }) {
  const boundary = `----sos${randomUUID()}`;
  const parts: Buffer[] = [];
  if (data !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${typeof data === 'string' ? data : JSON.stringify(data)}\r\n`,
      ),
    );
  }
  if (audio) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="${audio.filename ?? 'emergency-audio.webm'}"\r\nContent-Type: ${audio.contentType ?? 'audio/webm'}\r\n\r\n`,
      ),
      audio.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send(
  user: TestUser | null,
  data: unknown,
  audio?: Parameters<typeof multipart>[1],
  extraHeaders: Record<string, string> = {},
) {
  const body = multipart(data, audio);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/sos/new',
    headers: { ...body.headers, ...(user?.headers ?? {}), ...extraHeaders },
    payload: body.payload,
  });
}

async function alertRow(id: string) {
  const [row] = await ctx.database.db.select().from(sosAlerts).where(eq(sosAlerts.id, id));
  return row!;
}

const ABEOKUTA = { latitude: 7.1475, longitude: 3.3619, accuracy: 12.4 };

async function lgaId(name: string) {
  const [row] = await ctx.database.db.select({ id: lgas.id }).from(lgas).where(eq(lgas.name, name));
  return row!.id;
}

/** A police officer at a new station of the given LGA. */
async function officerIn(lga: number) {
  const [station] = await ctx.database.db
    .insert(stations)
    .values({ formation: `Test Division ${randomUUID().slice(0, 8)}`, lgaId: lga })
    .returning();
  return createTestUser(ctx, { role: 'police', stationId: station!.id });
}

function outbox(): Array<{ to: string; message: string; file: string }> {
  const dir = path.join(ctx.config.dataDir, 'sms-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ ...JSON.parse(readFileSync(path.join(dir, f), 'utf8')), file: f }));
}

describe(`SOS alerts (${engine})`, () => {
  it('needs a session (401) and a verified email (403), with clear messages', async () => {
    const anonymous = await send(null, { comment: 'help' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: SOS_MESSAGES.signInRequired });

    const unverified = await createTestUser(ctx, { emailVerifiedAt: null });
    const res = await send(unverified, { comment: 'help' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SOS_MESSAGES.verifyEmail);
  });

  it('stores an alert with its voice note and device location, and texts each contact with a map link', async () => {
    const user = await createTestUser(ctx, { fullName: 'Adaeze Okafor' });
    await ctx.database.db.insert(emergencyContacts).values([
      { userId: user.id, fullName: 'Chinedu', phoneNumber: '+2348031111111', relationship: 'Brother' },
      { userId: user.id, fullName: 'Bisi', phoneNumber: '+2347032222222', relationship: 'Friend' },
    ]);
    const audio = webmFixture(14.5);
    const res = await send(
      user,
      {
        address: 'Kuto, Abeokuta',
        comment: '  Someone is breaking in  ',
        isIdentityHidden: false,
        isLocationHidden: false,
        channel: 'web',
        coordinates: ABEOKUTA,
      },
      { bytes: audio, filename: 'emergency-audio.webm' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: SOS_MESSAGES.received,
      data: { locationSource: 'device', hasAudio: true, contactsToNotify: 2 },
    });
    expect(Date.parse(body.data.receivedAt)).toBeGreaterThan(Date.now() - 60_000);

    const row = await alertRow(body.data.alertId);
    expect(row).toMatchObject({
      userId: user.id,
      comment: 'Someone is breaking in',
      address: 'Kuto, Abeokuta',
      latitude: ABEOKUTA.latitude,
      longitude: ABEOKUTA.longitude,
      accuracyMeters: ABEOKUTA.accuracy,
      locationSource: 'device',
      channel: 'web',
      status: 'new',
      audioContentType: 'audio/webm',
      audioSizeBytes: audio.length,
      audioSha256: createHash('sha256').update(audio).digest('hex'),
    });
    expect(row.locationNote).toMatch(/Device location, accurate to about 12 m/);
    expect(row.lgaId).not.toBeNull();
    const stored = await ctx.app.storage.open(row.audioKey!);
    expect(stored?.size).toBe(audio.length);
    stored?.stream.destroy();

    // The SMS are queued with the alert, not sent on the request path.
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.queue, SOS_SMS_QUEUE));
    expect(queued.filter((j) => (j.payload as { alertId: string }).alertId === row.id)).toHaveLength(2);
    const before = outbox().length;
    await ctx.app.jobs.runDue();
    const sms = outbox().filter((m) => m.message.includes('Adaeze Okafor'));
    expect(outbox().length - before).toBe(2);
    expect(sms.map((m) => m.to).sort()).toEqual(['+2347032222222', '+2348031111111']);
    expect(sms[0]!.message).toContain('https://maps.google.com/?q=7.147500,3.361900');
    expect(sms[0]!.message).toMatch(/WAT/);
  });

  it('sends a text-only alert as JSON or multipart, and uses the default comment for audio without text', async () => {
    const user = await createTestUser(ctx);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sos/new',
      headers: user.headers,
      payload: { comment: 'Robbery in progress', coordinates: ABEOKUTA },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json().data.hasAudio).toBe(false);

    const audioOnly = await send(
      user,
      { comment: '', coordinates: ABEOKUTA },
      { bytes: oggOpusFixture(5), filename: 'emergency-audio.ogg' },
    );
    expect(audioOnly.statusCode).toBe(201);
    const row = await alertRow(audioOnly.json().data.alertId);
    expect(row.comment).toBe(SOS_DEFAULT_COMMENT);
    expect(row.audioContentType).toBe('audio/ogg');
  });

  it('uses the profile address, and records why, when the device location is missing', async () => {
    const user = await createTestUser(ctx, { address: '5 Sapon Street, Abeokuta' });
    const res = await send(user, { comment: 'Help', locationUnavailableReason: 'denied' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ locationSource: 'profile' });
    const row = await alertRow(res.json().data.alertId);
    expect(row.address).toBe('5 Sapon Street, Abeokuta');
    expect(row.latitude).toBeNull();
    expect(row.locationNote).toBe(
      "Device location not available (location permission was denied); the address on the user's profile is used.",
    );
    // No point to place: the LGA comes from the town the address names, so the local officers see the alert.
    expect(row.lgaId).toBe(await lgaId('Abeokuta South'));

    const noAddress = await createTestUser(ctx, { address: null });
    const none = await send(noAddress, { comment: 'Help' });
    expect(none.statusCode).toBe(201);
    expect(none.json().data.locationSource).toBe('none');
  });

  it('refuses an empty alert, bad JSON and bad fields with 400', async () => {
    const user = await createTestUser(ctx);
    const empty = await send(user, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SOS_MESSAGES.needAudioOrText);

    const badJson = await send(user, '{not json');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe(SOS_MESSAGES.badData);

    const missing = await send(user, undefined, { bytes: webmFixture(2) });
    expect(missing.statusCode).toBe(400);

    const badCoords = await send(user, { comment: 'x', coordinates: { latitude: 200, longitude: 3 } });
    expect(badCoords.statusCode).toBe(400);
    expect(badCoords.json().errors[0].field).toBe('coordinates.latitude');
  });

  it('checks the voice note by content, size and duration', async () => {
    const user = await createTestUser(ctx);
    const data = { comment: 'x', coordinates: ABEOKUTA };
    const html = await send(user, data, {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'emergency-audio.webm',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(SOS_MESSAGES.audioType);

    const big = await send(user, data, { bytes: Buffer.concat([webmFixture(1), Buffer.alloc(1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(SOS_MESSAGES.audioTooLarge);

    for (const bytes of [webmFixture(20), oggOpusFixture(17)]) {
      const long = await send(user, data, { bytes });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(SOS_MESSAGES.audioTooLong);
    }
    // The name does not decide the type: a WAV named .webm is stored as WAV; MP4 is accepted too.
    const wav = await send(user, data, { bytes: wavFixture(1), filename: 'emergency-audio.webm' });
    expect(wav.statusCode).toBe(201);
    expect((await alertRow(wav.json().data.alertId)).audioContentType).toBe('audio/wav');
    const mp4 = await send(user, data, { bytes: mp4Fixture(10), filename: 'emergency-audio.mp4' });
    expect(mp4.statusCode).toBe(201);
    // The start of a real Chromium MediaRecorder recording (no declared duration) is accepted.
    const chromium = await send(user, data, { bytes: CHROMIUM_WEBM_START });
    expect(chromium.statusCode).toBe(201);
    expect(chromium.json().data.hasAudio).toBe(true);
  });

  it('refuses a voice note with no readable sound (bare header, cut-off upload) with 400, storing nothing', async () => {
    const user = await createTestUser(ctx);
    const ogg = oggOpusFixture(3);
    const headerPagesOnly = ogg.subarray(0, ogg.indexOf('OggS', ogg.indexOf('OpusTags'), 'latin1'));
    const unreadable = [
      Buffer.from('OggS'),
      headerPagesOnly,
      CHROMIUM_WEBM_START.subarray(0, CHROMIUM_WEBM_FIRST_CLUSTER),
      CHROMIUM_WEBM_START.subarray(0, CHROMIUM_WEBM_FIRST_CLUSTER + 15),
      wavFixture(0),
      Buffer.from('0000ftypM4A junk'),
    ];
    for (const bytes of unreadable) {
      // Audio only, and with text: a broken note is reported rather than silently sent without sound.
      for (const comment of ['', 'Help']) {
        const res = await send(user, { comment }, { bytes });
        expect(res.statusCode, bytes.subarray(0, 8).toString('hex')).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: SOS_MESSAGES.audioUnreadable });
      }
    }
    const rows = await ctx.database.db.select().from(sosAlerts).where(eq(sosAlerts.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('allows 3 alerts per user in 10 minutes, then answers 429 telling how to call instead', async () => {
    const user = await createTestUser(ctx);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(user, { comment: `alert ${i}` })).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const fourth = await send(user, { comment: 'again' }, { bytes: webmFixture(2) });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ success: false, message: SOS_MESSAGES.tooMany });
    expect(fourth.json().message).toMatch(/112/);
    const rows = await ctx.database.db.select().from(sosAlerts).where(eq(sosAlerts.userId, user.id));
    expect(rows).toHaveLength(3);
    // The refused alert's audio was not kept.
    const dir = path.join(ctx.config.dataDir, 'uploads', 'sos');
    const files = existsSync(dir) ? readdirSync(dir) : [];
    const keys = new Set((await ctx.database.db.select().from(sosAlerts)).map((r) => r.audioKey?.split('/')[1]));
    expect(files.filter((f) => !keys.has(f))).toEqual([]);

    // An older alert no longer counts.
    await ctx.database.db
      .update(sosAlerts)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sosAlerts.id, rows[0]!.id));
    expect((await send(user, { comment: 'later' })).statusCode).toBe(201);
  });

  it('counts concurrent alerts against the limit too', async () => {
    const user = await createTestUser(ctx);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => send(user, { comment: `burst ${i}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, storing one alert', async () => {
    const user = await createTestUser(ctx);
    const key = `sos-${randomUUID()}`;
    const first = await send(user, { comment: 'retry me' }, { bytes: webmFixture(3) }, { 'idempotency-key': key });
    const second = await send(user, { comment: 'retry me' }, { bytes: webmFixture(3) }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.alertId).toBe(first.json().data.alertId);
    const rows = await ctx.database.db.select().from(sosAlerts).where(eq(sosAlerts.userId, user.id));
    expect(rows).toHaveLength(1);
    const bad = await send(user, { comment: 'x' }, undefined, { 'idempotency-key': 'bad key!' });
    expect(bad.statusCode).toBe(400);
  });

  it('retries a failing SMS with back-off, off the request path', async () => {
    const user = await createTestUser(ctx, { fullName: 'Retry Person' });
    await ctx.database.db
      .insert(emergencyContacts)
      .values({ userId: user.id, fullName: 'C', phoneNumber: '+2348039999999', relationship: 'Friend' });
    const original = ctx.app.sms.send;
    let calls = 0;
    (ctx.app.sms as { send: typeof original }).send = async (to, message) => {
      calls++;
      if (calls === 1) throw new Error('gateway timeout');
      return original(to, message);
    };
    try {
      const res = await send(user, { comment: 'x', coordinates: ABEOKUTA });
      expect(res.statusCode).toBe(201);
      const t0 = new Date();
      await ctx.app.jobs.runDue({ now: t0 });
      expect(calls).toBe(1);
      expect(outbox().some((m) => m.message.includes('Retry Person'))).toBe(false);
      await ctx.app.jobs.runDue({ now: new Date(t0.getTime() + 5_000) });
      expect(calls).toBe(2);
      expect(outbox().filter((m) => m.message.includes('Retry Person'))).toHaveLength(1);
    } finally {
      (ctx.app.sms as { send: typeof original }).send = original;
    }
  });

  describe('police console', () => {
    it('lists alerts newest first, withholds hidden identities, serves the voice note and acknowledges', async () => {
      const citizen = await createTestUser(ctx, { fullName: 'Console Citizen' });
      const hider = await createTestUser(ctx, { fullName: 'Hidden Person' });
      const audio = webmFixture(4);
      const first = await send(citizen, { comment: 'with audio', coordinates: ABEOKUTA }, { bytes: audio });
      const second = await send(hider, { comment: 'hidden', isIdentityHidden: true, coordinates: ABEOKUTA });
      const firstId = first.json().data.alertId as string;
      const officer = await officerIn((await alertRow(firstId)).lgaId!);

      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/police/sos', headers: citizen.headers })).statusCode,
      ).toBe(403);
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/police/sos?size=100',
        headers: officer.headers,
      });
      expect(list.statusCode).toBe(200);
      const alerts = list.json().data.alerts.data as PoliceSosAlert[];
      const ids = alerts.map((a) => a.id);
      expect(ids.indexOf(second.json().data.alertId)).toBeLessThan(ids.indexOf(firstId));
      const mine = alerts.find((a) => a.id === firstId)!;
      expect(mine).toMatchObject({
        status: 'new',
        comment: 'with audio',
        sender: { name: 'Console Citizen' },
        falseAlertCount: 0,
        flagged: false,
        priorFalseAlerts: null,
        location: {
          source: 'device',
          latitude: ABEOKUTA.latitude,
          mapUrl: 'https://maps.google.com/?q=7.147500,3.361900',
        },
        audio: { url: `/api/v1/police/sos/${firstId}/audio`, contentType: 'audio/webm', sizeBytes: audio.length },
      });
      expect(mine.location.lga).toEqual(expect.any(String));
      const hidden = alerts.find((a) => a.id === second.json().data.alertId)!;
      expect(hidden).toMatchObject({ sender: null, falseAlertCount: null, flagged: null, priorFalseAlerts: null });
      expect(JSON.stringify(hidden)).not.toContain('Hidden Person');

      const file = await ctx.app.inject({ method: 'GET', url: mine.audio!.url, headers: officer.headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/webm');
      expect(file.rawPayload.equals(audio)).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: mine.audio!.url, headers: citizen.headers })).statusCode).toBe(
        403,
      );

      const ack = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/police/sos/${firstId}/acknowledge`,
        headers: officer.headers,
      });
      expect(ack.statusCode).toBe(200);
      expect(ack.json().data.alert).toMatchObject({ status: 'acknowledged', acknowledgedAt: expect.any(String) });
      const [note] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, citizen.id));
      expect(note?.title).toBe('Your SOS alert was acknowledged');

      const filtered = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/police/sos?status=acknowledged',
        headers: officer.headers,
      });
      expect(filtered.json().data.alerts.data.map((a: { id: string }) => a.id)).toContain(firstId);
      expect(filtered.json().data.alerts.data.every((a: { status: string }) => a.status === 'acknowledged')).toBe(true);
    });

    it("shows an officer only their station LGA's alerts; State HQ sees all; out of reach answers 404", async () => {
      const citizen = await createTestUser(ctx);
      const sent = await send(citizen, { comment: 'in Abeokuta', coordinates: ABEOKUTA }, { bytes: webmFixture(2) });
      const id = sent.json().data.alertId as string;
      const local = await officerIn((await alertRow(id)).lgaId!);
      const elsewhere = await officerIn(await lgaId('Ado-Odo/Ota'));
      const noStation = await createTestUser(ctx, { role: 'police' });
      const admin = await createTestUser(ctx, { role: 'admin' });

      const listed = async (user: TestUser) => {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/police/sos?size=100', headers: user.headers });
        expect(res.statusCode).toBe(200);
        return (res.json().data.alerts.data as PoliceSosAlert[]).map((a) => a.id);
      };
      expect(await listed(local)).toContain(id);
      expect(await listed(admin)).toContain(id);
      expect(await listed(elsewhere)).not.toContain(id);
      expect(await listed(noStation)).toEqual([]);

      const audioUrl = `/api/v1/police/sos/${id}/audio`;
      for (const user of [elsewhere, noStation]) {
        const audio = await ctx.app.inject({ method: 'GET', url: audioUrl, headers: user.headers });
        expect(audio.statusCode).toBe(404);
        expect(audio.json().message).toBe(SOS_MESSAGES.alertNotFound);
        const ack = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/police/sos/${id}/acknowledge`,
          headers: user.headers,
        });
        expect(ack.statusCode).toBe(404);
        const falseAlert = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/police/sos/${id}/false-alert`,
          headers: user.headers,
        });
        expect(falseAlert.statusCode).toBe(404);
      }
      expect((await alertRow(id)).status).toBe('new');
      expect((await ctx.app.inject({ method: 'GET', url: audioUrl, headers: local.headers })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: audioUrl, headers: admin.headers })).statusCode).toBe(200);
    });

    it('keeps an acknowledgement saved when the notification to the sender fails', async () => {
      const citizen = await createTestUser(ctx);
      // Email on, so notifying goes through the job queue, which is made to fail below.
      await ctx.database.db.insert(notificationPreferences).values({ userId: citizen.id, emergencyAlertsEmail: true });
      const sent = await send(citizen, { comment: 'help', coordinates: ABEOKUTA });
      const id = sent.json().data.alertId as string;
      const officer = await officerIn((await alertRow(id)).lgaId!);
      const original = ctx.app.jobs.enqueue;
      ctx.app.jobs.enqueue = async () => {
        throw new Error('queue down');
      };
      try {
        const ack = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/police/sos/${id}/acknowledge`,
          headers: officer.headers,
        });
        expect(ack.statusCode).toBe(200);
        expect(ack.json().data.alert).toMatchObject({ id, status: 'acknowledged' });
      } finally {
        ctx.app.jobs.enqueue = original;
      }
      expect((await alertRow(id)).acknowledgedAt).toBeInstanceOf(Date);
    });
  });

  describe('false alerts', () => {
    it('lets police mark an alert false once, and flags the account after repeated false alerts', async () => {
      const citizen = await createTestUser(ctx);
      const officer = await officerIn(await lgaId('Abeokuta South'));
      const ids: string[] = [];
      for (let i = 0; i < FALSE_ALERT_FLAG_THRESHOLD; i++) {
        const res = await send(citizen, { comment: `prank ${i}`, coordinates: ABEOKUTA });
        ids.push(res.json().data.alertId);
      }
      const url = (id: string) => `/api/v1/police/sos/${id}/false-alert`;

      const byCitizen = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!), headers: citizen.headers });
      expect(byCitizen.statusCode).toBe(403);
      const anonymous = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!) });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await ctx.app.inject({ method: 'PATCH', url: url(randomUUID()), headers: officer.headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(SOS_MESSAGES.alertNotFound);

      const first = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!), headers: officer.headers });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ status: 'false-alert', userFalseAlertCount: 1, userFlagged: false });
      const repeat = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!), headers: officer.headers });
      expect(repeat.json().data).toMatchObject({ userFalseAlertCount: 1, userFlagged: false });

      for (const id of ids.slice(1)) await ctx.app.inject({ method: 'PATCH', url: url(id), headers: officer.headers });
      const [u] = await ctx.database.db.select().from(users).where(eq(users.id, citizen.id));
      expect(u!.falseAlertCount).toBe(FALSE_ALERT_FLAG_THRESHOLD);
      expect(u!.flaggedAt).toBeInstanceOf(Date);
      const row = await alertRow(ids[0]!);
      expect(row.markedFalseAt).toBeInstanceOf(Date);
    });
  });
});
