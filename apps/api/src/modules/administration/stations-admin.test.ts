/**
 * Stations as administrators run them (issue 14): add, edit, deactivate and search; a position outside its LGA
 * refused with a sentence naming the LGA it is in; the import's dry run (lines and reasons) and its all-or-nothing
 * apply from CSV and GeoJSON; removing the demo stations; every change in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@safeogun/contract/administration';
import { auditLog, lgas, stations } from '../../db/schema';
import { call, createPoliceWorld, insertReport, type PoliceWorld } from '../casework/casework.test-helpers';
import { multipart } from '../incidents/test-files';

let world: PoliceWorld;
let places: { id: number; name: string; lat: number; lng: number }[];
beforeAll(async () => {
  world = await createPoliceWorld();
  const rows = await world.ctx.database.db.select().from(lgas).orderBy(asc(lgas.sortOrder));
  places = rows.map((l) => ({ id: l.id, name: l.name, lat: l.labelLat!, lng: l.labelLng! }));
});
afterAll(() => world.ctx.close());

const place = (name: string) => places.find((p) => p.name === name)!;
const auditsOf = (action: string) => world.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

function sendImport(content: string, dryRun: boolean | null, filename = 'stations.csv', user = world.admin) {
  const body = multipart([
    ...(dryRun === null ? [] : [{ name: 'dryRun', value: String(dryRun) }]),
    { name: 'file', filename, contentType: 'text/csv', bytes: Buffer.from(content, 'utf8') },
  ]);
  return world.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/stations/import',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('stations, one by one', () => {
  it('adds a station inside its LGA, audited; refuses a position in another LGA, naming it', async () => {
    const ake = place('Abeokuta North');
    /** The administrator adds a station of Abeokuta North at `position`. */
    const addToAke = (formation: string, position: { lat: number; lng: number }, fields: object = {}) =>
      call(world, world.admin, 'POST', '/admin/stations', {
        formation,
        lgaId: ake.id,
        latitude: position.lat,
        longitude: position.lng,
        ...fields,
      });
    const res = await addToAke('Lafenwa Division', ake, { address: 'Lafenwa Road, Abeokuta', phone: '0803 000 1111' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.station).toMatchObject({
      formation: 'Lafenwa Division',
      phone: '0803 000 1111',
      lga: { id: ake.id, name: 'Abeokuta North' },
      areaCommand: { name: expect.any(String) },
      isDemo: false,
      isActive: true,
      reports: 0,
    });
    expect(await auditsOf('station.created')).toMatchObject([
      { actorUserId: world.admin.id, targetType: 'station', details: { formation: 'Lafenwa Division' } },
    ]);

    const outside = await addToAke('Misplaced Division', place('Odeda'));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(ADMIN_MESSAGES.outsideLga('Abeokuta North', 'Odeda'));
    const sea = await addToAke('At Sea', { lat: 5.0, lng: 3.0 });
    expect(sea.json().message).toBe(ADMIN_MESSAGES.outsideLga('Abeokuta North', null));

    const twice = await addToAke(' lafenwa division ', ake);
    expect(twice.statusCode).toBe(409);
    const bad = await addToAke('', { lat: 91, lng: ake.lng }, { phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['formation', 'latitude', 'phone']);
  });

  it('edits, deactivates (gone from nearby and pickers, reports kept) and reactivates, each audited', async () => {
    const S = world.abeokutaSouth;
    const [created] = await world.ctx.database.db
      .insert(stations)
      .values({ formation: 'Ibara Division', lgaId: S.lgaId, latitude: S.lat, longitude: S.lng })
      .returning();
    const report = await insertReport(world, S, { stationId: created!.id });
    const patch = (body: object, user = world.admin) =>
      call(world, user, 'PATCH', `/admin/stations/${created!.id}`, body);

    const renamed = await patch({ formation: 'Ibara Police Division', phone: '+234 39 240 000' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.station).toMatchObject({ formation: 'Ibara Police Division', reports: 1 });
    expect((await patch({ formation: 'Ibara Police Division' })).json().message).toBe(ADMIN_MESSAGES.noChange);
    const moved = await patch({ latitude: place('Odeda').lat, longitude: place('Odeda').lng });
    expect(moved.json().message).toBe(ADMIN_MESSAGES.outsideLga('Abeokuta South', 'Odeda'));

    const nearby = () =>
      world.ctx.app.inject({ url: `/api/v1/stations/nearby?latitude=${S.lat}&longitude=${S.lng}&radius=5` });
    expect((await nearby()).json().data.stations.map((s: { id: number }) => s.id)).toContain(created!.id);
    const off = await patch({ isActive: false });
    expect(off.json()).toMatchObject({
      message: ADMIN_MESSAGES.stationDeactivated,
      data: { station: { isActive: false } },
    });
    expect((await nearby()).json().data.stations.map((s: { id: number }) => s.id)).not.toContain(created!.id);
    const picker = (await world.ctx.app.inject({ url: '/api/v1/feedback/stations' })).json().data;
    expect(picker.map((s: { id: number }) => s.id)).not.toContain(created!.id);
    const kept = await call(world, world.hq, 'GET', `/police/incidents/${report.id}`);
    expect(kept.json().data.incident.station).toMatchObject({ id: created!.id });
    expect((await patch({ isActive: true })).json().message).toBe(ADMIN_MESSAGES.stationReactivated);

    const audits = await world.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'station'), eq(auditLog.targetId, String(created!.id))));
    expect(audits.map((a) => a.action)).toEqual(['station.updated', 'station.deactivated', 'station.reactivated']);
    expect(audits[0]!.details).toMatchObject({
      from: { formation: 'Ibara Division', phone: null },
      to: { formation: 'Ibara Police Division', phone: '+234 39 240 000' },
    });

    expect((await patch({ isActive: false }, world.hq)).statusCode).toBe(403);
    expect((await call(world, world.admin, 'PATCH', '/admin/stations/999999', { isActive: false })).statusCode).toBe(
      404,
    );
  });

  it('lists and searches every station with the real and demo counts', async () => {
    const all = (await call(world, world.admin, 'GET', '/admin/stations')).json().data;
    expect(all.counts.demo).toBe(20);
    expect(all.stations.length).toBeGreaterThanOrEqual(22);
    const found = (await call(world, world.admin, 'GET', '/admin/stations?search=lafenwa')).json().data.stations;
    expect(found.map((s: { formation: string }) => s.formation)).toEqual(['Lafenwa Division']);
    const byLga = (
      await call(world, world.admin, 'GET', `/admin/stations?lgaId=${place('Odeda').id}&status=active`)
    ).json().data.stations;
    expect(byLga.every((s: { lga: { name: string } }) => s.lga.name === 'Odeda')).toBe(true);
    expect((await call(world, world.officerRight, 'GET', '/admin/stations')).statusCode).toBe(403);
    expect((await call(world, null, 'GET', '/admin/stations')).statusCode).toBe(401);
  });
});

