import { useQuery } from '@tanstack/react-query';
import type { LgaBoundaries } from '@safeogun/contract/crime-map';
import { publicApi } from '../../../lib/api-client';
import { crimeMapKeys } from './keys';

/** GET /options/lgas/boundaries: the polygons the map draws (cached by the browser for an hour). */
export function useLgaBoundaries() {
  return useQuery({
    queryKey: crimeMapKeys.lgaBoundaries,
    queryFn: ({ signal }) => publicApi.get<LgaBoundaries>('/options/lgas/boundaries', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
