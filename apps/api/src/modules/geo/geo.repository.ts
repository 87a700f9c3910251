import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lgas, stations } from '../../db/schema';
import { distanceKm } from '../../lib/geo';

export interface StationWithDistance {
  id: number;
  formation: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  distance: number;
  lga: string | null;
  lgaId: number | null;
  isDemo: boolean;
}

/** Active stations with coordinates, nearest first, each with its great-circle distance in km. */
export async function stationsByDistance(db: Db, latitude: number, longitude: number): Promise<StationWithDistance[]> {
  const rows = await db
    .select({
      id: stations.id,
      formation: stations.formation,
      address: stations.address,
      latitude: stations.latitude,
      longitude: stations.longitude,
      lgaId: stations.lgaId,
      lga: lgas.name,
      isDemo: stations.isDemo,
    })
    .from(stations)
    .leftJoin(lgas, eq(lgas.id, stations.lgaId))
    .where(eq(stations.isActive, true));
  return rows
    .filter((r) => r.latitude !== null && r.longitude !== null)
    .map((r) => ({
      ...r,
      name: r.formation,
      distance: Math.round(distanceKm(latitude, longitude, r.latitude!, r.longitude!) * 10) / 10,
    }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
}
