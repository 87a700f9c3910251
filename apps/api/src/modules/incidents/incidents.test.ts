import { randomUUID } from 'node:crypto';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_MESSAGES, REVIEW_MESSAGES, tooManyRequestsMessage } from '@safeogun/contract/messages';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { idempotencyKeys, incidentFiles, incidentTypes, incidents, lgas, stations } from '../../db/schema';
import { sha256 } from './evidence';
import { PNG_1X1, fakeMp4, gifWithComment, jpegWithGps, multipart, pngWithGps, type Part } from './test-files';
import { VIDEO_FRAMES, mp4VideoFrames, mp4WithGps } from './strip-fixtures';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let police: TestUser;
let admin: TestUser;
let theftId: number;
let assaultId: number;

/** A point inside Abeokuta South (the LGA's label point). */
let abeokuta: { lat: number; lng: number; lgaId: number };

beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
  alice = await createTestUser(ctx, { fullName: 'Alice Adebayo' });
  bob = await createTestUser(ctx, { fullName: 'Bob Bello' });
  police = await createTestUser(ctx, { fullName: 'Officer Ola', role: 'police' });
  admin = await createTestUser(ctx, { fullName: 'Admin Ade', role: 'admin' });
  const types = await ctx.database.db.select().from(incidentTypes);
  theftId = types.find((t) => t.name === 'Theft')!.id;
  assaultId = types.find((t) => t.name === 'Assault or Abuse')!.id;
  const [lga] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Abeokuta South'));
  abeokuta = { lat: lga!.labelLat!, lng: lga!.labelLng!, lgaId: lga!.id };
});
afterAll(() => ctx.close());

