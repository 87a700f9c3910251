/**
 * The LGA polygons drawn into the 800 x 600 map canvas (padding 50), one projection for server and browser: the
 * server draws the whole state once per boundary set for the crime map and the landing page's teaser
 * (GET /options/lgas/map, so a phone spends no time projecting before the map shows: issue 17); the police
 * console's case location and the live SOS board project the boundaries in the browser, where they focus an LGA and
 * place points.
 */
import { geoArea, geoMercator, geoPath } from 'd3-geo';
import { MAP_CANVAS } from './constants';
import { lgaKey } from './reference';
import type { LgaBoundaries, LgaMapDrawing } from './crime-map';

export interface LgaMap extends LgaMapDrawing {
  /** A longitude and latitude on the canvas, or null outside the projection. */
  project: (longitude: number, latitude: number) => [number, number] | null;
  /** A point of the canvas as [longitude, latitude], or null outside the projection. */
  invert: (x: number, y: number) => [number, number] | null;
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
  // Two decimals: a hundredth of a canvas unit is under a pixel at the closest zoom of the widest screen.
  const path = geoPath(projection).digits(2);
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

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The whole state drawn for GET /options/lgas/map: the shapes and the box, numbers to two decimals. */
export function drawLgaMap(boundaries: LgaBoundaries): LgaMapDrawing {
  const { shapes, bounds } = projectLgas(boundaries);
  return {
    shapes: shapes.map((shape) => ({ ...shape, cx: round2(shape.cx), cy: round2(shape.cy), size: round2(shape.size) })),
    bounds: [
      [round2(bounds[0][0]), round2(bounds[0][1])],
      [round2(bounds[1][0]), round2(bounds[1][1])],
    ],
  };
}
