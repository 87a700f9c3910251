import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, activeFilterCount, queueQuery, readFilters, writeFilters } from './queue-filters';

describe('queue filters in the address bar', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      status: 'in-progress' as const,
      lgaId: 3,
      stationId: 12,
      incidentTypeId: 4,
      channel: 'web' as const,
      overdue: true,
      q: 'OGP-12',
      from: '2026-03-01',
      to: '2026-03-09',
      sort: 'sla-due' as const,
      page: 2,
    };
    const params = writeFilters(filters);
    expect(params.toString()).toBe(
      'status=in-progress&lga=3&station=12&type=4&channel=web&overdue=true&q=OGP-12&from=2026-03-01&to=2026-03-09&sort=sla-due&page=2',
    );
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(activeFilterCount(filters)).toBe(7);
  });

  it('falls back to the defaults for what a hand-edited link gets wrong', () => {
    const read = readFilters(new URLSearchParams('status=lost&lga=-1&station=x&sort=up&page=0&from=yesterday'));
    expect(read).toEqual(DEFAULT_FILTERS);
  });

  it('asks the API for whole days in the officer time zone', () => {
    const query = queueQuery({ ...DEFAULT_FILTERS, from: '2026-03-01', to: '2026-03-01' });
    expect(new Date(query.from as string).getTime()).toBe(new Date('2026-03-01T00:00:00').getTime());
    expect(new Date(query.to as string).getTime()).toBe(new Date('2026-03-01T23:59:59.999').getTime());
    expect(query).toMatchObject({ status: 'new', sort: 'newest', page: 1, size: 20 });
  });
});
