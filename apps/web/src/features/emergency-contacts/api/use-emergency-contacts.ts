import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { emergencyContactListResponseSchema } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { emergencyContactKeys } from './keys';

/** GET /user/emergencyContact/all */
export function useEmergencyContacts() {
  const userId = useUserId();
  return useQuery({
    queryKey: emergencyContactKeys.list(userId),
    queryFn: async ({ signal }) =>
      (await authApi.get<DataOf<typeof emergencyContactListResponseSchema>>('/user/emergencyContact/all', { signal }))
        .emergencyContacts,
  });
}
