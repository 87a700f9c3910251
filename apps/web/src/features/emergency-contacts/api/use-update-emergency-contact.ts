import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact, EmergencyContactInput } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { emergencyContactsKey } from './use-emergency-contacts';

/** PUT /user/emergencyContact/{id} */
export function useUpdateEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: EmergencyContactInput & { id: string }) =>
      authApi.request<{ emergencyContact: EmergencyContact }>(`/user/emergencyContact/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactsKey }),
  });
}
