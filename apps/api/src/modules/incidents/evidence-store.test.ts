/**
 * Evidence through the app on each store (local disk, and S3 on a server the test starts itself): videos and voice
 * notes stream whole or by byte range to those who may see them; and when S3 cannot be reached, a report or SOS
 * carrying files answers 503 with Retry-After and leaves nothing half-written, while text-only ones still go
 * (decision 033).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { STORAGE_MESSAGES } from '@safeogun/contract/messages';
import { createTestApp, createTestUser, engine, type TestContext, type TestUser } from '../../../test/helpers';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import { incidentFiles, incidentTypes, incidents, jobs, sosAlerts } from '../../db/schema';
import { STORAGE_REMOVE_QUEUE } from '../../plugins/storage-removals';
import { webmFixture } from '../sos/audio-fixtures.test-helpers';
import { PNG_1X1, fakeMp4, multipart, sendMultipart } from './test-files';

let server: TestS3Server;
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(() => server.close());

interface Setup {
  ctx: TestContext;
  citizen: TestUser;
  theftId: number;
}

async function setUp(env: () => Record<string, string>): Promise<Setup> {
  const ctx = await createTestApp({ env: env() });
  const citizen = await createTestUser(ctx);
  const types = await ctx.database.db.select().from(incidentTypes);
  return { ctx, citizen, theftId: types.find((t) => t.name === 'Theft')!.id };
}

const report = (theftId: number, description: string) => ({
  incidentTypeId: theftId,
  isDraft: false,
  address: '12 Oke-Ilewo Road, Abeokuta',
  description,
});

function fileReport(s: Setup, description: string, files: { name: string; bytes: Buffer; contentType: string }[]) {
  const body = multipart([
    { name: 'data', value: JSON.stringify(report(s.theftId, description)) },
    ...files.map((f) => ({ ...f, filename: 'evidence' })),
  ]);
  return s.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    payload: body.payload,
    headers: { ...body.headers, ...s.citizen.headers },
  });
}

const sendSos = (s: Setup, comment: string, audio: Buffer | null) =>
  audio
    ? sendMultipart(
        s.ctx.app,
        'POST',
        '/sos/new',
        { comment },
        {
          files: [audio],
          field: 'audio',
          contentType: 'audio/webm',
          headers: s.citizen.headers,
        },
      )
    : s.ctx.app.inject({ method: 'POST', url: '/api/v1/sos/new', payload: { comment }, headers: s.citizen.headers });

describe.each([
  ['local disk', () => ({})],
  ['S3', () => server.env],
])(`evidence streamed from %s (${engine})`, (_store, env) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(env);
  });
  afterAll(() => s.ctx.close());

  it('a video whole, or the byte range asked for (206), and 416 for a range past its end', async () => {
    const video = fakeMp4(5000);
    video.fill(7, 64);
    video.writeUInt32BE(0xdeadbeef, 4000);
    const res = await fileReport(s, 'A video of the theft.', [
      { name: 'video', bytes: video, contentType: 'video/mp4' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [incident] = await s.ctx.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.ticketId, res.json().data.ticketId as string));
    const [file] = await s.ctx.database.db
      .select()
      .from(incidentFiles)
      .where(eq(incidentFiles.incidentId, incident!.id));
    const get = (range?: string) =>
      s.ctx.app.inject({
        method: 'GET',
        url: `/api/v1/incident/${incident!.id}/files/${file!.id}`,
        headers: { ...s.citizen.headers, ...(range ? { range } : {}) },
      });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('5000');
    expect(whole.rawPayload).toEqual(video);

    const middle = await get('bytes=4000-4003');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 4000-4003/5000');
    expect(middle.headers['content-length']).toBe('4');
    expect(middle.rawPayload.readUInt32BE(0)).toBe(0xdeadbeef);

    const fromOn = await get('bytes=4990-');
    expect(fromOn.statusCode).toBe(206);
    expect(fromOn.rawPayload).toEqual(video.subarray(4990));
    const suffix = await get('bytes=-8');
    expect(suffix.headers['content-range']).toBe('bytes 4992-4999/5000');
    expect(suffix.rawPayload).toEqual(video.subarray(4992));

    const past = await get('bytes=6000-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */5000');
    expect(past.json().success).toBe(false);

    // A stranger gets nothing, range or not.
    const stranger = await createTestUser(s.ctx);
    const refused = await s.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/incident/${incident!.id}/files/${file!.id}`,
      headers: { ...stranger.headers, range: 'bytes=0-9' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('an SOS voice note to the police, whole or by range', async () => {
    const audio = webmFixture(3);
    const sent = await sendSos(s, 'Help at the junction', audio);
    expect(sent.statusCode, sent.body).toBe(201);
    const admin = await createTestUser(s.ctx, { role: 'admin' });
    const url = `/api/v1/police/sos/${sent.json().data.alertId as string}/audio`;
    const whole = await s.ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(audio);
    const part = await s.ctx.app.inject({ method: 'GET', url, headers: { ...admin.headers, range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${audio.length}`);
    expect(part.rawPayload).toEqual(audio.subarray(4, 12));
  });
});

