import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_MESSAGES, tooManyRequestsMessage } from '@safeogun/contract/messages';
import { createTestUser } from '../../../test/helpers';
import { incidentFiles, incidents, lgas, stations } from '../../db/schema';
import { sha256 } from './evidence';
import { PNG_1X1, gifWithComment, jpegWithGps, pngWithGps } from './test-files';
import { VIDEO_FRAMES, mp4VideoFrames, mp4WithGps } from './strip-fixtures';
import {
  abeokuta,
  admin,
  alice,
  assaultId,
  bob,
  bytesOf,
  ctx,
  police,
  report,
  rowByTicket,
  setupIncidentsApp,
  signedIn,
  theftId,
} from './incidents.test-helpers';

setupIncidentsApp();

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
    const mine = (await ctx.api('GET', '/incident/all', alice)).json();
    expect(mine.data.incidents.data.map((i: { ticketId: string }) => i.ticketId)).not.toContain(ticketId);

    const track = await ctx.api('GET', `/incident/track/${ticketId.toLowerCase()}`);
    expect(track.statusCode).toBe(200);
    const data = track.json().data;
    expect(data).toEqual({
      trackingId: ticketId,
      status: 'new',
      dateSubmitted: expect.any(String),
      incidentType: 'Assault or Abuse',
      updates: [],
      messages: [],
      canReply: true,
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
      const track = await ctx.api('GET', `/incident/track/${id}`);
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

    const detail = await ctx.api('GET', `/incident/${row.id}`, alice);
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
    const local = await createTestUser(ctx, { role: 'officer', stationId: row.stationId! });
    const elsewhere = await createTestUser(ctx, { role: 'officer', stationId: ota!.id });
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

  it('holds a direct report to the minimums of a submitted draft: one rule whichever way a report is sent', async () => {
    const before = (await ctx.database.db.select().from(incidents)).length;
    const short = await report(signedIn({ description: ' Stolen ', address: 'Ota' }), {}, alice.headers);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      message: [REPORT_MESSAGES.descriptionTooShort, REPORT_MESSAGES.addressTooShort].join(', '),
      errors: [
        { field: 'description', message: REPORT_MESSAGES.descriptionTooShort },
        { field: 'address', message: REPORT_MESSAGES.addressTooShort },
      ],
    });
    const anonymous = await report({ incidentTypeId: theftId, description: 'Stolen' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().message).toBe(REPORT_MESSAGES.descriptionTooShort);
    expect((await ctx.database.db.select().from(incidents)).length).toBe(before);
  });

  it('lists reports paged with the pagination block', async () => {
    const res = await ctx.api('GET', '/incident/all?page=1&size=1', alice);
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json().data.incidents;
    expect(data).toHaveLength(1);
    expect(pagination).toMatchObject({ currentPage: 1, pageSize: 1 });
    expect(pagination.total).toBe(3);
    expect(pagination.totalPages).toBe(3);
    const bad = await ctx.api('GET', '/incident/all?page=zero', alice);
    expect(bad.statusCode).toBe(400);
    expect((await ctx.api('GET', '/incident/all')).statusCode).toBe(401);
  });
});
