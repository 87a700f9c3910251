import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES, INCIDENT_TYPES, LGA_NAMES } from '@safeogun/contract/reference';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { seedReferenceData } from '../../db/seed/reference';
import { seedDemoContent } from '../../db/seed/demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
});
afterAll(() => ctx.close());

describe('reference options', () => {
  it('lists the 20 Ogun LGAs in the specification order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/options/lgas/all' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.lgas.map((l: { name: string }) => l.name)).toEqual([...LGA_NAMES]);
  });

  it('lists the incident and feedback types', async () => {
    const types = (await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/types' })).json();
    expect(types.data.map((t: { name: string }) => t.name)).toEqual([...INCIDENT_TYPES]);
    const feedback = (await ctx.app.inject({ method: 'GET', url: '/api/v1/feedback/types' })).json();
    expect(feedback.data.map((t: { name: string }) => t.name)).toEqual([...FEEDBACK_TYPES]);
  });

  it('lists stations as id and formation, demo ones labelled', async () => {
    const res = (await ctx.app.inject({ method: 'GET', url: '/api/v1/feedback/stations' })).json();
    expect(res.data).toHaveLength(20);
    expect(res.data[0]).toEqual({ id: expect.any(Number), formation: expect.stringContaining('(demo)') });
  });

  it('seeding twice adds no rows', async () => {
    await seedReferenceData(ctx.database.db, ctx.config.lgaBoundariesPath);
    expect(await seedDemoContent(ctx.database.db)).toBe(false);
    const lgas = (await ctx.app.inject({ method: 'GET', url: '/api/v1/options/lgas/all' })).json();
    expect(lgas.data.lgas).toHaveLength(20);
    const types = (await ctx.app.inject({ method: 'GET', url: '/api/v1/incident/types' })).json();
    expect(types.data).toHaveLength(INCIDENT_TYPES.length);
    const stations = (await ctx.app.inject({ method: 'GET', url: '/api/v1/feedback/stations' })).json();
    expect(stations.data).toHaveLength(20);
  });
});
