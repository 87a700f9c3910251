import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  InvitationBody,
  InvitationListQuery,
  invitationListResponseSchema,
  invitationResponseSchema,
} from '@safeogun/contract/police-accounts';
import { authApi } from '../../../lib/api-client';
import { policeAccountKeys } from './keys';

type InvitationData = DataOf<typeof invitationResponseSchema>;

/** GET /admin/invitations */
export function useInvitations(query: InvitationListQuery) {
  return useQuery({
    queryKey: policeAccountKeys.invitationList(query),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof invitationListResponseSchema>>('/admin/invitations', { query, signal }),
    select: (data) => data.invitations,
    placeholderData: keepPreviousData,
  });
}

/** Every change to an invitation shows in every page of the list. */
function useRefreshInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: policeAccountKeys.invitations });
}

/** POST /admin/invitations */
export function useInvite() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: async (body: InvitationBody) =>
      (await authApi.post<InvitationData>('/admin/invitations', body)).invitation,
    onSuccess: refresh,
  });
}

/** POST /admin/invitations/{id}/resend */
export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: async (id: string) =>
      (await authApi.post<InvitationData>(`/admin/invitations/${encodeURIComponent(id)}/resend`)).invitation,
    onSuccess: refresh,
  });
}

/** POST /admin/invitations/{id}/revoke */
export function useRevokeInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: async (id: string) =>
      (await authApi.post<InvitationData>(`/admin/invitations/${encodeURIComponent(id)}/revoke`)).invitation,
    onSuccess: refresh,
  });
}
