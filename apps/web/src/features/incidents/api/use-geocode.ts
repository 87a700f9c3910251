import type { DataOf } from '@safeogun/contract/envelope';
import type { GeoPlace, reverseResponseSchema, searchResponseSchema } from '@safeogun/contract/geo';
import { publicApi } from '../../../lib/api-client';

/** GET /geo/reverse?lat&lng: the address and LGA at a point. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<GeoPlace> {
  return (
    await publicApi.get<DataOf<typeof reverseResponseSchema>>('/geo/reverse', {
      query: { lat: latitude, lng: longitude },
    })
  ).place;
}

/** GET /geo/search?q: places in Nigeria matching typed text. */
export async function searchPlaces(q: string): Promise<GeoPlace[]> {
  return (await publicApi.get<DataOf<typeof searchResponseSchema>>('/geo/search', { query: { q } })).places;
}
