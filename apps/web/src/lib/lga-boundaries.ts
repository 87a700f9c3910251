/**
 * The LGA boundaries every map draws (lga-shapes.ts projects them) and their licence line: apart from the projection
 * and its d3-geo, so the crime map's page fetches them at once while its map's code loads after the first paint
 * (issue 17).
 */
import { useQuery } from '@tanstack/react-query';
import type { LgaBoundaries } from '@safeogun/contract/crime-map';
import { publicApi } from './api-client';

/** The boundary data's licence line (CC BY 4.0), shown under every map drawing. */
export const BOUNDARY_ATTRIBUTION =
  'Boundaries: geoBoundaries (Runfola et al. 2020), original source GRID3, CC BY 4.0. Modified.';

/** GET /options/lgas/boundaries: the polygons every map draws (the browser caches them for an hour). */
export function useLgaBoundaries() {
  return useQuery({
    queryKey: ['lga-boundaries'],
    queryFn: ({ signal }) => publicApi.get<LgaBoundaries>('/options/lgas/boundaries', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