const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
function storedFiles(): string[] {
  const root = path.join(uploadsDir(), 'incidents');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

function report(
  data: Record<string, unknown>,
  files: { images?: Buffer[]; video?: Buffer; names?: string[] } = {},
  headers: Record<string, string> = {},
) {
  const parts: Part[] = [{ name: 'data', value: JSON.stringify(data) }];
  (files.images ?? []).forEach((bytes, i) =>
    parts.push({ name: 'images', filename: files.names?.[i] ?? `photo${i}.jpg`, bytes, contentType: 'image/jpeg' }),
  );
  if (files.video) parts.push({ name: 'video', filename: 'clip.mp4', bytes: files.video, contentType: 'video/mp4' });
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

function patch(id: string, data: Record<string, unknown>, user: TestUser, images: Buffer[] = []) {
  const parts: Part[] = [{ name: 'data', value: JSON.stringify(data) }];
  images.forEach((bytes, i) => parts.push({ name: 'images', filename: `p${i}.png`, bytes }));
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/incident/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

const signedIn = (extra: Record<string, unknown> = {}) => ({
  incidentTypeId: theftId,
  isDraft: false,
  address: '12 Oke-Ilewo Road, Abeokuta',
  description: 'My phone was snatched at the bus stop.',
  isIdentityHidden: false,
  isLocationHidden: false,
  isAnonymous: false,
  channel: 'web',
  stationId: null,
  latitude: abeokuta.lat,
  longitude: abeokuta.lng,
  ...extra,
});

async function rowByTicket(ticketId: string) {
  const [row] = await ctx.database.db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
  return row!;
}

async function bytesOf(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return res;
}

describe('anonymous reports', () => {
  it('files with a photo, strips its GPS metadata, links no account even when signed in, and tracks publicly', async () => {
    const photo = jpegWithGps();
    expect(photo.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    const res = await report(
      {
        incidentTypeId: assaultId,
        description: 'A man was beaten at the junction.',
        isAnonymous: true,
        channel: 'web',
      },
      { images: [photo] },
      alice.headers,
    );
    expect(res.statusCode).toBe(201);
    const ticketId = res.json().data.ticketId as string;
    expect(ticketId).toMatch(/^OGP-[0-9A-HJKMNP-TV-Z]{10}$/);
    const row = await rowByTicket(ticketId);
    expect(row.userId).toBeNull();
    expect(row.isAnonymous).toBe(true);
    expect(row.isIdentityHidden).toBe(true);
    expect(row.channel).toBe('web');

    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, row.id));
    expect(file!.metadataStripped).toBe(true);
    const police404 = await bytesOf(`/api/v1/incident/${row.id}/files/${file!.id}`, admin.headers);
    expect(police404.statusCode).toBe(200);
    const stored = police404.rawPayload;
    expect(police404.headers['content-type']).toBe('image/jpeg');
    // No EXIF (GPS IFD, camera make), no XMP, no comment; the picture itself is untouched.
    for (const marker of ['Exif\0\0', 'SpyPhone', 'GPSLatitude', 'taken at home', 'II*\0'])
      expect(stored.includes(Buffer.from(marker, 'latin1'))).toBe(false);
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stored.includes(Buffer.from('JFIF', 'latin1'))).toBe(true);
    expect(stored.subarray(-7)).toEqual(Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9]));
    expect(file!.sha256).toBe(sha256(stored));

    // Not in the signed-in user's own lists.
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all', headers: alice.headers })).json();
    expect(mine.data.incidents.data.map((i: { ticketId: string }) => i.ticketId)).not.toContain(ticketId);

    const track = await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/track/${ticketId.toLowerCase()}` });
    expect(track.statusCode).toBe(200);
    const data = track.json().data;
    expect(data).toEqual({
      trackingId: ticketId,
      status: 'new',
      dateSubmitted: expect.any(String),
      incidentType: 'Assault or Abuse',
      updates: [],
    });
    expect(JSON.stringify(track.json())).not.toMatch(/Alice|@example\.com|userId/);
  });

  it('drops the location and device boxes and the GPS track of an anonymous video; its frames still play', async () => {
    const video = mp4WithGps();
    const res = await report({ incidentTypeId: theftId, description: 'Filmed the robbery from my window.' }, { video });
    expect(res.statusCode).toBe(201);
    const row = await rowByTicket(res.json().data.ticketId);
    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, row.id));
    const stored = (await bytesOf(`/api/v1/incident/${row.id}/files/${file!.id}`, admin.headers)).rawPayload;
    expect(file!.metadataStripped).toBe(true);
    for (const marker of ['+07.1500', '+003.3500', 'SpyPhone', 'ISO6709', 'udta', '<xmp>'])
      expect(stored.includes(Buffer.from(marker, 'latin1'))).toBe(false);
    // The frames moved forward with the boxes dropped before them, and the chunk offsets with them.
    expect(stored.length).toBeLessThan(video.length);
    expect(mp4VideoFrames(stored)).toEqual(VIDEO_FRAMES);
    expect(stored.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(file!.sha256).toBe(sha256(stored));
  });

  it('works without an account, and strips PNG eXIf and text chunks and GIF comments', async () => {
    const res = await report(
      { incidentTypeId: theftId, description: 'Shop broken into overnight.' },
      { images: [pngWithGps(), gifWithComment()], names: ['a.png', 'b.gif'] },
    );
    expect(res.statusCode).toBe(201);
    const row = await rowByTicket(res.json().data.ticketId);
    expect(row.userId).toBeNull();
    const files = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, row.id));
    expect(files.map((f) => f.contentType).sort()).toEqual(['image/gif', 'image/png']);
    for (const f of files) {
      const body = (await bytesOf(`/api/v1/incident/${row.id}/files/${f.id}`, admin.headers)).rawPayload;
      expect(f.sha256).toBe(sha256(body));
      if (f.contentType === 'image/png') {
        expect(body.includes(Buffer.from('eXIf', 'latin1'))).toBe(false);
        expect(body.includes(Buffer.from('tEXt', 'latin1'))).toBe(false);
        expect(body).toEqual(PNG_1X1);
      } else expect(body.includes(Buffer.from('hello', 'latin1'))).toBe(false);
    }
  });

  it('answers the specification messages for missing fields and unknown tracking ids', async () => {
    const res = await report({ incidentTypeId: theftId, description: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REPORT_MESSAGES.requiredAnonymous);
    const draft = await report({ incidentTypeId: theftId, description: 'x', isDraft: true });
    expect(draft.statusCode).toBe(400);
    for (const id of ['OGP-0000000000', 'nonsense', 'OGP-' + 'Z'.repeat(60)]) {
      const track = await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/track/${id}` });
      expect(track.statusCode).toBe(404);
      expect(track.json().message).toBe(REPORT_MESSAGES.trackingNotFound);
    }
  });
});

