/** Routing of a report with a typed address and no point: the configured geocoder first, the offline one as fallback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoPlace } from '@safeogun/contract/geo';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { loadLgaAreas, type GeocodingProvider, type LgaArea } from '../geo/geocoding';
import { ROUTING_GEOCODE_TIMEOUT_MS, resolveRouting } from './routing';

let ctx: TestContext;
let areas: LgaArea[];
const area = (name: string) => areas.find((a) => a.name === name)!;

beforeAll(async () => {
  ctx = await createTestApp();
  areas = await loadLgaAreas(ctx.database.db);
});
afterAll(() => ctx.close());

/** A stand-in for the Google provider (no network in tests): answers `search` as told, records the queries. */
function fakeGoogle(search: (query: string) => Promise<GeoPlace[]>) {
  const queries: string[] = [];
  const provider: GeocodingProvider = {
    name: 'google',
    reverse: async () => null,
    search: (query) => {
      queries.push(query);
      return search(query);
    },
  };
  return { provider, queries };
}

const placeIn = (lga: LgaArea): GeoPlace => ({
  formattedAddress: `Somewhere, ${lga.name}, Ogun State, Nigeria`,
  latitude: lga.labelLat!,
  longitude: lga.labelLng!,
  inNigeria: true,
  inOgun: true,
  lga: { id: lga.id, name: lga.name },
  approximate: false,
});

const route = (geocoder: GeocodingProvider, address: string) =>
  resolveRouting({ db: ctx.database.db, geocoder }, { address, latitude: null, longitude: null, stationId: null });

describe('routing a typed address', () => {
  it('uses the configured geocoder: an address only it can place goes to its LGA and Area Command', async () => {
    const ijebuOde = area('Ijebu Ode');
    const google = fakeGoogle(async () => [placeIn(ijebuOde)]);
    const routing = await route(google.provider, '14 Folagbade Street');
    expect(google.queries).toEqual(['14 Folagbade Street']);
    expect(routing.lgaId).toBe(ijebuOde.id);
    expect(routing.areaCommandId).toBe(ijebuOde.areaCommandId);
  });

  it('falls back to the offline geocoder when the configured one fails, is slow or finds no LGA', async () => {
    const obafemiOwode = area('Obafemi Owode');
    const failing = fakeGoogle(async () => {
      throw new Error('OVER_QUERY_LIMIT');
    });
    expect((await route(failing.provider, 'Mowe junction')).lgaId).toBe(obafemiOwode.id);
    expect(failing.queries).toHaveLength(1);

    const noLga = fakeGoogle(async () => [{ ...placeIn(obafemiOwode), lga: null, inOgun: false }]);
    expect((await route(noLga.provider, 'Mowe junction')).lgaId).toBe(obafemiOwode.id);

    const hanging = fakeGoogle(() => new Promise<GeoPlace[]>(() => undefined));
    const started = Date.now();
    expect((await route(hanging.provider, 'Mowe junction')).lgaId).toBe(obafemiOwode.id);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(ROUTING_GEOCODE_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(ROUTING_GEOCODE_TIMEOUT_MS + 2000);
  });
});
