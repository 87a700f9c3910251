import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRequest } from '@safeogun/contract/incidents';
import { authApi } from '../../../lib/api-client';

/** POST /incident/{id}/review */
export function useReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) => authApi.post(`/incident/${id}/review`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['incident', 'one', id] }),
  });
}
