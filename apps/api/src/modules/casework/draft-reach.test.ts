/**
 * Police reach starts at submission: a citizen's draft, with its evidence, is nobody's case until it is
 * submitted. Every police path answers 404 for it, as for a report that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { incidentFiles, incidentReviews, incidentTypes, lgas, stations } from '../../db/schema';
import { PNG_1X1, sendMultipart } from '../incidents/test-files';

let ctx: TestContext;
let citizen: TestUser;
let officer: TestUser;
let admin: TestUser;
let typeId: number;
let stationId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  citizen = await createTestUser(ctx);
  admin = await createTestUser(ctx, { role: 'admin' });
  typeId = (await ctx.database.db.select().from(incidentTypes).limit(1))[0]!.id;
  const [lga] = await ctx.database.db.select().from(lgas).limit(1);
  const [station] = await ctx.database.db
    .insert(stations)
    .values({ formation: 'Draft Reach Test Division', lgaId: lga!.id })
    .returning();
  stationId = station!.id;
  officer = await createTestUser(ctx, { role: 'officer', stationId });
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PATCH', path: string, data: object, images: Buffer[] = []) =>
  sendMultipart(ctx.app, method, path, data, { files: images, contentType: 'image/png', headers: citizen.headers });

const as = (user: TestUser, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload });

describe('a draft is out of police reach until it is submitted', () => {
  it('answers 404 to the station officer and State HQ on evidence, status, notes, map and review reply', async () => {
    const saved = await send(
      'POST',
      '/incident/new',
      { incidentTypeId: typeId, isDraft: true, description: 'Draft with a photo.', stationId },
      [PNG_1X1],
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as string;
    const [file] = await ctx.database.db.select().from(incidentFiles).where(eq(incidentFiles.incidentId, id));
    // A review row makes the reply path reach its own check rather than stop at "no review".
    await ctx.database.db
      .insert(incidentReviews)
      .values({ incidentId: id, userId: citizen.id, name: 'C', rating: 4, comments: 'Kind officers.' });
    const evidence = `/incident/${id}/files/${file!.id}`;

    expect((await as(citizen, 'GET', evidence)).statusCode).toBe(200);
    for (const police of [officer, admin]) {
      expect((await as(police, 'GET', evidence)).statusCode).toBe(404);
      const paths = [
        as(police, 'PATCH', `/police/incidents/${id}/status`, {
          version: 0,
          status: 'in-progress',
          note: 'Looking into it.',
        }),
        as(police, 'POST', `/police/incidents/${id}/notes`, { note: 'Internal.', isPublic: false }),
        as(police, 'PATCH', `/police/incidents/${id}/map-visibility`, {
          version: 0,
          hiddenFromMap: true,
          reason: 'Test.',
        }),
        as(police, 'POST', `/police/incidents/${id}/review/reply`, { reply: 'Thank you.' }),
      ];
      for (const res of await Promise.all(paths)) expect(res.statusCode, res.body).toBe(404);
    }

    const submitted = await send('PATCH', `/incident/${id}`, {
      isDraft: false,
      address: '12 Oke-Ilewo Road, Abeokuta',
      description: 'Submitted now, with the photo.',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await as(officer, 'GET', evidence)).statusCode).toBe(200);
    expect((await as(admin, 'GET', evidence)).statusCode).toBe(200);
  });
});
