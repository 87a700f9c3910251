/// <reference lib="webworker" />
/**
 * The service worker (issue 16, docs/decisions/024-installable-offline-app.md), built by vite-plugin-pwa
 * (injectManifest) into dist/sw.js. It keeps the app shell and every citizen page's code, so the public pages open
 * with no connection once visited; public reference data and the map's boundaries (never a private answer, a write
 * or an event stream); and wakes the pages for the outbox when Background Sync fires. A new version waits until the
 * person chooses Reload.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG, SKIP_WAITING_MESSAGE } from './protocol';
import { apiCaching, isAppPage, languageCacheKey } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Background Sync's event (Chromium only; not in TypeScript's worker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the single-page app is the same index.html: the precached one answers, online or not.
const shell = createHandlerBoundToURL('/index.html');
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppPage(url.pathname), shell);

const byLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => languageCacheKey(request.url, request.headers.get('Accept-Language')),
};
const MONTH_SECONDS = 30 * 24 * 60 * 60;

registerRoute(
  ({ request, url }) => apiCaching(url, request.method, self.location.origin) === 'stale-while-revalidate',
  new StaleWhileRevalidate({
    cacheName: 'safeogun-boundaries',
    plugins: [byLanguage, new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: MONTH_SECONDS })],
  }),
);
registerRoute(
  ({ request, url }) => apiCaching(url, request.method, self.location.origin) === 'network-first',
  new NetworkFirst({
    cacheName: 'safeogun-reference',
    // On a slow line the saved copy shows after 4 s rather than a spinner for the length of a timeout.
    networkTimeoutSeconds: 4,
    plugins: [byLanguage, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: MONTH_SECONDS })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});

// The browser thinks the network is back: the pages' outbox sends what waits (it holds the items, not the worker).
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ includeUncontrolled: true, type: 'window' })
      .then((windows) => windows.forEach((client) => client.postMessage(OUTBOX_SYNC_MESSAGE))),
  );
});

// The first worker takes the open page at once (its later lazy pages and reference data are then kept); a new
// version takes over only after skipWaiting, which the person's Reload asks for.
clientsClaim();
