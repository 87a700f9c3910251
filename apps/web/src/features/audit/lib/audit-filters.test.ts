import { describe, expect, it } from 'vitest';
import { auditQuery, readAuditFilters, writeAuditFilters } from './audit-filters';

describe('audit filters in the address bar', () => {
  it('round-trips and asks the API for whole days', () => {
    const filters = {
      actor: '0b6f3c52-8f0e-4a53-9a43-1f1e0e4b2f10',
      action: 'police.posting.changed',
      from: '2026-03-01',
      to: '2026-03-02',
      page: 3,
    };
    expect(readAuditFilters(writeAuditFilters(filters))).toEqual(filters);
    const query = auditQuery(filters);
    expect(new Date(query.to as string).getTime()).toBe(new Date('2026-03-02T23:59:59.999').getTime());
    expect(query).toMatchObject({ page: 3, size: 25, action: 'police.posting.changed' });
  });

  it('ignores what it cannot read', () => {
    expect(readAuditFilters(new URLSearchParams('from=soon&page=-2'))).toEqual({
      actor: '',
      action: '',
      from: '',
      to: '',
      page: 1,
    });
  });
});
