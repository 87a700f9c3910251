import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { invitationPreviewResponseSchema } from '@safeogun/contract/police-accounts';
import { publicApi } from '../../../lib/api-client';
import { policeAccountKeys } from './keys';

/**
 * GET /auth/invitations/{token}: who the link invites, as what. A used, expired, revoked or unknown link answers
 * 410 or 404 with the sentence to show, so it is never retried.
 */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: policeAccountKeys.invitationPreview(token),
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof invitationPreviewResponseSchema>>(`/auth/invitations/${encodeURIComponent(token)}`, {
        signal,
      }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    select: (data) => data.invitation,
  });
}
