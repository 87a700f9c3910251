import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { incidentDeleteResponseSchema } from '@safeogun/contract/incidents';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { incidentKeys } from './keys';

/** DELETE /incident/{id} (drafts only). */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (id: string) => authApi.delete<DataOf<typeof incidentDeleteResponseSchema>>(`/incident/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.lists(userId) }),
  });
}
