import { useMemo } from 'react';
import { geoArea, geoMercator, geoPath } from 'd3-geo';
import { MAP_CANVAS } from '@safeogun/contract/constants';
import { lgaKey } from '@safeogun/contract/reference';
import type { LgaBoundaries } from '@safeogun/contract/crime-map';

export interface MapShape {
  id: number;
  name: string;
  key: string;
  d: string;
  cx: number;
  cy: number;
}

const { width: W, height: H, padding: P } = MAP_CANVAS;

/**
 * d3-geo reads rings by spherical winding: GeoJSON's (RFC 7946) counter-clockwise exteriors would mean "the whole
 * globe except this area". Any feature whose area comes out larger than a hemisphere has its rings reversed.
 */
function rewind(feature: GeoJSON.Feature): GeoJSON.Feature {
  if (geoArea(feature) <= 2 * Math.PI) return feature;
  const g = feature.geometry;
  const reverse = (rings: GeoJSON.Position[][]) => rings.map((ring) => [...ring].reverse());
  if (g.type === 'Polygon') return { ...feature, geometry: { ...g, coordinates: reverse(g.coordinates) } };
  if (g.type === 'MultiPolygon') return { ...feature, geometry: { ...g, coordinates: g.coordinates.map(reverse) } };
  return feature;
}

/** Projects the LGA polygons into the 800 x 600 canvas (padding 50) once per boundary set. */
export function useMapShapes(boundaries: LgaBoundaries | undefined): MapShape[] {
  return useMemo(() => {
    if (!boundaries) return [];
    const source = boundaries as unknown as GeoJSON.FeatureCollection;
    const collection: GeoJSON.FeatureCollection = { ...source, features: source.features.map(rewind) };
    const projection = geoMercator().fitExtent(
      [
        [P, P],
        [W - P, H - P],
      ],
      collection,
    );
    const path = geoPath(projection);
    return collection.features.map((f, i) => {
      const props = boundaries.features[i]!.properties;
      const [cx, cy] = path.centroid(f);
      return { id: props.id, name: props.name, key: lgaKey(props.name), d: path(f) ?? '', cx, cy };
    });
  }, [boundaries]);
}
