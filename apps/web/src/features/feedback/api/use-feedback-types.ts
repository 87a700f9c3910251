import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { feedbackTypesResponseSchema } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { feedbackKeys } from './keys';

/** GET /feedback/types */
export function useFeedbackTypes() {
  return useQuery({
    queryKey: feedbackKeys.types,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof feedbackTypesResponseSchema>>('/feedback/types', { signal }),
    staleTime: 10 * 60_000,
  });
}
