/**
 * `npm run import:boundaries` (issue 14): a geoBoundaries-style file of another state adds its LGAs; a changed Ogun
 * LGA is updated in place (same id and Area Command); a name another state holds is skipped; --state filters.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { lgas } from '../schema';
import { describeImport, importBoundaries } from './boundaries-import';
import { parseLgaBoundaries } from './lga-boundaries';
import { seedReferenceData } from './reference';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
});
afterAll(() => ctx.close());

const square = (lng: number, lat: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + 0.05, lat],
      [lng + 0.05, lat + 0.05],
      [lng, lat + 0.05],
      [lng, lat],
    ],
  ],
});

describe('importBoundaries', () => {
  it('reports the Ogun file as unchanged, and a changed LGA with the fields that changed, keeping its command', async () => {
    const ogun = await readFile(ctx.config.lgaBoundariesPath, 'utf8');
    const again = await importBoundaries(ctx.database.db, parseLgaBoundaries(ogun, 'ogun', { onlyState: 'Ogun' }));
    expect(again).toMatchObject({ added: [], changed: [], skipped: [] });
    expect(again.unchanged).toHaveLength(20);

    const [before] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Odeda'));
    const file = JSON.parse(ogun) as { features: { properties: Record<string, unknown> }[] };
    const odeda = file.features.find((f) => f.properties.NAME_2 === 'Odeda')!;
    odeda.properties.area_km2 = 1;
    const report = await importBoundaries(
      ctx.database.db,
      parseLgaBoundaries(JSON.stringify({ ...file, features: [odeda] })),
    );
    expect(report.changed).toEqual([{ name: 'Odeda', fields: ['areaKm2'] }]);
    const [after] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Odeda'));
    expect(after).toMatchObject({ id: before!.id, areaCommandId: before!.areaCommandId, areaKm2: 1 });
  });

  it("adds another state's LGAs from a geoBoundaries-style file, skipping a name Ogun holds", async () => {
    const lagos = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { shapeName: 'Ikeja', shapeID: 'T-1' }, geometry: square(3.3, 6.58) },
        { type: 'Feature', properties: { shapeName: 'Odeda', shapeID: 'T-2' }, geometry: square(3.2, 6.5) },
        {
          type: 'Feature',
          properties: { NAME_2: 'Kano Municipal', NAME_1: 'Kano', GID_2: 'K-1' },
          geometry: square(8.5, 12),
        },
      ],
    });
    const report = await importBoundaries(ctx.database.db, parseLgaBoundaries(lagos, 'lagos', { onlyState: 'Lagos' }));
    expect(report).toEqual({
      added: ['Ikeja'],
      changed: [],
      unchanged: [],
      skipped: [{ name: 'Odeda', reason: 'an LGA of this name already belongs to Ogun State' }],
    });
    expect(describeImport(report)).toBe(
      'Added 1 LGA: Ikeja.\nChanged 0.\nUnchanged 0.\nSkipped 1: Odeda (an LGA of this name already belongs to Ogun State).',
    );
    const [ikeja] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Ikeja'));
    expect(ikeja).toMatchObject({ state: 'Lagos', gid: 'T-1', areaCommandId: null, sortOrder: 20 });
    expect(() => parseLgaBoundaries(lagos, 'lagos', { onlyState: 'Oyo' })).not.toThrow();
    expect(() => parseLgaBoundaries(JSON.stringify({ type: 'FeatureCollection', features: [] }))).toThrow(
      'has no features',
    );
  });
});

describe('the boundary file at start-up', () => {
  it('is not imported again while its bytes are unchanged, so an imported change survives a restart', async () => {
    const ogun = await readFile(ctx.config.lgaBoundariesPath, 'utf8');
    const file = JSON.parse(ogun) as { features: { properties: Record<string, unknown> }[] };
    const original = file.features.find((f) => f.properties.NAME_2 === 'Ikenne')!;
    const areaOf = async () =>
      (await ctx.database.db.select({ areaKm2: lgas.areaKm2 }).from(lgas).where(eq(lgas.name, 'Ikenne')))[0]!.areaKm2;
    const shipped = await areaOf();

    await importBoundaries(
      ctx.database.db,
      parseLgaBoundaries(
        JSON.stringify({ ...file, features: [{ ...original, properties: { ...original.properties, area_km2: 7 } }] }),
      ),
    );
    await seedReferenceData(ctx.database.db, ctx.config.lgaBoundariesPath);
    expect(await areaOf()).toBe(7);

    // A new version of the file (other bytes) is imported at the next start.
    const dir = await mkdtemp(path.join(tmpdir(), 'boundaries-'));
    try {
      const newVersion = path.join(dir, 'ogun-lgas.geojson');
      await writeFile(newVersion, `${ogun}\n`);
      await seedReferenceData(ctx.database.db, newVersion);
      expect(await areaOf()).toBe(shipped);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
