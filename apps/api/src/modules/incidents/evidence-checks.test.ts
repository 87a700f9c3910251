import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { createTestUser } from '../../../test/helpers';
import { idempotencyKeys, incidentFiles, incidents } from '../../db/schema';
import { PNG_1X1, fakeMp4, jpegWithGps, multipart, type Part } from './test-files';
import { alice, bytesOf, ctx, report, setupIncidentsApp, signedIn, storedFiles } from './incidents.test-helpers';

setupIncidentsApp();

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
      // A reporter of its own, so this case does not depend on how many reports alice has filed before it.
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
