import { useQuery } from '@tanstack/react-query';
import type { LgaMapDrawing } from '@safeogun/contract/crime-map';
import { publicApi } from '../../../lib/api-client';

/**
 * GET /options/lgas/map: the state's LGAs as the server drew them on the map's canvas (the browser caches them for
 * an hour, the service worker keeps them for offline use), so the phone projects nothing (issue 17).
 */
export function useLgaMap() {
  return useQuery({
    queryKey: ['lga-map'],
    queryFn: ({ signal }) => publicApi.get<LgaMapDrawing>('/options/lgas/map', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
