/**
 * An Idempotency-Key names one request: a retry of it gets the first answer, while the same key with another
 * request (other fields, other file bytes) is refused with 422 and a sentence, never answered with the first
 * request's result.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@safeogun/contract/messages';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { incidentTypes, incidents } from '../../db/schema';
import { PNG_1X1, jpegWithGps, sendWithKey } from './test-files';

let ctx: TestContext;
let citizen: TestUser;
let theftId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [citizen, theftId] = await Promise.all([
    createTestUser(ctx),
    ctx.database.db
      .select()
      .from(incidentTypes)
      .then((types) => types.find((t) => t.name === 'Theft')!.id),
  ]);
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PATCH', path: string, data: object, key: string, photo?: Buffer) =>
  sendWithKey(ctx.app, citizen, { method, path, data, key, photos: photo ? [photo] : [] });

const theft = (description: string) => ({
  incidentTypeId: theftId,
  isDraft: false,
  address: '12 Oke-Ilewo Road, Abeokuta',
  description,
});

const reportsOf = async () =>
  (await ctx.database.db.select().from(incidents).where(eq(incidents.userId, citizen.id))).length;

describe('the same Idempotency-Key with a different request', () => {
  it('a new report with other fields or another photo answers 422; the first report stays the only one', async () => {
    const key = randomUUID();
    const first = await send('POST', '/incident/new', theft('My bag was taken at the market.'), key, PNG_1X1);
    expect(first.statusCode, first.body).toBe(201);
    const before = await reportsOf();

    const otherText = await send('POST', '/incident/new', theft('Someone stole my phone on the bus.'), key, PNG_1X1);
    expect(otherText.statusCode).toBe(422);
    expect(otherText.json()).toMatchObject({ success: false, message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(otherText.body).not.toContain(first.json().data.ticketId);

    const otherPhoto = await send(
      'POST',
      '/incident/new',
      theft('My bag was taken at the market.'),
      key,
      jpegWithGps(),
    );
    expect(otherPhoto.statusCode).toBe(422);

    const retry = await send('POST', '/incident/new', theft('My bag was taken at the market.'), key, PNG_1X1);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.ticketId).toBe(first.json().data.ticketId);
    expect(await reportsOf()).toBe(before);
  });

  it('a draft edit with other fields answers 422, a retry of the submitting edit its first answer', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/incident/new',
      payload: { data: { incidentTypeId: theftId, isDraft: true, description: 'Draft first.' } },
      headers: citizen.headers,
    });
    const id = saved.json().data.id as string;
    const key = randomUUID();
    const submit = theft('Submitted from the draft editor.');
    const first = await send('PATCH', `/incident/${id}`, submit, key);
    expect(first.statusCode, first.body).toBe(200);
    const other = await send('PATCH', `/incident/${id}`, { ...submit, description: 'A different edit.' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    const retry = await send('PATCH', `/incident/${id}`, submit, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
  });
});
