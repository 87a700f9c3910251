import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackBody, FeedbackItem } from '@safeogun/contract/feedback';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { feedbackKeys } from './keys';

/** POST /feedback/create, with the attempt's Idempotency-Key: a retry after a lost answer is stored once. */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateFeedbackBody; idempotencyKey: string }) =>
      authApi.post<FeedbackItem>('/feedback/create', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.histories(userId) }),
  });
}
