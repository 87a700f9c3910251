import { describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import { isSavedQuery, mergeSavedQueries, SAVED_MAX_AGE_MS, SAVED_MAX_QUERIES } from './query-persistence';

type SavedQuery = DehydratedState['queries'][number];

const saved = (queryHash: string, dataUpdatedAt: number, data: unknown = queryHash): SavedQuery =>
  ({
    queryHash,
    queryKey: JSON.parse(queryHash) as unknown[],
    state: { data, dataUpdatedAt, status: 'success' },
    dehydratedAt: dataUpdatedAt,
  }) as unknown as SavedQuery;

describe('isSavedQuery', () => {
  it('keeps the news, the crime map and the signed-in person’s own reports', () => {
    expect(isSavedQuery(['news', 'list', { page: 1 }], 'anonymous')).toBe(true);
    expect(isSavedQuery(['news', 'article', '4'], 'u1')).toBe(true);
    expect(isSavedQuery(['crime-map', 'u1', { lgaId: null }, 1], 'u1')).toBe(true);
    expect(isSavedQuery(['crime-map', 'lgas'], 'anonymous')).toBe(true);
    expect(isSavedQuery(['incidents', 'u1', 'list', 'reports', 1], 'u1')).toBe(true);
    expect(isSavedQuery(['incidents', 'u1', 'one', '9'], 'u1')).toBe(true);
  });

  it('keeps the community hub’s tips and alerts, not its polls (issue 21)', () => {
    expect(isSavedQuery(['community', 'tips', '', ''], 'anonymous')).toBe(true);
    expect(isSavedQuery(['community', 'tip', '3'], 'anonymous')).toBe(true);
    expect(isSavedQuery(['community', 'alerts', 'Sagamu', null], 'anonymous')).toBe(true);
    expect(isSavedQuery(['community', 'alert', '7'], 'u1')).toBe(true);
    expect(isSavedQuery(['community', 'polls', '', 'u1'], 'u1')).toBe(false);
    expect(isSavedQuery(['community', 'poll', '2', 'u1'], 'u1')).toBe(false);
  });

  it('keeps nothing else, and never another person’s reports', () => {
    expect(isSavedQuery(['incidents', 'u2', 'list', 'reports', 1], 'u1')).toBe(false);
    expect(isSavedQuery(['incidents', 'types'], 'u1')).toBe(false);
    expect(isSavedQuery(['notifications', 'u1'], 'u1')).toBe(false);
    expect(isSavedQuery(['profile', 'u1'], 'u1')).toBe(false);
    expect(isSavedQuery(['lga-boundaries'], 'u1')).toBe(false);
  });
});

describe('mergeSavedQueries', () => {
  const now = Date.UTC(2026, 10, 26, 9, 0, 0);

  it('keeps copies saved before and takes the newer of two copies of one query', () => {
    const before = [saved('["news",1]', now - 5000, 'old'), saved('["news",2]', now - 4000)];
    const current = [saved('["news",1]', now - 1000, 'new')];
    const merged = mergeSavedQueries(before, current, now);
    expect(merged.map((q) => [q.queryHash, q.state.data])).toEqual([
      ['["news",1]', 'new'],
      ['["news",2]', '["news",2]'],
    ]);
  });

  it('drops copies past the maximum age and keeps only the newest ones', () => {
    expect(mergeSavedQueries([saved('["news",1]', now - SAVED_MAX_AGE_MS - 1)], [], now)).toEqual([]);
    const many = Array.from({ length: SAVED_MAX_QUERIES + 5 }, (_, i) => saved(`["news",${i}]`, now - i * 1000));
    const merged = mergeSavedQueries([], many, now);
    expect(merged).toHaveLength(SAVED_MAX_QUERIES);
    expect(merged[0]!.queryHash).toBe('["news",0]');
    expect(merged.at(-1)!.queryHash).toBe(`["news",${SAVED_MAX_QUERIES - 1}]`);
  });
});
