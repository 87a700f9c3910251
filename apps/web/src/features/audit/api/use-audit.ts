import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { auditListResponseSchema } from '@safeogun/contract/audit';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { auditQuery, type AuditFilters } from '../lib/audit-filters';
import { auditKeys } from './keys';

export type AuditPage = DataOf<typeof auditListResponseSchema>;

/** GET /admin/audit: a page of the log, newest first. */
export function useAuditLog(filters: AuditFilters) {
  const userId = useUserId();
  return useQuery({
    queryKey: auditKeys.list(userId, filters),
    queryFn: ({ signal }) => authApi.get<AuditPage>('/admin/audit', { query: auditQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}
