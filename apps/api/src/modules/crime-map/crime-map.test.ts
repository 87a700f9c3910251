import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { LGA_NAMES, MAP_DATE_RANGES } from '@safeogun/contract/reference';
import { MAP_DATE_RANGE_MS, type LgaMapShape } from '@safeogun/contract/crime-map';
import { MAP_CANVAS } from '@safeogun/contract/constants';
import { projectLgas } from '@safeogun/contract/lga-projection';
import { CASEWORK_MESSAGES } from '@safeogun/contract/casework';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { auditLog, incidentTypes, incidentUpdates, incidents, lgas, stations } from '../../db/schema';
import { newTicketId } from '../../lib/ticket-id';
import { countByArea, countByAreaRaw } from './crime-map.repository';
import { CRIME_MAP_CACHE_TTL_MS } from './crime-map.service';

let ctx: TestContext;
let user: TestUser;
let lgaByName: Map<string, number>;
let typeByName: Map<string, number>;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
  user = await createTestUser(ctx);
  lgaByName = new Map((await ctx.database.db.select().from(lgas)).map((l) => [l.name, l.id]));
  typeByName = new Map((await ctx.database.db.select().from(incidentTypes)).map((t) => [t.name, t.id]));
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function addIncident(
  fields: Partial<typeof incidents.$inferInsert> & { lga: string; type: string; ageMs?: number },
) {
  const { lga, type, ageMs = HOUR, ...rest } = fields;
  const at = new Date(Date.now() - ageMs);
  const [row] = await ctx.database.db
    .insert(incidents)
    .values({
      ticketId: newTicketId(),
      incidentTypeId: typeByName.get(type)!,
      lgaId: lgaByName.get(lga)!,
      address: '14 Secret Close, Kuto',
      description: 'Test report with enough words.',
      userId: user.id,
      submittedAt: at,
      createdAt: at,
      updatedAt: at,
      ...rest,
    })
    .returning();
  return row!;
}