describe('tracking is rate limited', () => {
  it('answers 429 after 20 lookups a minute from one client, saying how long to wait', async () => {
    const responses = [];
    for (let i = 0; i < 22; i++) {
      responses.push(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/incident/track/OGP-0000000000',
          remoteAddress: '10.9.8.7',
        }),
      );
    }
    const codes = responses.map((res) => res.statusCode);
    expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    const refused = responses.at(-1)!;
    expect(refused.json()).toMatchObject({
      success: false,
      message: tooManyRequestsMessage(Number(refused.headers['retry-after'])),
    });
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
  });
});

describe('signed-in reports', () => {
  it('routes by coordinates to the LGA and its nearest station, keeps metadata when identity is not hidden', async () => {
    const photo = jpegWithGps();
    const res = await report(signedIn(), { images: [photo] }, alice.headers);
    expect(res.statusCode).toBe(201);
    const row = await rowByTicket(res.json().data.ticketId);
    expect(row.userId).toBe(alice.id);
    expect(row.lgaId).toBe(abeokuta.lgaId);
    const [station] = await ctx.database.db.select().from(stations).where(eq(stations.id, row.stationId!));
    expect(station!.lgaId).toBe(abeokuta.lgaId);
    expect(row.submittedAt).not.toBeNull();
    expect(row.slaDueAt).not.toBeNull();

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${row.id}`, headers: alice.headers });
    expect(detail.statusCode).toBe(200);
    const incident = detail.json().data.incident;
    expect(incident).toMatchObject({
      incidentType: 'Theft',
      incidentStatus: 'new',
      address: '12 Oke-Ilewo Road, Abeokuta',
      station: { id: station!.id, formation: station!.formation },
      lga: { id: abeokuta.lgaId, name: 'Abeokuta South' },
      isDraft: false,
    });
    expect(incident.incidentImages).toHaveLength(1);
    // The signed URL works without a header (for <img>), and a tampered one does not.
    const url = incident.incidentImages[0] as string;
    const viaUrl = await bytesOf(url);
    expect(viaUrl.statusCode).toBe(200);
    expect(viaUrl.headers['content-type']).toBe('image/jpeg');
    expect(viaUrl.rawPayload).toEqual(photo);
    // Flip the signature's first character to a different one (a fixed replacement matches it 1 time in 64).
    const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await bytesOf(tampered)).statusCode).toBe(404);
    const plain = url.split('?')[0]!;
    expect((await bytesOf(plain)).statusCode).toBe(404);
    expect((await bytesOf(plain, alice.headers)).statusCode).toBe(200);
    expect((await bytesOf(plain, bob.headers)).statusCode).toBe(404);
  });

  it('serves evidence to police of the jurisdiction only', async () => {
    const res = await report(signedIn(), { images: [PNG_1X1] }, alice.headers);
    const row = await rowByTicket(res.json().data.ticketId);
    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, row.id));
    const url = `/api/v1/incident/${row.id}/files/${file!.id}`;
    const [ota] = await ctx.database.db
      .select()
      .from(stations)
      .where(eq(stations.formation, 'Ado-Odo/Ota Division (demo)'));
    const local = await createTestUser(ctx, { role: 'police', stationId: row.stationId! });
    const elsewhere = await createTestUser(ctx, { role: 'police', stationId: ota!.id });
    expect((await bytesOf(url, local.headers)).statusCode).toBe(200);
    expect((await bytesOf(url, elsewhere.headers)).statusCode).toBe(404);
    expect((await bytesOf(url, police.headers)).statusCode).toBe(404);
    expect((await bytesOf(url, admin.headers)).statusCode).toBe(200);
  });

  it('hides photo metadata when the reporter hides their identity; chosen station wins; address gives the LGA', async () => {
    const [sagamu] = await ctx.database.db
      .select()
      .from(stations)
      .where(eq(stations.formation, 'Sagamu Division (demo)'));
    const res = await report(
      signedIn({
        isIdentityHidden: true,
        latitude: null,
        longitude: null,
        address: 'Akarigbo Street, Sagamu',
        stationId: sagamu!.id,
      }),
      { images: [jpegWithGps()] },
      alice.headers,
    );
    expect(res.statusCode).toBe(201);
    const row = await rowByTicket(res.json().data.ticketId);
    expect(row.stationId).toBe(sagamu!.id);
    const [lga] = await ctx.database.db.select().from(lgas).where(eq(lgas.id, row.lgaId!));
    expect(lga!.name).toBe('Sagamu');
    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, row.id));
    expect(file!.metadataStripped).toBe(true);
  });

  it('requires type, description and address', async () => {
    const res = await report(signedIn({ address: '' }), {}, alice.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REPORT_MESSAGES.requiredSignedIn);
  });

  it('lists reports paged with the pagination block', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/incident/all?page=1&size=1',
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json().data.incidents;
    expect(data).toHaveLength(1);
    expect(pagination).toMatchObject({ currentPage: 1, pageSize: 1 });
    expect(pagination.total).toBe(3);
    expect(pagination.totalPages).toBe(3);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all?page=zero', headers: alice.headers });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all' })).statusCode).toBe(401);
  });
});

describe('evidence checks', () => {
  it('refuses a program named .jpg, a fourth image, a second video and files of 10 MB', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\0', 'latin1'), Buffer.alloc(200)]);
    const cases: [Parameters<typeof report>[1], string][] = [
      [{ images: [exe], names: ['holiday.jpg'] }, REPORT_MESSAGES.fileTypeNotAllowed],
      [{ images: [PNG_1X1, PNG_1X1, PNG_1X1, PNG_1X1] }, REPORT_MESSAGES.tooManyImages],
      [{ images: [PNG_1X1], video: PNG_1X1 }, REPORT_MESSAGES.fileTypeNotAllowed],
      [{ images: [fakeMp4()] }, REPORT_MESSAGES.fileTypeNotAllowed],
      [{ images: [Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)])] }, REPORT_MESSAGES.fileTooLarge],
    ];
    for (const [files, message] of cases) {
      const res = await report(signedIn(), files, alice.headers);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const parts: Part[] = [
      { name: 'data', value: JSON.stringify(signedIn()) },
      { name: 'video', filename: 'a.mp4', bytes: fakeMp4() },
      { name: 'video', filename: 'b.mp4', bytes: fakeMp4() },
    ];
    const body = multipart(parts);
    const two = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/incident/new',
      payload: body.payload,
      headers: { ...body.headers, ...alice.headers },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(REPORT_MESSAGES.tooManyVideos);
  });

  it('accepts one video and serves it as video/mp4', async () => {
    const res = await report(signedIn(), { video: fakeMp4(2048) }, alice.headers);
    expect(res.statusCode).toBe(201);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${res.json().data.id}`, headers: alice.headers })
    ).json().data.incident;
    expect(detail.video.contentType).toBe('video/mp4');
    const file = await bytesOf(detail.video.url);
    expect(file.headers['content-type']).toBe('video/mp4');
  });

  it('answers 400, never 500, to malformed input of every kind', async () => {
    const bad: { payload: Buffer | string; headers: Record<string, string> }[] = [
      multipart([{ name: 'data', value: '{not json' }]),
      multipart([{ name: 'data', value: '[1,2]' }]),
      multipart([{ name: 'images', filename: 'a.png', bytes: PNG_1X1 }]),
      multipart([{ name: 'data', value: JSON.stringify(signedIn({ incidentTypeId: 'Theft' })) }]),
      multipart([{ name: 'data', value: JSON.stringify(signedIn({ incidentTypeId: 99999 })) }]),
      multipart([{ name: 'data', value: JSON.stringify(signedIn({ latitude: 'north' })) }]),
      multipart([{ name: 'data', value: JSON.stringify(signedIn({ latitude: 500 })) }]),
      multipart([{ name: 'data', value: JSON.stringify(signedIn({ stationId: 99999 })) }]),
      multipart([{ name: 'data', value: JSON.stringify(signedIn({ description: 'x'.repeat(6000) })) }]),
      multipart([{ name: 'data', value: JSON.stringify({ ...signedIn(), address: 'y'.repeat(70_000) }) }]),
      multipart([
        { name: 'data', value: JSON.stringify(signedIn()) },
        { name: 'evil', filename: 'x.png', bytes: PNG_1X1 },
      ]),
      {
        payload: '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      },
      { payload: 'not json', headers: { 'content-type': 'application/json' } },
      { payload: 'hello', headers: { 'content-type': 'text/plain' } },
    ];
    for (const [i, b] of bad.entries()) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/incident/new',
        payload: b.payload,
        headers: { ...b.headers, ...alice.headers },
      });
      expect([400, 415], `case ${i}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    const badKey = await report(signedIn(), {}, { ...alice.headers, 'idempotency-key': 'x' });
    expect(badKey.statusCode).toBe(400);
  });

  it.each(['incidentTypeId', 'stationId'])(
    'answers 400 naming %s when it is beyond the database range',
    async (field) => {
      // A reporter of its own: alice's reports in this file are near the per-account submission limit.
      const reporter = await createTestUser(ctx);
      const res = await report(signedIn({ [field]: 3_000_000_000 }), {}, reporter.headers);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].field).toBe(field);
      expect(body.errors[0].message).toMatch(new RegExp(`${field} must be a whole number from 1 to 2147483647\\.$`));
      expect(body.message).toBe(body.errors[0].message);
    },
  );
});

describe('nothing lost, nothing doubled', () => {
  it('a retry with the same Idempotency-Key returns the same ticket and stores one report', async () => {
    const key = randomUUID();
    const first = await report(signedIn(), { images: [PNG_1X1] }, { ...alice.headers, 'idempotency-key': key });
    const again = await report(signedIn(), { images: [PNG_1X1] }, { ...alice.headers, 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.ticketId).toBe(first.json().data.ticketId);
    const rows = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    const files = await ctx.database.db
      .select()
      .from(incidentFiles)
      .where(eq(incidentFiles.incidentId, first.json().data.id));
    expect(files).toHaveLength(1);
    // Concurrent duplicates too.
    const key2 = randomUUID();
    const both = await Promise.all([
      report(signedIn(), {}, { ...alice.headers, 'idempotency-key': key2 }),
      report(signedIn(), {}, { ...alice.headers, 'idempotency-key': key2 }),
    ]);
    expect(both[0].json().data.ticketId).toBe(both[1].json().data.ticketId);
    const same = await ctx.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.ticketId, both[0].json().data.ticketId));
    expect(same).toHaveLength(1);
  });

  it('a failure after a file was written leaves no file and no row', async () => {
    const storage = ctx.app.storage;
    const before = storedFiles().length;
    const countRows = async () => (await ctx.database.db.select({ id: incidents.id }).from(incidents)).length;
    const rows = await countRows();
    const original = storage.put.bind(storage);
    let calls = 0;
    storage.put = async (key, bytes) => {
      calls += 1;
      await original(key, bytes);
      if (calls === 2) throw new Error('disk full');
    };
    try {
      const res = await report(
        signedIn({ description: 'Should never be stored anywhere.' }),
        {
          images: [PNG_1X1, jpegWithGps()],
        },
        alice.headers,
      );
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/disk full/);
    } finally {
      storage.put = original;
    }
    expect(calls).toBe(2);
    expect(storedFiles().length).toBe(before);
    expect(await countRows()).toBe(rows);
  });
});

describe('drafts', () => {
  it('saves, lists, edits (removing an image), submits with the draft rules, and deletes', async () => {
    const saved = await report(
      signedIn({ isDraft: true, description: 'short', address: '' }),
      { images: [PNG_1X1, PNG_1X1] },
      alice.headers,
    );
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id as string;
    expect(saved.json().data.isDraft).toBe(true);

    const drafts = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all?isDraft=true', headers: alice.headers })
    ).json().data.incidents;
    expect(drafts.data.map((d: { id: string }) => d.id)).toContain(id);
    const reports = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all', headers: alice.headers })
    ).json().data.incidents.data;
    expect(reports.map((d: { id: string }) => d.id)).not.toContain(id);
    const draft = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers })
    ).json().data.incident;
    expect(draft.submittedAt).toBeNull();
    const [firstImage, secondImage] = draft.files as { id: string }[];

    // Kept plus new images count together.
    const tooMany = await patch(id, { keepImages: [firstImage!.id, secondImage!.id] }, alice, [PNG_1X1, PNG_1X1]);
    expect(tooMany.json().message).toBe(REPORT_MESSAGES.tooManyImages);

    // Submitting with the draft rules: messages joined with commas.
    const invalid = await patch(id, { isDraft: false, address: 'Ota' }, alice);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      [REPORT_MESSAGES.descriptionTooShort, REPORT_MESSAGES.addressTooShort].join(', '),
    );

    const edited = await patch(
      id,
      { removeImageIds: [secondImage!.id], description: 'Now a longer description.' },
      alice,
      [pngWithGps()],
    );
    expect(edited.statusCode).toBe(200);
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers })
    ).json().data.incident;
    expect(after.files.map((f: { id: string }) => f.id)).toContain(firstImage!.id);
    expect(after.files.map((f: { id: string }) => f.id)).not.toContain(secondImage!.id);
    expect(after.files).toHaveLength(2);
    expect(after.description).toBe('Now a longer description.');

    const submitted = await patch(id, { isDraft: false, address: '5 Ibara Housing Estate, Abeokuta' }, alice);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toEqual({ ticketId: saved.json().data.ticketId, id, isDraft: false });
    const row = await rowByTicket(saved.json().data.ticketId);
    expect(row.isDraft).toBe(false);
    expect(row.submittedAt).not.toBeNull();
    expect(row.lgaId).toBe(abeokuta.lgaId);

    // No longer a draft: no edit, no delete.
    expect((await patch(id, { description: 'changed after submit' }, alice)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/incident/${id}`, headers: alice.headers })).statusCode,
    ).toBe(400);

    const other = await report(signedIn({ isDraft: true }), { images: [PNG_1X1] }, alice.headers);
    const otherId = other.json().data.id as string;
    const filesBefore = storedFiles().length;
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/incident/${otherId}`, headers: alice.headers });
    expect(del.statusCode).toBe(200);
    expect(storedFiles().length).toBe(filesBefore - 1);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${otherId}`, headers: alice.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('hiding identity later strips the metadata of kept photos', async () => {
    const saved = await report(signedIn({ isDraft: true }), { images: [jpegWithGps()] }, alice.headers);
    const id = saved.json().data.id as string;
    const res = await patch(id, { isIdentityHidden: true }, alice);
    expect(res.statusCode).toBe(200);
    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, id));
    expect(file!.metadataStripped).toBe(true);
    const body = (await bytesOf(`/api/v1/incident/${id}/files/${file!.id}`, alice.headers)).rawPayload;
    expect(body.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
  });
});

