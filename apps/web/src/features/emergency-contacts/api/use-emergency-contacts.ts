import { useQuery } from '@tanstack/react-query';
import type { EmergencyContact } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { emergencyContactKeys } from './keys';

/** GET /user/emergencyContact/all */
export function useEmergencyContacts() {
  const userId = useUserId();
  return useQuery({
    queryKey: emergencyContactKeys.list(userId),
    queryFn: async ({ signal }) =>
      (await authApi.get<{ emergencyContacts: EmergencyContact[] }>('/user/emergencyContact/all', { signal }))
        .emergencyContacts,
  });
}
