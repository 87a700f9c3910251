/**
 * `npm run storage:copy`'s work: a one-machine install's evidence goes into the bucket checked against the SHA-256
 * its rows recorded, and a second run copies nothing twice (decision 033).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, engine, type TestContext } from '../test/helpers';
import { startTestS3Server, type TestS3Server } from '../test/s3-server';
import { incidentFiles, incidentTypes } from './db/schema';
import { s3Storage } from './plugins/storage-s3';
import { copyUploadsToBucket } from './storage-copy';
import { PNG_1X1, sendMultipart } from './modules/incidents/test-files';
import { webmFixture } from './modules/sos/audio-fixtures.test-helpers';

let ctx: TestContext;
let server: TestS3Server;
beforeAll(async () => {
  [ctx, server] = await Promise.all([createTestApp(), startTestS3Server()]);
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});

describe(`copying DATA_DIR/uploads into the bucket (${engine})`, () => {
  it('copies every file once, checked against its recorded SHA-256; names damaged and missing ones', async () => {
    const citizen = await createTestUser(ctx);
    const types = await ctx.database.db.select().from(incidentTypes);
    const data = (description: string) => ({
      incidentTypeId: types.find((t) => t.name === 'Theft')!.id,
      isDraft: false,
      address: '12 Oke-Ilewo Road, Abeokuta',
      description,
    });
    const photo = { files: [PNG_1X1], contentType: 'image/png', headers: citizen.headers };
    for (const description of ['First report.', 'Second report.', 'Third report.'])
      expect((await sendMultipart(ctx.app, 'POST', '/incident/new', data(description), photo)).statusCode).toBe(201);
    const sos = await sendMultipart(
      ctx.app,
      'POST',
      '/sos/new',
      { comment: 'Help' },
      {
        files: [webmFixture(3)],
        field: 'audio',
        contentType: 'audio/webm',
        headers: citizen.headers,
      },
    );
    expect(sos.statusCode, sos.body).toBe(201);
    const uploads = path.join(ctx.config.dataDir, 'uploads');
    mkdirSync(path.join(uploads, 'news-covers'), { recursive: true });
    writeFileSync(path.join(uploads, 'news-covers', 'cover.webp'), 'a cover');
    const [damaged, gone] = (await ctx.database.db.select().from(incidentFiles)).map((f) => f.storageKey);
    writeFileSync(path.join(uploads, damaged!), 'not the photo that was filed');
    rmSync(path.join(uploads, gone!));

    const store = s3Storage(server.config);
    const first = await copyUploadsToBucket({
      db: ctx.database.db,
      uploadsDir: uploads,
      source: ctx.app.storage,
      store,
    });
    // One report photo, the voice note and the cover; the damaged photo stays out, the deleted one is named.
    expect(first.copied).toHaveLength(3);
    expect(first.mismatched).toEqual([damaged]);
    expect(first.missing).toEqual([gone]);
    expect([...server.objects.keys()].sort()).toEqual(first.copied);
    // The bucket holds the bytes as they were filed, not the disk store's sealed form (decision 030).
    for (const key of first.copied) {
      const opened = await ctx.app.storage.open(key);
      expect(server.objects.get(key)!.bytes).toEqual(await buffer(opened!.stream));
    }
    expect(first.copied.some((k) => k.startsWith('sos/'))).toBe(true);

    let puts = 0;
    server.cutWhen = (method) => {
      if (method === 'PUT') puts++;
      return false;
    };
    const second = await copyUploadsToBucket({
      db: ctx.database.db,
      uploadsDir: uploads,
      source: ctx.app.storage,
      store,
    });
    server.cutWhen = null;
    expect(second.copied).toEqual([]);
    expect(second.skipped).toEqual(first.copied);
    expect(puts).toBe(0);
  });
});
