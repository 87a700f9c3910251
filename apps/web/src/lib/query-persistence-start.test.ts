// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createStore, get } from 'idb-keyval';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./session', () => ({
  getSession: () => null,
  onSessionUserChange: () => () => undefined,
}));

const { startSavingQueries } = await import('./query-persistence');

describe('startSavingQueries', () => {
  it('keeps an answer that came before saving started (a hydrated page starts it once live)', async () => {
    const client = new QueryClient();
    const key = ['crime-map', 'public', { dateRange: 'last30days' }];
    client.setQueryData(key, { crimeMaps: { 'ABEOKUTA SOUTH': 3 } });
    client.setQueryData(['session-only'], { not: 'saved' });
    const marks: boolean[] = [];

    await startSavingQueries(client, (present) => marks.push(present));

    await vi.waitFor(async () => {
      const saved = await get('saved-queries', createStore('safeogun-offline', 'queries'));
      expect(saved).toMatchObject({ owner: 'anonymous', queries: [{ queryKey: key }] });
      expect(saved.queries).toHaveLength(1);
    });
    expect(marks).toEqual([true]);
  });
});
