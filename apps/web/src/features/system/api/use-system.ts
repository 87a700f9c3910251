import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { retryResponseSchema, systemResponseSchema } from '@safeogun/contract/system';
import { authApi } from '../../../lib/api-client';

/** Query keys of the System page (administrators): under 'admin', emptied when the person changes. */
const systemKeys = { all: ['admin', 'system'] as const };

/** GET /admin/system, read again every 30 seconds while the page is open. */
export function useSystem() {
  return useQuery({
    queryKey: systemKeys.all,
    queryFn: ({ signal }) => authApi.get<DataOf<typeof systemResponseSchema>>('/admin/system', { signal }),
    refetchInterval: 30_000,
  });
}

/** POST /admin/system/failed-texts/{id}/retry */
export function useRetryText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      authApi.post<DataOf<typeof retryResponseSchema>>(`/admin/system/failed-texts/${encodeURIComponent(id)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }),
  });
}
