import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { ReviewRequest, reviewResponseSchema } from '@safeogun/contract/incidents';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { incidentKeys } from './keys';

/** POST /incident/{id}/review */
export function useReview(id: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (body: ReviewRequest) =>
      authApi.post<DataOf<typeof reviewResponseSchema>>(`/incident/${id}/review`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.detail(userId, id) }),
  });
}
