import { afterAll, beforeAll } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { lgas, sosAlerts, stations } from '../../db/schema';

// A live binding: each test file imports this module afresh (vitest isolates files), calls setupSosApp() and so gets
// its own app.
export let ctx: TestContext;

/** Starts an app before the file's tests and closes it after. */
export function setupSosApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });
}

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

export async function send(
  user: TestUser | null,
  data: unknown,
  audio?: Parameters<typeof multipart>[1],
  extraHeaders: Record<string, string> = {},
) {
  return sendTo(ctx, user, data, audio, extraHeaders);
}

/** POST /sos/new to the app of `context` as `user`, the data as JSON text and the voice note as files are sent. */
export async function sendTo(
  context: TestContext,
  user: TestUser | null,
  data: unknown,
  audio?: Parameters<typeof multipart>[1],
  extraHeaders: Record<string, string> = {},
) {
  const body = multipart(data, audio);
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/sos/new',
    headers: { ...body.headers, ...(user?.headers ?? {}), ...extraHeaders },
    payload: body.payload,
  });
}

export async function alertRow(id: string) {
  const [row] = await ctx.database.db.select().from(sosAlerts).where(eq(sosAlerts.id, id));
  return row!;
}

export const ABEOKUTA = { latitude: 7.1475, longitude: 3.3619, accuracy: 12.4 };

export async function lgaId(name: string) {
  const [row] = await ctx.database.db.select({ id: lgas.id }).from(lgas).where(eq(lgas.name, name));
  return row!.id;
}

/** A police officer at a new station of the given LGA. */
export async function officerIn(lga: number) {
  const [station] = await ctx.database.db
    .insert(stations)
    .values({ formation: `Test Division ${randomUUID().slice(0, 8)}`, lgaId: lga })
    .returning();
  return createTestUser(ctx, { role: 'officer', stationId: station!.id });
}

export function outbox(): Array<{ to: string; message: string; file: string }> {
  const dir = path.join(ctx.config.dataDir, 'sms-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ ...JSON.parse(readFileSync(path.join(dir, f), 'utf8')), file: f }));
}
