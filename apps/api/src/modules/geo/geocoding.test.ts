import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { googleProvider, offlineProvider } from './geocoding';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('offline provider', () => {
  it('finds LGAs by point and by typed LGA or town names (spacing, hyphens and case ignored)', async () => {
    const offline = offlineProvider(ctx.database.db);
    expect((await offline.search('Plot 4, ADO ODO OTA'))[0]?.lga?.name).toBe('Ado-Odo/Ota');
    expect((await offline.search('near the market in Ijebu North East'))[0]?.lga?.name).toBe('Ijebu North East');
    expect((await offline.search('Mowe junction'))[0]?.lga?.name).toBe('Obafemi Owode');
    expect((await offline.search('Allen Avenue, Ikeja, Lagos'))[0]).toMatchObject({ inNigeria: true, inOgun: false });
    expect(await offline.search('Accra, Ghana')).toEqual([]);
    // Imeko-Afon reaches beyond the specification's box (to lat 7.95): the polygon answers, not the box.
    const north = await offline.reverse(7.9, 2.9);
    expect(north?.inOgun).toBe(north?.lga?.name === 'Imeko-Afon');
    expect((await offline.reverse(51.5, -0.12))?.inNigeria).toBe(false);
  });
});

describe('google provider', () => {
  it('asks Google with region Nigeria and the key, and takes the LGA from the boundaries', async () => {
    const urls: string[] = [];
    const fake = (async (url: URL | string) => {
      urls.push(String(url));
      return new Response(
        JSON.stringify({
          status: 'OK',
          results: [
            {
              formatted_address: 'Oke-Ilewo, Abeokuta, Ogun State, Nigeria',
              geometry: { location: { lat: 7.1475, lng: 3.3619 }, location_type: 'ROOFTOP' },
              address_components: [
                { long_name: 'Ogun State', short_name: 'OG', types: ['administrative_area_level_1'] },
                { long_name: 'Nigeria', short_name: 'NG', types: ['country'] },
              ],
            },
          ],
        }),
      );
    }) as typeof fetch;
    const google = googleProvider(ctx.database.db, 'test-key-123456', fake);
    const [place] = await google.search('Oke-Ilewo Abeokuta');
    expect(urls[0]).toContain('components=country%3ANG');
    expect(urls[0]).toContain('key=test-key-123456');
    expect(urls[0]).toContain('region=ng');
    expect(place).toMatchObject({ inNigeria: true, inOgun: true, approximate: false });
    expect(place?.lga?.name).toMatch(/Abeokuta/);
    const failing = googleProvider(
      ctx.database.db,
      'k'.repeat(12),
      (async () => new Response(JSON.stringify({ status: 'REQUEST_DENIED' }))) as typeof fetch,
    );
    await expect(failing.reverse(7, 3)).rejects.toThrow(/REQUEST_DENIED/);
  });
});
