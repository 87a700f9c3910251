import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { emergencyContactKeys } from './keys';

/** DELETE /user/emergencyContact/{id} */
export function useDeleteEmergencyContact() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (id: string) =>
      authApi.request<{ id: string }>(`/user/emergencyContact/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactKeys.list(userId) }),
  });
}