describe(`S3 out of reach (${engine})`, () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(() => server.env);
  });
  afterAll(() => s.ctx.close());

  const rowsOf = async (description: string) =>
    s.ctx.database.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.userId, s.citizen.id), eq(incidents.description, description)));

  it('a report with a photo answers 503 with a sentence and Retry-After, and files nothing; one without files goes', async () => {
    server.down = true;
    try {
      const res = await fileReport(s, 'Photo while the store is down.', [
        { name: 'images', bytes: PNG_1X1, contentType: 'image/png' },
      ]);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({ success: false, message: STORAGE_MESSAGES.unavailable });
      expect(await rowsOf('Photo while the store is down.')).toHaveLength(0);

      const textOnly = await s.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/incident/new',
        payload: { data: report(s.theftId, 'Words only while the store is down.') },
        headers: s.citizen.headers,
      });
      expect(textOnly.statusCode, textOnly.body).toBe(201);
      expect(await rowsOf('Words only while the store is down.')).toHaveLength(1);
    } finally {
      server.down = false;
    }
  });

  it('an SOS with a voice note answers 503 and leaves no alert; a text-only SOS goes', async () => {
    const alerts = async () =>
      (await s.ctx.database.db.select().from(sosAlerts).where(eq(sosAlerts.userId, s.citizen.id))).length;
    const before = await alerts();
    server.down = true;
    try {
      const res = await sendSos(s, 'Help, with a voice note', webmFixture(3));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(await alerts()).toBe(before);
      const textOnly = await sendSos(s, 'Help, words only', null);
      expect(textOnly.statusCode, textOnly.body).toBe(201);
      expect(await alerts()).toBe(before + 1);
    } finally {
      server.down = false;
    }
  });

  it('a store lost between two photos: 503, no rows, and the photo already written is removed by a job', async () => {
    const objectsBefore = new Set(server.objects.keys());
    let puts = 0;
    // The first photo is written; then the store goes: the second write and the clean-up cannot reach it.
    server.cutWhen = (method) => (method === 'PUT' && ++puts > 1) || method === 'DELETE';
    let res;
    try {
      res = await fileReport(s, 'Two photos, the store lost halfway.', [
        { name: 'images', bytes: PNG_1X1, contentType: 'image/png' },
        { name: 'images', bytes: PNG_1X1, contentType: 'image/png' },
      ]);
    } finally {
      server.cutWhen = null;
    }
    expect(res.statusCode).toBe(503);
    expect(await rowsOf('Two photos, the store lost halfway.')).toHaveLength(0);
    const written = [...server.objects.keys()].filter((k) => !objectsBefore.has(k));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^incidents\//);
    const files = await s.ctx.database.db
      .select()
      .from(incidentFiles)
      .where(like(incidentFiles.storageKey, written[0]!));
    expect(files).toHaveLength(0);

    // The store is back: the queued removal takes the orphan away.
    const queued = await s.ctx.database.db.select().from(jobs).where(eq(jobs.queue, STORAGE_REMOVE_QUEUE));
    expect(queued.map((j) => j.payload)).toContainEqual({ key: written[0] });
    await s.ctx.app.jobs.runDue();
    expect(server.objects.has(written[0]!)).toBe(false);
  });
});
