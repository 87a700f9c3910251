import { useQuery } from '@tanstack/react-query';
import type { EmergencyContact } from '@safeogun/contract/emergency-contacts';
import { authApi } from '../../../lib/api-client';

export const emergencyContactsKey = ['emergency-contacts'] as const;

/** GET /user/emergencyContact/all */
export function useEmergencyContacts() {
  return useQuery({
    queryKey: emergencyContactsKey,
    queryFn: async ({ signal }) =>
      (await authApi.get<{ emergencyContacts: EmergencyContact[] }>('/user/emergencyContact/all', { signal }))
        .emergencyContacts,
  });
}
