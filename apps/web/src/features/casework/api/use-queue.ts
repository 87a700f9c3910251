import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { policeQueueResponseSchema } from '@safeogun/contract/casework';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { queueQuery, type QueueFilters } from '../lib/queue-filters';
import { caseworkKeys } from './keys';

export type QueueData = DataOf<typeof policeQueueResponseSchema>;

/** How often the open queue asks for new reports (paused while the tab is hidden). */
export const QUEUE_POLL_MS = 12_000;

/** GET /police/incidents: one page of the queue and the counts per tab, polled while the page is visible. */
export function useQueue(filters: QueueFilters) {
  const userId = useUserId();
  return useQuery({
    queryKey: caseworkKeys.queue(userId, filters),
    queryFn: ({ signal }) => authApi.get<QueueData>('/police/incidents', { query: queueQuery(filters), signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
