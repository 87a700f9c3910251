/**
 * Concurrent duplicates on PostgreSQL (real parallel connections): requests with one Idempotency-Key that arrive
 * together file one report and leave exactly one copy of each photo on disk; without photos, where one statement
 * claims the key and files the report, one report and one record of the key.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { idempotencyKeys, incidentFiles, incidentTypes, incidents } from '../../db/schema';
import { PNG_1X1, jpegWithGps, sendWithKey } from './test-files';

let ctx: TestContext;
let citizen: TestUser;
let theftId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  citizen = await createTestUser(ctx);
  const types = await ctx.database.db.select().from(incidentTypes);
  theftId = types.find((t) => t.name === 'Theft')!.id;
});
afterAll(() => ctx.close());

/** Every file under the storage directory of reports (one incident's, or all). */
function filesOnDisk(incidentId = ''): string[] {
  const root = path.join(ctx.config.dataDir, 'uploads', 'incidents', incidentId);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

const send = (method: 'POST' | 'PATCH', path: string, data: object, photo: Buffer, key: string) =>
  sendWithKey(ctx.app, citizen, { method, path, data, key, photos: [photo] });

describe('concurrent duplicates with one Idempotency-Key', () => {
  it('three identical submissions with a photo: one ticket, one report, one file on disk', async () => {
    const data = {
      incidentTypeId: theftId,
      isDraft: false,
      address: '12 Oke-Ilewo Road, Abeokuta',
      description: 'My bag was taken at the market.',
      // Identity hidden: the photo is stripped, so each request does real work before writing its file.
      isIdentityHidden: true,
    };
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send('POST', '/incident/new', data, jpegWithGps(), key)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const tickets = new Set(answers.map((res) => res.json().data.ticketId as string));
    expect(tickets.size).toBe(1);
    const [ticketId] = [...tickets];
    const rows = await ctx.database.db.select().from(incidents).where(eq(incidents.ticketId, ticketId!));
    expect(rows).toHaveLength(1);
    const fileRows = await ctx.database.db
      .select()
      .from(incidentFiles)
      .where(eq(incidentFiles.incidentId, rows[0]!.id));
    expect(fileRows).toHaveLength(1);
    expect(filesOnDisk()).toHaveLength(1);
    expect(filesOnDisk(rows[0]!.id)).toHaveLength(1);
  });

  it('three identical submissions without files (one statement each): one ticket, one report, one record', async () => {
    const data = {
      incidentTypeId: theftId,
      isDraft: false,
      address: '12 Oke-Ilewo Road, Abeokuta',
      description: 'My phone was taken on the bus.',
    };
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => sendWithKey(ctx.app, citizen, { method: 'POST', path: '/incident/new', data, key })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const tickets = new Set(answers.map((res) => res.json().data.ticketId as string));
    expect(tickets.size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.ticketId, [...tickets][0]!));
    expect(rows).toHaveLength(1);
    const records = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(records).toHaveLength(1);
    expect(records[0]!.response).toEqual(answers[0]!.json().data);

    const otherText = await sendWithKey(ctx.app, citizen, {
      method: 'POST',
      path: '/incident/new',
      data: { ...data, description: 'Someone stole my bag at the market.' },
      key,
    });
    expect(otherText.statusCode).toBe(422);
  });

  it('three identical draft edits adding a photo: one new file row and one file on disk', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/incident/new',
      payload: { data: { incidentTypeId: theftId, isDraft: true, description: 'Draft first.' } },
      headers: citizen.headers,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as string;
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('PATCH', `/incident/${id}`, { description: 'With a photo now.' }, PNG_1X1, key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const fileRows = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, id));
    expect(fileRows).toHaveLength(1);
    expect(filesOnDisk(id)).toHaveLength(1);
  });
});
