import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers';
import { prepareDatabase } from './prepare';
import { incidents, lgas, newsArticles, stations } from './schema';

// What `npm start` does, twice on the same DATA_DIR: the second start keeps every row and adds no seed rows.
// It tests the embedded default, so it runs on PGlite on disk whichever engine the other tests use.
describe('starting twice on one DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safeogun-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps rows written before the restart and does not duplicate seeds', async () => {
    const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO: '1' });
    const counts = async (db: Awaited<ReturnType<typeof prepareDatabase>>['db']) => ({
      lgas: (await db.select({ n: count() }).from(lgas))[0]!.n,
      stations: (await db.select({ n: count() }).from(stations))[0]!.n,
      news: (await db.select({ n: count() }).from(newsArticles))[0]!.n,
      incidents: (await db.select({ n: count() }).from(incidents))[0]!.n,
    });

    const first = await prepareDatabase(config);
    const before = await counts(first.db);
    expect(before.lgas).toBe(20);
    expect(before.stations).toBe(20);
    expect(before.news).toBeGreaterThan(6);
    expect(before.incidents).toBeGreaterThan(500);
    await first.db.update(stations).set({ phone: '+2348000000000' }).where(eq(stations.id, 1));
    await first.close();

    const second = await prepareDatabase(config);
    expect(await counts(second.db)).toEqual(before);
    const [station] = await second.db.select().from(stations).where(eq(stations.id, 1));
    expect(station!.phone).toBe('+2348000000000');
    await second.close();
  }, 120_000);
});
