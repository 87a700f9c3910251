import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { incidentTypes, incidents, users } from '../../db/schema';
import { multipart } from '../incidents/test-files';
import { PUBLIC } from '../../plugins/route-access';
import { STATS_CACHE_MS } from './stats.service';

const clock = createTestClock();
let ctx: TestContext;
let citizen: TestUser;
let theftId: number;

beforeAll(async () => {
  // The demo content: reports and police accounts that the figures must not count.
  ctx = await createTestApp({ demo: true, clock });
  citizen = await createTestUser(ctx);
  await createTestUser(ctx, { role: 'officer' });
  const types = await ctx.database.db.select().from(incidentTypes);
  theftId = types.find((t) => t.name === 'Theft')!.id;
});
afterAll(() => ctx.close());

const stats = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/stats/public' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.json().data as { reports: number; users: number; areas: number; countedAt: string };
};

function file(isDraft: boolean) {
  const body = multipart([
    {
      name: 'data',
      value: JSON.stringify({
        incidentTypeId: theftId,
        isDraft,
        description: 'My phone was snatched at the bus stop.',
        address: '12 Oke-Ilewo Road, Abeokuta',
        isIdentityHidden: false,
        isAnonymous: false,
        channel: 'web',
      }),
    },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    payload: body.payload,
    headers: { ...body.headers, ...citizen.headers },
  });
}

describe('GET /stats/public', () => {
  it('is public, declared once', () => {
    const route = ctx.app.routeAccess.find((r) => r.url === '/api/v1/stats/public');
    expect(route?.access).toEqual(PUBLIC);
    expect(route?.checked).toBe(false);
  });

  it('counts filed reports and citizen accounts, not drafts, demo reports, police or deleted accounts', async () => {
    const demoReports = await ctx.database.db.select().from(incidents).where(eq(incidents.isDemo, true));
    expect(demoReports.length).toBeGreaterThan(0);
    expect(await stats()).toEqual({ reports: 0, users: 1, areas: 20, countedAt: clock.now().toISOString() });

    expect((await file(false)).statusCode).toBe(201);
    expect((await file(true)).statusCode).toBe(201);
    const gone = await createTestUser(ctx);
    await ctx.database.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, gone.id));
    await createTestUser(ctx);

    // Cached: the same figures until five minutes have passed.
    expect(await stats()).toMatchObject({ reports: 0, users: 1 });
    clock.advance(STATS_CACHE_MS);
    expect(await stats()).toEqual({ reports: 1, users: 2, areas: 20, countedAt: clock.now().toISOString() });
  });
});
