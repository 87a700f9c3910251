import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackBody, FeedbackItem } from '@safeogun/contract/feedback';
import { authApi } from '../../../lib/api-client';

/** POST /feedback/create */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) => authApi.post<FeedbackItem>('/feedback/create', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback', 'history'] }),
  });
}
