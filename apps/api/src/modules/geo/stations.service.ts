/** Police stations near a point: the one nearest-stations query (geo.repository) trimmed for the station picker. */
import type { NearbyStation } from '@safeogun/contract/users';
import type { Db } from '../../db/client';
import { stationsByDistance } from './geo.repository';

const NEARBY_LIMIT = 50;

export async function nearbyStations(
  deps: { db: Db },
  query: { latitude: number; longitude: number; radius: number },
): Promise<NearbyStation[]> {
  const rows = await stationsByDistance(deps.db, query.latitude, query.longitude);
  return rows
    .filter((s) => s.distance <= query.radius)
    .slice(0, NEARBY_LIMIT)
    .map((s) => ({
      id: s.id,
      formation: s.formation,
      name: s.formation,
      address: s.address,
      latitude: s.latitude!,
      longitude: s.longitude!,
      distance: s.distance,
    }));
}
