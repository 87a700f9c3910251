import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoliceFeedbackEntry } from '@safeogun/contract/police-feedback';
import type { PoliceReplyRequest } from '@safeogun/contract/police';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { policeFeedbackKeys } from './keys';

/**
 * Replies to an entry (a second reply replaces the first; the citizen is told): a feedback by its id
 * (POST /police/feedback/{id}/reply), a review by its case (POST /police/incidents/{id}/review/reply).
 */
export function useReply(entry: Pick<PoliceFeedbackEntry, 'kind' | 'id' | 'incident'>) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const path =
    entry.kind === 'review' && entry.incident
      ? `/police/incidents/${encodeURIComponent(entry.incident.id)}/review/reply`
      : `/police/feedback/${encodeURIComponent(entry.id)}/reply`;
  return useMutation({
    mutationFn: (body: PoliceReplyRequest) => authApi.post(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policeFeedbackKeys.all(userId) }),
  });
}
