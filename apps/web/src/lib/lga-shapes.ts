/**
 * The LGA polygons drawn into the 800 x 600 map canvas (padding 50): the crime map, the police console's case
 * location and the live SOS board draw the same shapes from GET /options/lgas/boundaries, fetched once
 * (lga-boundaries.ts). d3-geo is here only, so a page that fetches the boundaries while its map's code still loads
 * need not carry it (issue 17).
 */
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
  /** The drawn area in square canvas units (the larger, the earlier its label is shown when labels collide). */
  size: number;
}

export interface LgaMap {
  shapes: MapShape[];
  /** A longitude and latitude on the canvas, or null outside the projection. */
  project: (longitude: number, latitude: number) => [number, number] | null;
  /** A point of the canvas as [longitude, latitude], or null outside the projection. */
  invert: (x: number, y: number) => [number, number] | null;
  /** The drawn state's box on the canvas: [[left, top], [right, bottom]]. */
  bounds: [[number, number], [number, number]];
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

/**
 * Projects the LGA polygons into the canvas: the whole state, or (`focusId`) one LGA filling the middle of it with
 * its neighbours around.
 */
export function projectLgas(boundaries: LgaBoundaries, focusId?: number | null): LgaMap {
  const source = boundaries as unknown as GeoJSON.FeatureCollection;
  const collection: GeoJSON.FeatureCollection = { ...source, features: source.features.map(rewind) };
  const focus = focusId == null ? -1 : boundaries.features.findIndex((f) => f.properties.id === focusId);
  // A focused LGA keeps a third of the canvas around it, so the neighbours show where it lies.
  const margin = focus >= 0 ? Math.round(H / 6) : P;
  // precision(0): no adaptive resampling. The boundaries' points lie close together, so resampling added no point to
  // any view drawn (the state, and each LGA focused: the same paths, centroids and areas) and took about a third of
  // the projection's time, which a phone spends before the map shows.
  const projection = geoMercator()
    .precision(0)
    .fitExtent(
      [
        [margin, margin],
        [W - margin, H - margin],
      ],
      focus >= 0 ? collection.features[focus]! : collection,
    );
  const path = geoPath(projection);
  const shapes = collection.features.map((f, i) => {
    const props = boundaries.features[i]!.properties;
    const [cx, cy] = path.centroid(f);
    return { id: props.id, name: props.name, key: lgaKey(props.name), d: path(f) ?? '', cx, cy, size: path.area(f) };
  });
  return {
    shapes,
    project: (longitude, latitude) => projection([longitude, latitude]),
    invert: (x, y) => projection.invert?.([x, y]) ?? null,
    bounds: path.bounds(collection),
  };
}

/** The projected shapes, once per boundary set (and focused LGA). */
export function useLgaMap(boundaries: LgaBoundaries | undefined, focusId?: number | null): LgaMap | null {
  return useMemo(() => (boundaries ? projectLgas(boundaries, focusId) : null), [boundaries, focusId]);
}

/** The projected polygons, once per boundary set (empty until the boundaries load). */
export function useMapShapes(boundaries: LgaBoundaries | undefined): MapShape[] {
  return useLgaMap(boundaries)?.shapes ?? NO_SHAPES;
}

const NO_SHAPES: MapShape[] = [];