describe('POST /admin/stations/import', () => {
  const row = (formation: string, lga: string, lat: number | string, lng: number | string) =>
    `"${formation}","1 Station Road","0803 123 4567","${lga}",${lat},${lng}`;

  it('dry run names each rejected line and its reason and saves nothing; apply adds and updates in one go', async () => {
    const ijebu = place('Ijebu Ode');
    const sagamu = place('Sagamu');
    const csv = [
      'formation,address,phone,lga,latitude,longitude',
      row('Ijebu Ode Central', 'Ijebu Ode', ijebu.lat, ijebu.lng),
      row('Sagamu Makun', 'sagamu', sagamu.lat + 0.001, sagamu.lng),
      row('Nowhere Division', 'Atlantis', sagamu.lat, sagamu.lng),
      row('Bad Numbers', 'Sagamu', 'north', sagamu.lng),
      row('Ijebu Ode Central', 'Ijebu Ode', ijebu.lat, ijebu.lng),
      row('Wrong Side', 'Sagamu', ijebu.lat, ijebu.lng),
      row('Lafenwa Division', 'Abeokuta North', place('Abeokuta North').lat, place('Abeokuta North').lng),
    ].join('\n');
    const dry = await sendImport(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      message: ADMIN_MESSAGES.importChecked,
      data: {
        dryRun: true,
        added: 2,
        updated: 1,
        rejected: [
          { line: 4, reason: 'unknown LGA "Atlantis"' },
          { line: 5, reason: ADMIN_MESSAGES.rowBadCoordinates },
          { line: 6, reason: ADMIN_MESSAGES.rowDuplicate(2) },
          { line: 7, reason: ADMIN_MESSAGES.rowOutsideLga('Sagamu', 'Ijebu Ode') },
        ],
        rows: [
          { line: 2, action: 'add', formation: 'Ijebu Ode Central', lga: 'Ijebu Ode' },
          { line: 3, action: 'add', formation: 'Sagamu Makun', lga: 'Sagamu' },
          { line: 8, action: 'update', formation: 'Lafenwa Division', lga: 'Abeokuta North' },
        ],
      },
    });
    const db = world.ctx.database.db;
    expect(await db.select().from(stations).where(eq(stations.formation, 'Sagamu Makun'))).toEqual([]);
    expect(await auditsOf('station.imported')).toEqual([]);

    const applied = await sendImport(csv, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ message: ADMIN_MESSAGES.importApplied, data: { added: 2, updated: 1 } });
    const [makun] = await db.select().from(stations).where(eq(stations.formation, 'Sagamu Makun'));
    expect(makun).toMatchObject({ lgaId: sagamu.id, phone: '0803 123 4567', isActive: true, isDemo: false });
    expect(await auditsOf('station.imported')).toMatchObject([
      { actorUserId: world.admin.id, details: { file: 'stations.csv', added: 2, updated: 1, rejected: 4 } },
    ]);
    const again = (await sendImport(csv, true)).json().data;
    expect({ added: again.added, updated: again.updated }).toEqual({ added: 0, updated: 3 });
  });

  it('reads a GeoJSON FeatureCollection of Points, numbering features from 1', async () => {
    const ifo = place('Ifo');
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Ifo Central', lga: 'Ifo' },
          geometry: { type: 'Point', coordinates: [ifo.lng, ifo.lat] },
        },
        { type: 'Feature', properties: { formation: 'No Point', lga: 'Ifo' }, geometry: null },
      ],
    });
    const res = await sendImport(geojson, false, 'stations.geojson');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      added: 1,
      rejected: [{ line: 2, reason: ADMIN_MESSAGES.rowBadCoordinates }],
    });
  });

  it('refuses a file it cannot read, with a sentence, and anyone but an administrator', async () => {
    const noColumns = await sendImport('name,place\nA,B\n', true);
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe(
      ADMIN_MESSAGES.importMissingColumns(['formation', 'lga', 'latitude', 'longitude']),
    );
    expect((await sendImport('formation,lga,latitude,longitude\n', true)).json().message).toBe(
      ADMIN_MESSAGES.importEmpty,
    );
    const noFlag = await sendImport('formation,lga,latitude,longitude\nA,Ifo,6.8,3.2\n', null);
    expect(noFlag.json().message).toBe(ADMIN_MESSAGES.importDryRunMissing);
    const json = await call(world, world.admin, 'POST', '/admin/stations/import', { dryRun: true });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(ADMIN_MESSAGES.importFileMissing);
    const broken = await sendImport('formation,lga,latitude,longitude\n"A,Ifo,6.8,3.2\n', true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file could not be read as CSV: /);
    const allBad = await sendImport('formation,lga,latitude,longitude\nA,Atlantis,6.8,3.2\n', false);
    expect(allBad.json().message).toBe(ADMIN_MESSAGES.importNothingToApply);
    expect(
      (await sendImport('formation,lga,latitude,longitude\nA,Ifo,6.8,3.2\n', true, 'x.csv', world.hq)).statusCode,
    ).toBe(403);
  });
});

