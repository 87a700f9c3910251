import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  PoliceAccountListQuery,
  PoliceAccountUpdateBody,
  policeAccountListResponseSchema,
  policeAccountResponseSchema,
} from '@safeogun/contract/police-accounts';
import { authApi } from '../../../lib/api-client';
import { policeAccountKeys } from './keys';

type AccountData = DataOf<typeof policeAccountResponseSchema>;

/** GET /admin/police-accounts */
export function usePoliceAccounts(query: PoliceAccountListQuery) {
  return useQuery({
    queryKey: policeAccountKeys.accountList(query),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof policeAccountListResponseSchema>>('/admin/police-accounts', { query, signal }),
    select: (data) => data.accounts,
    placeholderData: keepPreviousData,
  });
}

function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: policeAccountKeys.accounts });
}

/** PATCH /admin/police-accounts/{id}: role and posting together. */
export function useUpdatePoliceAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PoliceAccountUpdateBody }) =>
      (await authApi.patch<AccountData>(`/admin/police-accounts/${encodeURIComponent(id)}`, body)).account,
    onSuccess: refresh,
  });
}

/** POST /admin/police-accounts/{id}/disable */
export function useDisablePoliceAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: async (id: string) =>
      (await authApi.post<AccountData>(`/admin/police-accounts/${encodeURIComponent(id)}/disable`)).account,
    onSuccess: refresh,
  });
}

/** POST /admin/police-accounts/{id}/enable */
export function useEnablePoliceAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: async (id: string) =>
      (await authApi.post<AccountData>(`/admin/police-accounts/${encodeURIComponent(id)}/enable`)).account,
    onSuccess: refresh,
  });
}
