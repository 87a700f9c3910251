import { useQuery } from '@tanstack/react-query';
import { SEARCH_RADIUS_FALLBACK_KM } from '@safeogun/contract/constants';
import type { DataOf } from '@safeogun/contract/envelope';
import type { nearbyStationsResponseSchema } from '@safeogun/contract/users';
import { authApi } from '../../../lib/api-client';
import { incidentKeys } from './keys';

/** GET /stations/nearby?latitude&longitude&radius, once the address has coordinates. */
export function useNearbyStations(point: { latitude: number; longitude: number } | null) {
  return useQuery({
    queryKey: incidentKeys.nearbyStations(point),
    enabled: point !== null,
    queryFn: async ({ signal }) => {
      const data = await authApi.get<DataOf<typeof nearbyStationsResponseSchema>>('/stations/nearby', {
        query: { latitude: point!.latitude, longitude: point!.longitude, radius: SEARCH_RADIUS_FALLBACK_KM },
        signal,
      });
      return data.nearbyStations;
    },
  });
}
