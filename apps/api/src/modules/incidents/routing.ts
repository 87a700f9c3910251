/** Routing a report: its LGA (from the point, else the address), Area Command, and station. */
import { distanceKm } from '../../lib/geo';
import { badRequest } from '../../lib/errors';
import { lgaAt, loadLgaAreas, offlineProvider, type LgaArea } from '../geo/geocoding';
import { nearbyStations } from '../geo/stations.service';
import type { IncidentsDeps } from './incidents.deps';
import { activeStationsInLga, stationById } from './filing-reference';

export interface Routing {
  lgaId: number | null;
  areaCommandId: number | null;
  stationId: number | null;
}

/** How long a submission waits for the configured geocoder before routing by the offline one. */
export const ROUTING_GEOCODE_TIMEOUT_MS = 2500;

/** The LGA of a typed address: the configured geocoder's answer, else (failure, slowness, no LGA) the offline one. */
async function lgaOfAddress(deps: Pick<IncidentsDeps, 'db' | 'geocoder'>, address: string): Promise<number | null> {
  if (deps.geocoder.name !== 'offline') {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ROUTING_GEOCODE_TIMEOUT_MS);
    });
    // A failed lookup (network, quota) only means the offline answer is used; the report is still filed.
    const places = await Promise.race([deps.geocoder.search(address).catch(() => null), timeout]);
    clearTimeout(timer);
    const named = places?.find((p) => p.lga);
    if (named?.lga) return named.lga.id;
  }
  const named = (await offlineProvider(deps.db).search(address)).find((p) => p.lga);
  return named?.lga?.id ?? null;
}

/** LGA from the coordinates (else the address), station chosen or else the nearest in that LGA. */
export async function resolveRouting(
  deps: Pick<IncidentsDeps, 'db' | 'geocoder'>,
  input: { latitude?: number | null; longitude?: number | null; address?: string | null; stationId?: number | null },
): Promise<Routing> {
  const db = deps.db;
  const hasPoint = typeof input.latitude === 'number' && typeof input.longitude === 'number';
  let area: LgaArea | null = hasPoint ? await lgaAt(db, input.latitude!, input.longitude!) : null;
  if (!area && input.address) {
    const lgaId = await lgaOfAddress(deps, input.address);
    if (lgaId !== null) area = (await loadLgaAreas(db)).find((a) => a.id === lgaId) ?? null;
  }
  let stationId: number | null = null;
  if (input.stationId) {
    const station = await stationById(db, input.stationId);
    if (!station || !station.isActive) throw badRequest('Please choose a valid police station.');
    stationId = station.id;
    if (!area && station.lgaId) area = (await loadLgaAreas(db)).find((a) => a.id === station.lgaId) ?? null;
  } else if (area) {
    const inLga = await activeStationsInLga(db, area.id);
    const refLat = hasPoint ? input.latitude! : area.labelLat;
    const refLng = hasPoint ? input.longitude! : area.labelLng;
    const withCoords = inLga.filter((s) => s.latitude !== null && s.longitude !== null);
    if (refLat !== null && refLng !== null && withCoords.length > 0) {
      withCoords.sort(
        (a, b) =>
          distanceKm(refLat, refLng, a.latitude!, a.longitude!) - distanceKm(refLat, refLng, b.latitude!, b.longitude!),
      );
      stationId = withCoords[0]!.id;
    } else stationId = inLga[0]?.id ?? null;
  } else if (hasPoint) {
    // Outside every LGA (the citizen confirmed an address beyond Ogun): the nearest station within reach.
    const [nearest] = await nearbyStations(
      { db },
      { latitude: input.latitude!, longitude: input.longitude!, radius: 30 },
    );
    if (nearest) stationId = nearest.id;
  }
  return { lgaId: area?.id ?? null, areaCommandId: area?.areaCommandId ?? null, stationId };
}
