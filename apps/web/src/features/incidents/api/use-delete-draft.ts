import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';

/** DELETE /incident/{id} (drafts only). */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => authApi.delete<{ id: string }>(`/incident/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['incident', 'list'] }),
  });
}
