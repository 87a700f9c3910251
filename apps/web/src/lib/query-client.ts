import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onSessionUserChange } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a query still asks once: the service worker may answer it (the map's boundaries, the public
      // lists); then it waits for the network instead of failing (decision 024).
      networkMode: 'offlineFirst',
      refetchOnWindowFocus: false,
      // Patchy mobile data: retry dropped connections and server hiccups, never a 4xx answer.
      retry: (failureCount, error) =>
        failureCount < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    },
    mutations: { retry: false },
  },
});

// TanStack Query assumes a network until an `offline` event: a page opened with none would try, fail and show an
// error over the copy saved on the device (lib/query-persistence.ts), where it should wait for the network.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * A shared phone: when the signed-in person changes (sign-in, sign-out, session expiry, here or in another tab),
 * nothing fetched for the previous one may be shown to the next. Requests still on their way are cancelled (their
 * answers would land in the cache after it was emptied) and every cached query and mutation is dropped.
 */
export function forgetCachedData(): void {
  void queryClient.cancelQueries();
  queryClient.clear();
}

onSessionUserChange(forgetCachedData);
