import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { incidentResponseSchema } from '@safeogun/contract/incidents';
import { ApiError, authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { incidentKeys } from './keys';

/** GET /incident/{id}: null when it does not exist (or is not yours). */
export function useIncident(id: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: incidentKeys.detail(userId, id),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    queryFn: async ({ signal }) => {
      try {
        return (await authApi.get<DataOf<typeof incidentResponseSchema>>(`/incident/${id}`, { signal })).incident;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
