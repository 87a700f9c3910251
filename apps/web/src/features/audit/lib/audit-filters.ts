/** The audit log's filters in the address bar: `actor`, `action`, `from`, `to` (days) and `page`. */
export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const page = Number(params.get('page'));
  return {
    actor: (params.get('actor') ?? '').trim().slice(0, 100),
    action: (params.get('action') ?? '').trim().slice(0, 100),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actor.trim()) params.set('actor', filters.actor.trim());
  if (filters.action.trim()) params.set('action', filters.action.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function auditQuery(filters: AuditFilters): Record<string, string | number | undefined> {
  return {
    page: filters.page,
    size: AUDIT_PAGE_SIZE,
    actor: filters.actor.trim() || undefined,
    action: filters.action.trim() || undefined,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
  };
}
