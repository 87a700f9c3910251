import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact, EmergencyContactInput } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { emergencyContactKeys } from './keys';

/** PUT /user/emergencyContact/{id} */
export function useUpdateEmergencyContact() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ id, ...body }: EmergencyContactInput & { id: string }) =>
      authApi.request<{ emergencyContact: EmergencyContact }>(`/user/emergencyContact/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactKeys.list(userId) }),
  });
}
