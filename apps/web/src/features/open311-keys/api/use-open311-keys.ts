import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  Open311KeyCreateBody,
  open311KeyIssuedResponseSchema,
  open311KeyListResponseSchema,
  open311KeyResponseSchema,
} from '@safeogun/contract/open311';
import { authApi } from '../../../lib/api-client';
import { open311KeyKeys } from './keys';

/** GET /admin/open311-keys */
export function useOpen311Keys() {
  return useQuery({
    queryKey: open311KeyKeys.all,
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof open311KeyListResponseSchema>>('/admin/open311-keys', { signal }),
    select: (data) => data.keys,
  });
}

/** POST /admin/open311-keys: the answer carries the key, this once. */
export function useIssueOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Open311KeyCreateBody) =>
      authApi.post<DataOf<typeof open311KeyIssuedResponseSchema>>('/admin/open311-keys', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: open311KeyKeys.all }),
  });
}

/** POST /admin/open311-keys/{id}/revoke */
export function useRevokeOpen311Key() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await authApi.post<DataOf<typeof open311KeyResponseSchema>>(
          `/admin/open311-keys/${encodeURIComponent(id)}/revoke`,
        )
      ).key,
    onSettled: () => queryClient.invalidateQueries({ queryKey: open311KeyKeys.all }),
  });
}
