import type { AuditFilters } from '../lib/audit-filters';

/** Query keys of the audit feature, under the reader's user id. */
export const auditKeys = {
  list: (userId: string | null, filters: AuditFilters) => ['audit', userId, 'list', filters] as const,
  verify: (userId: string | null) => ['audit', userId, 'verify'] as const,
};
