import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext } from '../../../test/helpers';
import { incidentFiles, incidentTypes, incidents, lgas } from '../../db/schema';
import { sha256, stripJpeg } from './evidence';
import { leaks, pngChunksAndPixels } from './strip-fixtures';
import {
  ICC_SEGMENT,
  PNG_1X1,
  PROGRESSIVE_JPEG,
  exifTiffWithGps,
  jpegSegment,
  jpegWithGps,
  jpegWithTrailers,
  multipart,
  pngChunk,
} from './test-files';

/** What would let someone locate or identify the reporter: EXIF, its GPS block and camera, XMP, comments, trailers. */
const TRACES = ['Exif', 'SpyPhone', 'GPSLatitude', 'II*\0', 'taken at home', 'MPF\0', 'ftyp'];
const traces = (bytes: Buffer) => TRACES.filter((t) => bytes.includes(Buffer.from(t, 'latin1')));

describe('JPEG stripping', () => {
  it('cuts everything after the end of image of the primary picture, keeps the ICC profile, drops the MPF index', () => {
    const { input, stripped } = jpegWithTrailers();
    expect(traces(input)).toEqual(TRACES);
    const out = stripJpeg(input);
    expect(traces(out)).toEqual([]);
    // Byte for byte the original progressive picture (all ten scans, restart markers, stuffed bytes) plus its ICC.
    expect(out).toEqual(stripped);
    expect(out.includes(ICC_SEGMENT)).toBe(true);
  });

  it('leaves a clean JPEG as it is and closes a truncated one', () => {
    expect(stripJpeg(PROGRESSIVE_JPEG)).toEqual(PROGRESSIVE_JPEG);
    const truncated = PROGRESSIVE_JPEG.subarray(0, PROGRESSIVE_JPEG.length - 2);
    expect(stripJpeg(truncated)).toEqual(PROGRESSIVE_JPEG);
  });

  it('refuses a JPEG without image data', () => {
    const headerOnly = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jpegSegment(0xe1, Buffer.from('Exif\0\0', 'latin1')),
      Buffer.from([0xff, 0xd9]),
      PROGRESSIVE_JPEG,
    ]);
    expect(() => stripJpeg(headerOnly)).toThrow(/without image data/);
  });
});

describe('photos of anonymous reports', () => {
  let ctx: TestContext;
  let theftId: number;
  beforeAll(async () => {
    ctx = await createTestApp({ demo: true });
    const types = await ctx.database.db.select().from(incidentTypes);
    theftId = types.find((t) => t.name === 'Theft')!.id;
  });
  afterAll(() => ctx.close());

  /** Files an anonymous report with these multipart parts and answers the incident row it stored. */
  async function reportAnonymously(parts: Parameters<typeof multipart>[0]) {
    const body = multipart(parts);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/incident/new',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.ticketId, res.json().data.ticketId as string));
    return row!;
  }

  it('are stored without a second picture, video or EXIF/GPS appended after the end of image', async () => {
    const { input, stripped } = jpegWithTrailers();
    // The older fixture too: an appended JPEG carrying its own EXIF/GPS.
    const doubled = Buffer.concat([jpegWithGps(), jpegWithGps()]);
    const row = await reportAnonymously([
      { name: 'data', value: JSON.stringify({ incidentTypeId: theftId, description: 'Phone photo of the thief.' }) },
      { name: 'images', filename: 'IMG_0001.jpg', bytes: input, contentType: 'image/jpeg' },
      { name: 'images', filename: 'IMG_0002.jpg', bytes: doubled, contentType: 'image/jpeg' },
    ]);
    const files = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, row.id));
    expect(files).toHaveLength(2);
    const stored: Buffer[] = [];
    for (const f of files) {
      const opened = await ctx.app.storage.open(f.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(f.metadataStripped).toBe(true);
      expect(f.sha256).toBe(sha256(bytes));
      stored.push(bytes);
    }
    for (const bytes of stored) {
      expect(traces(bytes)).toEqual([]);
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      // One picture: no second start of image.
      expect(bytes.indexOf(Buffer.from([0xff, 0xd8]), 2)).toBe(-1);
    }
    expect(stored).toContainEqual(stripped);
  });

  it('keep no unknown or differently cased PNG chunk: police of the station get the photo without its GPS', async () => {
    const [lga] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Abeokuta South'));
    const gps = Buffer.from('GPS 7.1500N 3.3500E taken by SpyPhone', 'latin1');
    const photo = Buffer.concat([
      PNG_1X1.subarray(0, 33),
      pngChunk('exIf', exifTiffWithGps()),
      pngChunk('loCa', gps),
      PNG_1X1.subarray(33),
    ]);
    const row = await reportAnonymously([
      {
        name: 'data',
        value: JSON.stringify({
          incidentTypeId: theftId,
          description: 'Photo of the car the robbers drove.',
          latitude: lga!.labelLat,
          longitude: lga!.labelLng,
        }),
      },
      { name: 'images', filename: 'car.png', bytes: photo, contentType: 'image/png' },
    ]);
    expect(row.stationId).not.toBeNull();
    // Police of the station the report was routed to read it (an anonymous report has no owner to get a signed URL).
    const police = await createTestUser(ctx, { role: 'officer', stationId: row.stationId! });
    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, row.id));
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/incident/${row.id}/files/${file!.id}`,
      headers: police.headers,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
    expect(leaks(stored.rawPayload, gps)).toBe(false);
    expect(leaks(stored.rawPayload, exifTiffWithGps())).toBe(false);
    expect(pngChunksAndPixels(stored.rawPayload)).toEqual(pngChunksAndPixels(PNG_1X1));
  });
});
