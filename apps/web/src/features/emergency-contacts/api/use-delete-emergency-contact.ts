import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { emergencyContactDeletedResponseSchema } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { emergencyContactKeys } from './keys';

/** DELETE /user/emergencyContact/{id} */
export function useDeleteEmergencyContact() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (id: string) =>
      authApi.request<DataOf<typeof emergencyContactDeletedResponseSchema>>(
        `/user/emergencyContact/${encodeURIComponent(id)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emergencyContactKeys.list(userId) }),
  });
}
