import { useQuery } from '@tanstack/react-query';
import type { AuditVerification } from '@safeogun/contract/audit';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { auditKeys } from './keys';

/** GET /admin/audit/verify: walks the whole chain, so only on opening the page and when asked again. */
export function useAuditVerification() {
  const userId = useUserId();
  return useQuery({
    queryKey: auditKeys.verify(userId),
    queryFn: ({ signal }) => authApi.get<AuditVerification>('/admin/audit/verify', { signal }),
    staleTime: 60_000,
  });
}
