/** Geometry helpers over the LGA boundary data (GeoJSON, WGS84 lon/lat). */

export type Position = [number, number];
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}
export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}
export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

export interface BBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

function polygons(geometry: AreaGeometry): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

export function bboxOf(geometry: AreaGeometry): BBox {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const polygon of polygons(geometry))
    for (const [lng, lat] of polygon[0] ?? []) {
      box.minLng = Math.min(box.minLng, lng);
      box.maxLng = Math.max(box.maxLng, lng);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  return box;
}

/** Even-odd ray casting; LGAs are small enough that planar lon/lat is exact for our purpose. */
function ringContains(ring: Position[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function geometryContains(geometry: AreaGeometry, lng: number, lat: number): boolean {
  return polygons(geometry).some(
    ([outer, ...holes]) =>
      outer !== undefined && ringContains(outer, lng, lat) && !holes.some((hole) => ringContains(hole, lng, lat)),
  );
}

export function bboxContains(box: BBox, lng: number, lat: number): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
