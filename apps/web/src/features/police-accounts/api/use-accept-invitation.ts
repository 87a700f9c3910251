import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { AcceptInvitationBody, acceptInvitationResponseSchema } from '@safeogun/contract/police-accounts';
import { publicApi } from '../../../lib/api-client';

/** POST /auth/invitations/accept: makes the police account; the invitee then logs in as usual. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      publicApi.post<DataOf<typeof acceptInvitationResponseSchema>>('/auth/invitations/accept', body),
  });
}
