import { existsSync, readdirSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SOS_DEFAULT_COMMENT } from '@safeogun/contract/constants';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { createTestUser, engine } from '../../../test/helpers';
import { emergencyContacts, jobs, sosAlerts } from '../../db/schema';
import * as clips from './audio-fixtures.test-helpers';
import { SOS_SMS_QUEUE } from './sos.service';
import { ABEOKUTA, alertRow, ctx, lgaId, outbox, send, setupSosApp } from './sos.test-helpers';

setupSosApp();

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

  it('refuses an alert from a police account (issue 11: police are not citizens here), saying what to do', async () => {
    const officer = await createTestUser(ctx, { role: 'officer' });
    const res = await send(officer, { comment: 'help' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SOS_MESSAGES.policeCannotSend);
  });

  it('stores an alert with its voice note and device location, and texts each contact with a map link', async () => {
    const user = await createTestUser(ctx, { fullName: 'Adaeze Okafor' });
    await ctx.database.db.insert(emergencyContacts).values([
      { userId: user.id, fullName: 'Chinedu', phoneNumber: '+2348031111111', relationship: 'Brother' },
      { userId: user.id, fullName: 'Bisi', phoneNumber: '+2347032222222', relationship: 'Friend' },
    ]);
    const audio = clips.webmFixture(14.5);
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
      { bytes: clips.oggOpusFixture(5), filename: 'emergency-audio.ogg' },
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

    const missing = await send(user, undefined, { bytes: clips.webmFixture(2) });
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

    const big = await send(user, data, { bytes: Buffer.concat([clips.webmFixture(1), Buffer.alloc(1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(SOS_MESSAGES.audioTooLarge);

    for (const bytes of [clips.webmFixture(20), clips.oggOpusFixture(17)]) {
      const long = await send(user, data, { bytes });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(SOS_MESSAGES.audioTooLong);
    }
    // The name does not decide the type: a WAV named .webm is stored as WAV; MP4 is accepted too.
    const wav = await send(user, data, { bytes: clips.wavFixture(1), filename: 'emergency-audio.webm' });
    expect(wav.statusCode).toBe(201);
    expect((await alertRow(wav.json().data.alertId)).audioContentType).toBe('audio/wav');
    const mp4 = await send(user, data, { bytes: clips.mp4Fixture(10), filename: 'emergency-audio.mp4' });
    expect(mp4.statusCode).toBe(201);
    // The start of a real Chromium MediaRecorder recording (no declared duration) is accepted.
    const chromium = await send(user, data, { bytes: clips.CHROMIUM_WEBM_START });
    expect(chromium.statusCode).toBe(201);
    expect(chromium.json().data.hasAudio).toBe(true);
  });

  it('refuses a voice note with no readable sound (bare header, cut-off upload) with 400, storing nothing', async () => {
    const user = await createTestUser(ctx);
    const ogg = clips.oggOpusFixture(3);
    const headerPagesOnly = ogg.subarray(0, ogg.indexOf('OggS', ogg.indexOf('OpusTags'), 'latin1'));
    const unreadable = [
      Buffer.from('OggS'),
      headerPagesOnly,
      clips.CHROMIUM_WEBM_START.subarray(0, clips.CHROMIUM_WEBM_FIRST_CLUSTER),
      clips.CHROMIUM_WEBM_START.subarray(0, clips.CHROMIUM_WEBM_FIRST_CLUSTER + 15),
      clips.wavFixture(0),
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
    const fourth = await send(user, { comment: 'again' }, { bytes: clips.webmFixture(2) });
    expect(fourth.statusCode).toBe(429);
    // The oldest of the three leaves the 10-minute window in just under 10 minutes.
    expect(fourth.json()).toMatchObject({ success: false, message: SOS_MESSAGES.tooMany(600) });
    expect(fourth.json().message).toContain('You can send another in 10 minutes.');
    expect(fourth.json().message).toMatch(/112/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(600);
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
    const first = await send(
      user,
      { comment: 'retry me' },
      { bytes: clips.webmFixture(3) },
      { 'idempotency-key': key },
    );
    const second = await send(
      user,
      { comment: 'retry me' },
      { bytes: clips.webmFixture(3) },
      { 'idempotency-key': key },
    );
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
});
