import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact, EmergencyContactInput } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { emergencyContactsKey } from './use-emergency-contacts';

/** POST /user/emergencyContact/ (one call per contact); resolves to the whole envelope for its message. */
export function useCreateEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmergencyContactInput) =>
      authApi.request<{ emergencyContact: EmergencyContact }>('/user/emergencyContact/', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactsKey }),
  });
}
