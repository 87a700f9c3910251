import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./session', () => ({
  getSession: () => ({ user: { id: 'u-1' } }),
  onSessionUserChange: () => () => undefined,
}));

const { restoreSavedQueries } = await import('./query-persistence');

describe('restoreSavedQueries', () => {
  it('puts the saved copy back to be shown, and marks it to be asked again as soon as a page uses it', async () => {
    const savedAt = Date.now() - 2_000;
    const key = ['incidents', 'u-1', 'one', 'r-9'];
    await set(
      'saved-queries',
      {
        version: 1,
        owner: 'u-1',
        queries: [
          {
            queryHash: JSON.stringify(key),
            queryKey: key,
            state: { data: { review: { reply: null } }, dataUpdatedAt: savedAt, status: 'success' },
            dehydratedAt: savedAt,
          },
        ],
      },
      createStore('safeogun-offline', 'queries'),
    );
    // A page that would otherwise trust a minute-old answer: the restored copy must not count as one.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });

    await restoreSavedQueries(client);

    const query = client.getQueryCache().find({ queryKey: key })!;
    expect(query.state.data).toEqual({ review: { reply: null } });
    expect(query.state.dataUpdatedAt).toBe(savedAt);
    expect(query.state.isInvalidated).toBe(true);
  });
});
