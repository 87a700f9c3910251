/** Which LGA a position lies in, by the boundary polygons on record (the box first, then the polygon). */
import { bboxContains, bboxOf, geometryContains } from '../../lib/geo';
import type { LgaShape } from './stations.repository';

export function lgaAt(shapes: LgaShape[], latitude: number, longitude: number): LgaShape | null {
  return (
    shapes.find(
      (s) =>
        s.boundary !== null &&
        bboxContains(bboxOf(s.boundary), longitude, latitude) &&
        geometryContains(s.boundary, longitude, latitude),
    ) ?? null
  );
}