describe('POST /admin/stations/remove-demo', () => {
  it('is refused with a sentence while no real station exists, and removes nothing', async () => {
    // A fresh app: only the demo stations exist (the shared world has real ones added by the tests above).
    const fresh = await createPoliceWorld();
    try {
      const res = await call(fresh, fresh.admin, 'POST', '/admin/stations/remove-demo');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMIN_MESSAGES.demoNeedsRealStations);
      const active = await fresh.ctx.database.db
        .select()
        .from(stations)
        .where(and(eq(stations.isDemo, true), eq(stations.isActive, true)));
      expect(active).toHaveLength(20);
      expect(
        await fresh.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'station.demo-removed')),
      ).toHaveLength(0);
    } finally {
      await fresh.ctx.close();
    }
  }, 60_000); // a second app and world of its own: most of a loaded machine's 30 s

  it('takes every demo station out of service at once, audited; then there are none left', async () => {
    const res = await call(world, world.admin, 'POST', '/admin/stations/remove-demo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { removed: 20 }, message: ADMIN_MESSAGES.demoRemoved(20) });
    const picker = (await world.ctx.app.inject({ url: '/api/v1/feedback/stations' })).json().data;
    expect(picker.some((s: { formation: string }) => s.formation.includes('(demo)'))).toBe(false);
    expect(await auditsOf('station.demo-removed')).toMatchObject([{ details: { removed: 20 } }]);
    const again = await call(world, world.admin, 'POST', '/admin/stations/remove-demo');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.noDemoStations);
  });
});
