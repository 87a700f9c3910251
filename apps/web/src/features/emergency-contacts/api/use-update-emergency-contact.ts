import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { EmergencyContactInput, emergencyContactResponseSchema } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { emergencyContactKeys } from './keys';

/** PUT /user/emergencyContact/{id} */
export function useUpdateEmergencyContact() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ id, ...body }: EmergencyContactInput & { id: string }) =>
      authApi.request<DataOf<typeof emergencyContactResponseSchema>>(
        `/user/emergencyContact/${encodeURIComponent(id)}`,
        {
          method: 'PUT',
          body,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactKeys.list(userId) }),
  });
}
