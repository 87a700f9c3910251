/**
 * SOS submissions share the reports' write path: one Idempotency-Key names one request (another request with it
 * answers 422), and a voice note that cannot be stored leaves neither an alert nor a file behind.
 */
import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@safeogun/contract/messages';
import { createTestApp, createTestUser, engine, type TestContext, type TestUser } from '../../../test/helpers';
import { sosAlerts } from '../../db/schema';
import { sendMultipart } from '../incidents/test-files';
import { webmFixture } from './audio-fixtures.test-helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const send = (user: TestUser, data: object, audio: Buffer | null, key?: string) =>
  sendMultipart(ctx.app, 'POST', '/sos/new', data, {
    files: audio ? [audio] : [],
    field: 'audio',
    contentType: 'audio/webm',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });

const alertsOf = async (user: TestUser) =>
  (await ctx.database.db.select().from(sosAlerts).where(eq(sosAlerts.userId, user.id))).length;

function audioOnDisk(): string[] {
  const root = path.join(ctx.config.dataDir, 'uploads', 'sos');
  return existsSync(root) ? readdirSync(root) : [];
}

describe(`SOS writes (${engine})`, () => {
  it('the same Idempotency-Key with another comment or voice note answers 422, not the first alert', async () => {
    const user = await createTestUser(ctx);
    const key = `sos-${randomUUID()}`;
    const first = await send(user, { comment: 'Help at the junction' }, webmFixture(3), key);
    expect(first.statusCode, first.body).toBe(201);

    const otherComment = await send(user, { comment: 'Help at the market' }, webmFixture(3), key);
    expect(otherComment.statusCode).toBe(422);
    expect(otherComment.json()).toMatchObject({ success: false, message: IDEMPOTENCY_MESSAGES.keyReused });
    const otherAudio = await send(user, { comment: 'Help at the junction' }, webmFixture(5), key);
    expect(otherAudio.statusCode).toBe(422);

    const retry = await send(user, { comment: 'Help at the junction' }, webmFixture(3), key);
    expect(retry.json().data.alertId).toBe(first.json().data.alertId);
    expect(await alertsOf(user)).toBe(1);
  });

  it('a voice note that fails to store leaves no alert and no file', async () => {
    const user = await createTestUser(ctx);
    const before = audioOnDisk().length;
    const storage = ctx.app.storage;
    const original = storage.put.bind(storage);
    storage.put = async (key, bytes) => {
      await original(key, bytes);
      throw new Error('disk full');
    };
    try {
      const res = await send(user, { comment: 'Help, the storage is failing' }, webmFixture(3));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/disk full/);
    } finally {
      storage.put = original;
    }
    expect(await alertsOf(user)).toBe(0);
    expect(audioOnDisk().length).toBe(before);
  });
});
