import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { emergencyContactsKey } from './use-emergency-contacts';

/** DELETE /user/emergencyContact/{id} */
export function useDeleteEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      authApi.request<{ id: string }>(`/user/emergencyContact/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactsKey }),
  });
}
