/** Address checks and nearby stations for the report form (section 5), with any geocoding provider. */
import { z } from 'zod';
import { envelope } from './envelope';
import { OGUN_PREFILTER_BOUNDS } from './constants';

export const geoPlaceSchema = z.object({
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  inNigeria: z.boolean(),
  inOgun: z.boolean(),
  lga: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** True when the point stands for a town or area, not the exact address. */
  approximate: z.boolean(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

const lat = z.coerce.number({ message: 'latitude must be a number' }).min(-90).max(90);
const lng = z.coerce.number({ message: 'longitude must be a number' }).min(-180).max(180);

/** GET /geo/reverse?lat&lng */
export const reverseQuerySchema = z.object({ lat, lng });
export const reverseResponseSchema = envelope(z.object({ place: geoPlaceSchema }));
/** GET /geo/search?q */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Please enter an address').max(300, 'The address is too long'),
});
export const searchResponseSchema = envelope(z.object({ places: z.array(geoPlaceSchema) }));

/** The cheap first filter of DECISIONS.md (widened spec box); polygons decide. */
export function inOgunPrefilter(latitude: number, longitude: number): boolean {
  const b = OGUN_PREFILTER_BOUNDS;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}
