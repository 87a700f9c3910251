import { useQuery } from '@tanstack/react-query';
import type { StationOption } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { feedbackKeys } from './keys';

/** GET /feedback/stations */
export function useFeedbackStations() {
  return useQuery({
    queryKey: feedbackKeys.stations,
    queryFn: ({ signal }) => publicApi.get<StationOption[]>('/feedback/stations', { signal }),
    staleTime: 10 * 60_000,
  });
}
