import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { feedbackStationsResponseSchema } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { feedbackKeys } from './keys';

/** GET /feedback/stations */
export function useFeedbackStations() {
  return useQuery({
    queryKey: feedbackKeys.stations,
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof feedbackStationsResponseSchema>>('/feedback/stations', { signal }),
    staleTime: 10 * 60_000,
  });
}