/** Waits until the map answers the expected count (notification, else the cache expiry). */
async function eventually(check: () => Promise<boolean>, ms = CRIME_MAP_CACHE_TTL_MS + 2000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('GET /crimeMap/all, public', () => {
  it('answers a count for each of the 20 LGAs, default range 7d', async () => {
    const res = await get('/crimeMap/all');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.detailed).toBe(false);
    expect(body.data.dateRange).toBe('7d');
    expect(Object.keys(body.data.crimeMaps).sort()).toEqual([...LGA_NAMES].sort());
    for (const v of Object.values(body.data.crimeMaps)) expect(typeof v).toBe('number');
    // The demo seed makes every intensity level show on the default map.
    const values = Object.values(body.data.crimeMaps) as number[];
    expect(values.some((v) => v === 0)).toBe(true);
    expect(values.some((v) => v >= 8)).toBe(true);
    expect(res.headers['vary']).toContain('Authorization');
  });

  it('counts exactly what raw SQL counts, for every range and filter', async () => {
    for (const { value } of MAP_DATE_RANGES) {
      const from = new Date(Date.now() - MAP_DATE_RANGE_MS[value]);
      for (const f of [
        { from },
        { from, lgaId: lgaByName.get('Ifo')! },
        { from, incidentTypeId: typeByName.get('Theft')! },
      ]) {
        const [a, b] = await Promise.all([countByArea(ctx.database.db, f), countByAreaRaw(ctx.database.db, f)]);
        expect(Object.fromEntries(a)).toEqual(Object.fromEntries(b));
      }
    }
  });

  it('filters by location (others 0), type and range', async () => {
    const id = lgaByName.get('Abeokuta South')!;
    const all = (await get('/crimeMap/all?dateRange=12m')).json().data.crimeMaps;
    const one = (await get(`/crimeMap/all?dateRange=12m&lgaId=${id}`)).json().data.crimeMaps;
    expect(one['Abeokuta South']).toBe(all['Abeokuta South']);
    expect(
      Object.entries(one)
        .filter(([k]) => k !== 'Abeokuta South')
        .every(([, v]) => v === 0),
    ).toBe(true);
    const theft = (await get(`/crimeMap/all?dateRange=12m&incidentTypeId=${typeByName.get('Theft')}`)).json().data
      .crimeMaps;
    const sum = (m: Record<string, number>) => Object.values(m).reduce((s, v) => s + v, 0);
    expect(sum(theft)).toBeLessThan(sum(all));
    const day = (await get('/crimeMap/all?dateRange=24h')).json().data.crimeMaps;
    expect(sum(day)).toBeLessThanOrEqual(sum(all));
    // Empty values mean "not set" (the filter bar's All options).
    const blank = await get('/crimeMap/all?lgaId=&incidentTypeId=&dateRange=');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.dateRange).toBe('7d');
  });

  it('refuses invalid filters with 400, naming the field', async () => {
    for (const [query, field] of [
      ['dateRange=2w', 'dateRange'],
      ['lgaId=abc', 'lgaId'],
      ['lgaId=99999', 'lgaId'],
      ['incidentTypeId=-1', 'incidentTypeId'],
      ['incidentTypeId=4242', 'incidentTypeId'],
      ['size=1000', 'size'],
      ['page=0', 'page'],
    ] as const) {
      const res = await get(`/crimeMap/all?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.errors[0].field).toBe(field);
      expect(body.message).toBeTruthy();
    }
  });

  it('answers 401 to a bad token rather than the public view', async () => {
    const res = await get('/crimeMap/all', { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
  });

  it('never counts drafts or reports police hid; a new report shows within seconds', async () => {
    const before = (await get('/crimeMap/all')).json().data.crimeMaps['Ewekoro'] as number;
    await addIncident({ lga: 'Ewekoro', type: 'Theft', isDraft: true, submittedAt: null });
    await addIncident({ lga: 'Ewekoro', type: 'Theft', hiddenFromMap: true });
    const visible = await addIncident({ lga: 'Ewekoro', type: 'Theft' });
    const count = async () => (await get('/crimeMap/all')).json().data.crimeMaps['Ewekoro'] as number;
    expect(await eventually(async () => (await count()) === before + 1)).toBe(true);

    await ctx.database.db.update(incidents).set({ hiddenFromMap: true }).where(eq(incidents.id, visible.id));
    expect(await eventually(async () => (await count()) === before)).toBe(true);
    await ctx.database.db.update(incidents).set({ hiddenFromMap: false }).where(eq(incidents.id, visible.id));
    expect(await eventually(async () => (await count()) === before + 1)).toBe(true);
    await ctx.database.db.delete(incidents).where(eq(incidents.id, visible.id));
    expect(await eventually(async () => (await count()) === before)).toBe(true);
  });

  it('lets a client revalidate the counts: 304 while they stand, the new counts once they change', async () => {
    const url = '/crimeMap/all?dateRange=24h';
    const first = await get(url);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const again = await get(url, { 'if-none-match': `"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await addIncident({ lga: 'Remo North', type: 'Theft' });
    let changed = again;
    expect(
      await eventually(async () => {
        changed = await get(url, { 'if-none-match': etag });
        return changed.statusCode === 200;
      }),
    ).toBe(true);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.json().data.crimeMaps['Remo North']).toBe(first.json().data.crimeMaps['Remo North'] + 1);
  });

  it('a draft filed later starts counting', async () => {
    const draft = await addIncident({ lga: 'Ipokia', type: 'Murder', isDraft: true, submittedAt: null });
    const count = async () => (await get('/crimeMap/all?dateRange=24h')).json().data.crimeMaps['Ipokia'] as number;
    const before = await count();
    await ctx.database.db
      .update(incidents)
      .set({ isDraft: false, submittedAt: new Date() })
      .where(eq(incidents.id, draft.id));
    // Sooner than the cache expiry: the trigger's notification cleared the cache.
    expect(await eventually(async () => (await count()) === before + 1, CRIME_MAP_CACHE_TTL_MS / 2)).toBe(true);
  });
});

