import { useQuery } from '@tanstack/react-query';
import type { IdName } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';

/** GET /feedback/types */
export function useFeedbackTypes() {
  return useQuery({
    queryKey: ['feedback', 'types'],
    queryFn: ({ signal }) => publicApi.get<IdName[]>('/feedback/types', { signal }),
    staleTime: 10 * 60_000,
  });
}
