import { z } from 'zod';
import { envelope } from './envelope';
import { MAX_PAGE, coercedIdSchema } from './validation';
import { DEFAULT_MAP_DATE_RANGE, MAP_DATE_RANGES, type MapDateRange } from './reference';

export const MAP_DATE_RANGE_VALUES = MAP_DATE_RANGES.map((r) => r.value) as [MapDateRange, ...MapDateRange[]];

/** Length of each date range, ending now. '3m' is the last 90 days and '12m' the last 365 (section 9 labels). */
export const MAP_DATE_RANGE_MS: Record<MapDateRange, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  '3m': 90 * 86_400_000,
  '12m': 365 * 86_400_000,
};

/** Detail rows per area: default page size and the most one call may ask for. */
export const CRIME_ROWS_PAGE_SIZE = 10;
export const CRIME_ROWS_MAX_PAGE_SIZE = 100;

export const CRIME_MAP_FILTER_MESSAGES = {
  lgaId: 'Location must be one of the listed LGAs',
  incidentTypeId: 'Crime type must be one of the listed incident types',
  dateRange: `Date range must be one of ${MAP_DATE_RANGE_VALUES.join(', ')}`,
  page: `Page must be a whole number from 1 to ${MAX_PAGE}`,
  size: `Size must be a whole number from 1 to ${CRIME_ROWS_MAX_PAGE_SIZE}`,
} as const;

/** Query strings arrive as text; an empty value means "not set" (the filter bar sends lgaId= for All). */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), coercedIdSchema(message).optional());

/** GET /crimeMap/all */
export const crimeMapQuerySchema = z.object({
  lgaId: optionalId(CRIME_MAP_FILTER_MESSAGES.lgaId),
  incidentTypeId: optionalId(CRIME_MAP_FILTER_MESSAGES.incidentTypeId),
  dateRange: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.enum(MAP_DATE_RANGE_VALUES, { message: CRIME_MAP_FILTER_MESSAGES.dateRange }).default(DEFAULT_MAP_DATE_RANGE),
  ),
  page: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce
      .number({ message: CRIME_MAP_FILTER_MESSAGES.page })
      .min(1, { message: CRIME_MAP_FILTER_MESSAGES.page, abort: true })
      .max(MAX_PAGE, { message: CRIME_MAP_FILTER_MESSAGES.page, abort: true })
      .int({ message: CRIME_MAP_FILTER_MESSAGES.page })
      .default(1),
  ),
  size: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce
      .number({ message: CRIME_MAP_FILTER_MESSAGES.size })
      .min(1, { message: CRIME_MAP_FILTER_MESSAGES.size, abort: true })
      .max(CRIME_ROWS_MAX_PAGE_SIZE, { message: CRIME_MAP_FILTER_MESSAGES.size, abort: true })
      .int({ message: CRIME_MAP_FILTER_MESSAGES.size })
      .default(CRIME_ROWS_PAGE_SIZE),
  ),
});
export type CrimeMapQuery = z.input<typeof crimeMapQuerySchema>;

/**
 * One report as a signed-in citizen sees it on the map: no reporter identity, no street address (location is
 * the area), and an empty description for sensitive types.
 */
export const crimeRowSchema = z.object({
  crimetype: z.string(),
  location: z.string(),
  dateReported: z.string(),
  lastUpdated: z.string(),
  status: z.string(),
  description: z.string(),
});
export type CrimeRow = z.infer<typeof crimeRowSchema>;

export const crimeAreaSchema = z.object({
  count: z.number().int(),
  crimes: z.array(crimeRowSchema),
  pagination: z.object({
    total: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type CrimeArea = z.infer<typeof crimeAreaSchema>;

const rangeFields = {
  dateRange: z.enum(MAP_DATE_RANGE_VALUES),
  from: z.string(),
  to: z.string(),
};

export const publicCrimeMapSchema = z.object({
  detailed: z.literal(false),
  crimeMaps: z.record(z.string(), z.number().int()),
  ...rangeFields,
});
export const detailedCrimeMapSchema = z.object({
  detailed: z.literal(true),
  crimeMaps: z.record(z.string(), crimeAreaSchema),
  ...rangeFields,
});
export const crimeMapDataSchema = z.union([publicCrimeMapSchema, detailedCrimeMapSchema]);
export type CrimeMapData = z.infer<typeof crimeMapDataSchema>;
export const crimeMapResponseSchema = envelope(crimeMapDataSchema);

/** GET /options/lgas/boundaries: the LGA polygons as a GeoJSON FeatureCollection (WGS84 lon/lat). */
export const lgaBoundaryFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({ id: z.number().int(), name: z.string(), key: z.string() }),
  geometry: z.object({
    type: z.enum(['Polygon', 'MultiPolygon']),
    coordinates: z.array(z.any()),
  }),
});
export const lgaBoundariesSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(lgaBoundaryFeatureSchema),
});
export type LgaBoundaries = z.infer<typeof lgaBoundariesSchema>;
export const lgaBoundariesResponseSchema = envelope(lgaBoundariesSchema);

/** One LGA drawn on the map's canvas (MAP_CANVAS): its SVG path, its label's point and its drawn area. */
export const lgaMapShapeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  d: z.string(),
  cx: z.number(),
  cy: z.number(),
  /** The drawn area in square canvas units (the larger, the earlier its label is shown when labels collide). */
  size: z.number(),
});
export type LgaMapShape = z.infer<typeof lgaMapShapeSchema>;
const canvasPointSchema = z.tuple([z.number(), z.number()]);
/** GET /options/lgas/map: the whole state drawn from the boundaries (lga-projection.ts), and its box on the canvas. */
export const lgaMapDrawingSchema = z.object({
  shapes: z.array(lgaMapShapeSchema),
  /** [[left, top], [right, bottom]] */
  bounds: z.tuple([canvasPointSchema, canvasPointSchema]),
});
export type LgaMapDrawing = z.infer<typeof lgaMapDrawingSchema>;
export const lgaMapDrawingResponseSchema = envelope(lgaMapDrawingSchema);

export type IntensityLevel = 'normal' | 'low' | 'moderate' | 'high';
/** Section 4: 0 normal, 1-2 low, 3-7 moderate, 8+ high. */
export function intensityOf(count: number, thresholds = { moderate: 3, high: 8 }): IntensityLevel {
  if (count <= 0) return 'normal';
  if (count >= thresholds.high) return 'high';
  if (count >= thresholds.moderate) return 'moderate';
  return 'low';
}