describe('ownership', () => {
  it('another user gets 404 on every call, never the record', async () => {
    const saved = await report(signedIn({ isDraft: true }), { images: [PNG_1X1] }, alice.headers);
    const id = saved.json().data.id as string;
    const fileId = (await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, id)))[0]!.id;
    const calls = [
      ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: bob.headers }),
      patch(id, { description: 'hijacked description' }, bob),
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/incident/${id}`, headers: bob.headers }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/incident/${id}/review`,
        headers: bob.headers,
        payload: { rating: 5, comments: 'Great' },
      }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}/files/${fileId}`, headers: bob.headers }),
      ctx.app.inject({ method: 'GET', url: `/api/v1/incident/not-a-uuid`, headers: bob.headers }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Alice');
    }
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/all?isDraft=true', headers: bob.headers })
    ).json();
    expect(list.data.incidents.data).toEqual([]);
    const still = await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers });
    expect(still.json().data.incident.description).not.toBe('hijacked description');
  });
});

describe('status changes and reviews', () => {
  it('police move a report along the allowed transitions with a note; the owner reviews once when resolved', async () => {
    const res = await report(signedIn(), {}, alice.headers);
    const { id, ticketId } = res.json().data as { id: string; ticketId: string };
    const local = await createTestUser(ctx, { role: 'police', stationId: (await rowByTicket(ticketId)).stationId! });
    const setStatus = (status: string, note = 'Officers have been assigned.', user = local) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/police/incidents/${id}/status`,
        headers: user.headers,
        payload: { status, note },
      });
    const review = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/incident/${id}/review`, headers: alice.headers, payload });

    expect((await setStatus('in-progress', 'x', alice)).statusCode).toBe(403);
    // An officer of no station (or another one) does not reach it.
    expect((await setStatus('in-progress', 'x', police)).statusCode).toBe(404);
    expect((await review({ rating: 4, comments: 'Thanks' })).statusCode).toBe(400);
    expect((await setStatus('resolved')).statusCode).toBe(400);
    expect((await setStatus('In Progress')).statusCode).toBe(200);
    expect((await setStatus('nonsense')).statusCode).toBe(400);
    const noNote = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/police/incidents/${id}/status`,
      headers: local.headers,
      payload: { status: 'resolved' },
    });
    expect(noNote.statusCode).toBe(400);
    const resolved = await setStatus('solved', 'Suspect arrested; phone recovered.');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.status).toBe('resolved');

    const track = (await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/track/${ticketId}` })).json().data;
    expect(track.status).toBe('resolved');
    expect(track.updates.map((u: { note: string }) => u.note)).toEqual([
      'Officers have been assigned.',
      'Suspect arrested; phone recovered.',
    ]);

    expect((await review({ rating: 0, comments: 'ok' })).json().message).toBe(REVIEW_MESSAGES.ratingRequired);
    expect((await review({ rating: 5, comments: '   ' })).json().message).toBe(REVIEW_MESSAGES.commentsRequired);
    expect((await review({ rating: 5, comments: 'x'.repeat(1001) })).statusCode).toBe(400);
    const ok = await review({
      name: 'Alice Adebayo',
      rating: 5,
      comments: 'Quick response.',
      isIdentityHidden: true,
      incidentId: id,
    });
    expect(ok.statusCode).toBe(201);
    expect((await review({ rating: 4, comments: 'Again' })).statusCode).toBe(409);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/incident/${id}`, headers: alice.headers })
    ).json().data.incident;
    expect(detail.review).toMatchObject({ rating: 5, comments: 'Quick response.', isIdentityHidden: true });
    expect(detail.updates).toHaveLength(2);
  });
});

describe('geocoding (offline provider)', () => {
  it('resolves coordinates to the LGA and typed town names, and knows what is not Nigeria', async () => {
    const rev = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/geo/reverse?lat=${abeokuta.lat}&lng=${abeokuta.lng}`,
    });
    expect(rev.json().data.place).toMatchObject({ inNigeria: true, inOgun: true, lga: { name: 'Abeokuta South' } });
    const lagos = (await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/reverse?lat=6.45&lng=3.39' })).json().data
      .place;
    expect(lagos).toMatchObject({ inNigeria: true, inOgun: false, lga: null });
    const sagamu = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/search?q=12%20Akarigbo%20Street%20Sagamu' })
    ).json().data.places;
    expect(sagamu[0]).toMatchObject({ inNigeria: true, inOgun: true, lga: { name: 'Sagamu' } });
    const london = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/search?q=10%20Downing%20Street%20London' })
    ).json();
    expect(london.data.places).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/geo/reverse?lat=abc&lng=1' })).statusCode).toBe(400);
  });
});
