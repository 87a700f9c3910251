import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackBody, FeedbackItem } from '@safeogun/contract/feedback';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { feedbackKeys } from './keys';

/** POST /feedback/create */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) => authApi.post<FeedbackItem>('/feedback/create', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.histories(userId) }),
  });
}
