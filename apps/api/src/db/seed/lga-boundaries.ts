/**
 * Loads LGA boundaries from a GeoJSON FeatureCollection into `lgas`. Accepts the GADM-style properties of
 * shared/data/ogun-lgas.geojson (NAME_2, GID_2, NAME_1) and geoBoundaries' (shapeName, shapeID), so another
 * state is added by importing its file.
 */
import { sql } from 'drizzle-orm';
import { lgaKey } from '@safeogun/contract/reference';
import type { Db } from '../client';
import { lgas } from '../schema';
import { bboxOf, type AreaGeometry } from '../../lib/geo';

interface BoundaryFeature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: AreaGeometry;
}

export interface LgaBoundary {
  name: string;
  gid: string | null;
  state: string;
  areaKm2: number | null;
  labelLat: number | null;
  labelLng: number | null;
  geometry: AreaGeometry;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * `defaultState`: the state of features that do not name one (geoBoundaries' ADM2 files do not); with `onlyState`,
 * features naming another state are left out.
 */
export function parseLgaBoundaries(
  text: string,
  source = 'boundary file',
  options: { defaultState?: string; onlyState?: string } = {},
): LgaBoundary[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  const features = (json as { features?: unknown }).features;
  if (!Array.isArray(features) || features.length === 0) throw new Error(`${source} has no features`);
  const defaultState = options.onlyState ?? options.defaultState ?? 'Ogun';
  const parsed = (features as BoundaryFeature[]).map((f, i) => {
    const p = f.properties ?? {};
    const name = str(p.NAME_2) ?? str(p.shapeName) ?? str(p.name);
    if (!name) throw new Error(`${source}: feature ${i} has no NAME_2 or shapeName`);
    if (f.geometry?.type !== 'Polygon' && f.geometry?.type !== 'MultiPolygon')
      throw new Error(`${source}: ${name} is not a Polygon or MultiPolygon`);
    return {
      name,
      gid: str(p.GID_2) ?? str(p.shapeID),
      state: str(p.NAME_1) ?? defaultState,
      areaKm2: num(p.area_km2),
      labelLat: num(p.label_lat),
      labelLng: num(p.label_lng),
      geometry: f.geometry,
    };
  });
  const kept = options.onlyState
    ? parsed.filter((b) => b.state.toLowerCase() === options.onlyState!.toLowerCase())
    : parsed;
  if (kept.length === 0) throw new Error(`${source} has no LGAs of ${options.onlyState}`);
  return kept;
}

/** Upserts by folded name; running it twice changes nothing. */
export async function importLgaBoundaries(db: Db, boundaries: LgaBoundary[]): Promise<number> {
  await db.transaction(async (tx) => {
    for (const [i, b] of boundaries.entries()) {
      const box = bboxOf(b.geometry);
      const values = {
        name: b.name,
        key: lgaKey(b.name),
        gid: b.gid,
        state: b.state,
        areaKm2: b.areaKm2,
        labelLat: b.labelLat,
        labelLng: b.labelLng,
        minLat: box.minLat,
        minLng: box.minLng,
        maxLat: box.maxLat,
        maxLng: box.maxLng,
        boundary: b.geometry,
        sortOrder: i,
      };
      await tx
        .insert(lgas)
        .values(values)
        .onConflictDoUpdate({ target: lgas.key, set: { ...values, updatedAt: sql`now()` } });
    }
  });
  return boundaries.length;
}
