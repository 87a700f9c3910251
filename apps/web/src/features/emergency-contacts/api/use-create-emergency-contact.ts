import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { EmergencyContactInput, emergencyContactResponseSchema } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { emergencyContactKeys } from './keys';

/** POST /user/emergencyContact/ (one call per contact); resolves to the whole envelope for its message. */
export function useCreateEmergencyContact() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (body: EmergencyContactInput) =>
      authApi.request<DataOf<typeof emergencyContactResponseSchema>>('/user/emergencyContact/', {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactKeys.list(userId) }),
  });
}
