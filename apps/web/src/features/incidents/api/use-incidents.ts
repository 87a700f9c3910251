import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { incidentListResponseSchema } from '@safeogun/contract/incidents';
import { LIST_PAGE_SIZE } from '@safeogun/contract/constants';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { incidentKeys } from './keys';

export type IncidentPage = DataOf<typeof incidentListResponseSchema>;

/** GET /incident/all?page&size&isDraft (10 a page). */
export function useIncidents(page: number, isDraft = false) {
  const userId = useUserId();
  return useQuery({
    queryKey: incidentKeys.list(userId, isDraft ? 'drafts' : 'reports', page),
    queryFn: ({ signal }) =>
      authApi.get<IncidentPage>('/incident/all', {
        query: { page, size: LIST_PAGE_SIZE, isDraft: isDraft ? 'true' : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