describe('GET /crimeMap/all, signed in', () => {
  it('answers count and privacy-safe rows per LGA', async () => {
    await addIncident({ lga: 'Odeda', type: 'Domestic Violence', description: 'Sensitive details about the victim.' });
    await addIncident({ lga: 'Odeda', type: 'Theft', description: 'Generator stolen from the shop.' });
    const res = await get(`/crimeMap/all?lgaId=${lgaByName.get('Odeda')}`, user.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.detailed).toBe(true);
    expect(Object.keys(data.crimeMaps)).toHaveLength(20);
    const odeda = data.crimeMaps['Odeda'];
    expect(odeda.count).toBeGreaterThanOrEqual(2);
    expect(odeda.crimes.length).toBe(Math.min(odeda.count, 10));
    for (const row of odeda.crimes) {
      expect(Object.keys(row).sort()).toEqual(
        ['crimetype', 'dateReported', 'description', 'lastUpdated', 'location', 'status'].sort(),
      );
      expect(row.location).toBe('Odeda');
    }
    const text = res.body;
    expect(text).not.toContain('Secret Close');
    expect(text).not.toContain(user.id);
    expect(text).not.toContain('OGP-');
    const dv = odeda.crimes.find((r: { crimetype: string }) => r.crimetype === 'Domestic Violence');
    expect(dv.description).toBe('');
    expect(text).not.toContain('Sensitive details');
    const theft = odeda.crimes.find(
      (r: { description: string }) => r.description === 'Generator stolen from the shop.',
    );
    expect(theft).toBeTruthy();
    expect(new Date(theft.dateReported).getTime()).toBeGreaterThan(Date.now() - 2 * HOUR);
    expect(data.crimeMaps['Ifo']).toEqual({ count: 0, crimes: [], pagination: expect.any(Object) });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('pages the rows, newest first, while the count stays exact', async () => {
    const id = lgaByName.get('Sagamu')!;
    const p1 = (await get(`/crimeMap/all?lgaId=${id}&dateRange=12m&size=5`, user.headers)).json().data.crimeMaps.Sagamu;
    const p2 = (await get(`/crimeMap/all?lgaId=${id}&dateRange=12m&size=5&page=2`, user.headers)).json().data.crimeMaps
      .Sagamu;
    expect(p1.count).toBeGreaterThan(10);
    expect(p1.crimes).toHaveLength(5);
    expect(p2.crimes).toHaveLength(5);
    expect(p1.pagination).toEqual({
      total: p1.count,
      totalPages: Math.ceil(p1.count / 5),
      currentPage: 1,
      pageSize: 5,
    });
    const dates = [...p1.crimes, ...p2.crimes].map((r: { dateReported: string }) => r.dateReported);
    expect([...dates].sort().reverse()).toEqual(dates);
    const publicCount = (await get(`/crimeMap/all?lgaId=${id}&dateRange=12m`)).json().data.crimeMaps.Sagamu;
    expect(p1.count).toBe(publicCount);
  });

  it('without a location, caps rows per area at the page size', async () => {
    const data = (await get('/crimeMap/all?dateRange=12m', user.headers)).json().data;
    for (const area of Object.values(data.crimeMaps) as { count: number; crimes: unknown[] }[])
      expect(area.crimes.length).toBe(Math.min(area.count, 10));
  });
});

describe('GET /options/lgas/boundaries', () => {
  it('serves the 20 polygons as GeoJSON, cacheable', async () => {
    const res = await get('/options/lgas/boundaries');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.type).toBe('FeatureCollection');
    expect(body.data.features).toHaveLength(20);
    expect(body.data.features[0].properties).toEqual({
      id: expect.any(Number),
      name: LGA_NAMES[0],
      key: expect.any(String),
    });
    expect(['Polygon', 'MultiPolygon']).toContain(body.data.features[0].geometry.type);
    expect(res.headers['cache-control']).toContain('max-age');
    const again = await get('/options/lgas/boundaries', { 'if-none-match': String(res.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /options/lgas/map', () => {
  it('serves the state drawn on the canvas from the boundaries, as the browser projects them, cacheable', async () => {
    const res = await get('/options/lgas/map');
    expect(res.statusCode).toBe(200);
    const drawing = res.json().data;
    const boundaries = (await get('/options/lgas/boundaries')).json().data;
    const projected = projectLgas(boundaries);
    expect(drawing.shapes).toHaveLength(20);
    expect(drawing.shapes.map((s: { name: string }) => s.name)).toEqual(LGA_NAMES);
    drawing.shapes.forEach((shape: LgaMapShape, i: number) => {
      const expected = projected.shapes[i]!;
      expect(shape).toMatchObject({ id: expected.id, name: expected.name, key: expected.key, d: expected.d });
      expect(shape.d).toMatch(/^M[\d.]+,[\d.]+L/);
      expect(shape.cx).toBeCloseTo(expected.cx, 2);
      expect(shape.cy).toBeCloseTo(expected.cy, 2);
      expect(shape.size).toBeCloseTo(expected.size, 2);
    });
    // The state fills the canvas but for its padding.
    const [[left, top], [right, bottom]] = drawing.bounds;
    expect(Math.min(left, top)).toBeCloseTo(MAP_CANVAS.padding, 0);
    expect(Math.max(right, bottom)).toBeLessThanOrEqual(MAP_CANVAS.width - MAP_CANVAS.padding + 0.01);
    expect(res.headers['cache-control']).toContain('max-age');
    const again = await get('/options/lgas/map', { 'if-none-match': String(res.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it('is drawn again as soon as an LGA changes', async () => {
    const before = (await get('/options/lgas/map')).json().data;
    const id = lgaByName.get('Ipokia')!;
    await ctx.database.db.update(lgas).set({ name: 'Ipokia Renamed' }).where(eq(lgas.id, id));
    try {
      await vi.waitFor(async () => {
        const names = (await get('/options/lgas/map')).json().data.shapes.map((s: { name: string }) => s.name);
        expect(names).toContain('Ipokia Renamed');
      });
    } finally {
      await ctx.database.db.update(lgas).set({ name: 'Ipokia' }).where(eq(lgas.id, id));
    }
    await vi.waitFor(async () => expect((await get('/options/lgas/map')).json().data).toEqual(before));
  });
});

describe('PATCH /police/incidents/{id}/map-visibility', () => {
  it('lets police of the area hide a report from the map and show it again, keeping the reason internal', async () => {
    const [local, away] = await ctx.database.db
      .insert(stations)
      .values([
        { formation: 'Map Test Division', lgaId: lgaByName.get('Odeda')! },
        { formation: 'Far Test Division', lgaId: lgaByName.get('Ipokia')! },
      ])
      .returning();
    const officer = await createTestUser(ctx, { role: 'officer', stationId: local!.id });
    const outsider = await createTestUser(ctx, { role: 'officer', stationId: away!.id });
    const count = async () => (await get('/crimeMap/all')).json().data.crimeMaps['Odeda'] as number;
    // What the map must answer, counted straight from the table (a cached answer may still be settling).
    const visible = async () =>
      (await countByAreaRaw(ctx.database.db, { from: new Date(Date.now() - MAP_DATE_RANGE_MS['7d']) })).get(
        lgaByName.get('Odeda')!,
      ) ?? 0;
    const before = await visible();
    const row = await addIncident({ lga: 'Odeda', type: 'Theft' });
    expect(await eventually(async () => (await count()) === before + 1)).toBe(true);

    const patch = (who: TestUser, payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/police/incidents/${row.id}/map-visibility`,
        headers: who.headers,
        payload,
      });
    expect((await patch(user, { version: 0, hiddenFromMap: true, reason: 'Victim asked' })).statusCode).toBe(403);
    expect((await patch(outsider, { version: 0, hiddenFromMap: true, reason: 'Victim asked' })).statusCode).toBe(404);
    const missingReason = await patch(officer, { version: 0, hiddenFromMap: true, reason: '  ' });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toBe('A note is required.');

    const noVersion = await patch(officer, { hiddenFromMap: true, reason: 'The victim asked for privacy.' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toBe(CASEWORK_MESSAGES.versionRequired);
    const hidden = await patch(officer, { version: 0, hiddenFromMap: true, reason: 'The victim asked for privacy.' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ id: row.id, hiddenFromMap: true, incident: { version: 1 } });
    // Acting on what one saw before that change is refused, not applied.
    const stale = await patch(officer, { version: 0, hiddenFromMap: false, reason: 'Shown again.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CASEWORK_MESSAGES.changed);
    expect(await eventually(async () => (await count()) === before)).toBe(true);
    const signedIn = (await get('/crimeMap/all?lgaId=' + lgaByName.get('Odeda'), user.headers)).json();
    expect(JSON.stringify(signedIn)).not.toContain(row.createdAt.toISOString());

    const shown = await patch(officer, { version: 1, hiddenFromMap: false, reason: 'Shown again after review.' });
    expect(shown.json().data.hiddenFromMap).toBe(false);
    expect(await eventually(async () => (await count()) === before + 1)).toBe(true);

    const notes = await ctx.database.db.select().from(incidentUpdates).where(eq(incidentUpdates.incidentId, row.id));
    expect(notes.map((n) => [n.note, n.isPublic])).toEqual([
      ['Hidden from the crime map: The victim asked for privacy.', false],
      ['Shown on the crime map: Shown again after review.', false],
    ]);
    // Each change is in the audit log, with who made it and why.
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(
      audited.map((a) => [a.action, a.actorUserId, (a.details as { hiddenFromMap: boolean }).hiddenFromMap]),
    ).toEqual([
      ['incident.map-visibility.changed', officer.id, true],
      ['incident.map-visibility.changed', officer.id, false],
    ]);
    // The citizen's own view of the report does not carry internal notes.
    const own = await get(`/incident/${row.id}`, user.headers);
    expect(JSON.stringify(own.json())).not.toContain('privacy');
  });
});
