import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { PoliceCase, policeCaseResponseSchema } from '@safeogun/contract/casework';
import { ApiError, authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { caseworkKeys } from './keys';

/** How often an open case looks for work done on it by someone else. */
export const CASE_POLL_MS = 20_000;

/** GET /police/incidents/{id}: null when it does not exist or is outside the officer's reach (404). */
export function useCase(id: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: caseworkKeys.case(userId, id),
    enabled: Boolean(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
    refetchInterval: CASE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }): Promise<PoliceCase | null> => {
      try {
        return (
          await authApi.get<DataOf<typeof policeCaseResponseSchema>>(`/police/incidents/${encodeURIComponent(id!)}`, {
            signal,
          })
        ).incident;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
