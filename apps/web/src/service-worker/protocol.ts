/**
 * The messages between the pages and the service worker (docs/decisions/024-installable-offline-app.md). No
 * imports: the worker's bundle and the pages both take it.
 */

/** The Background Sync tag the outbox registers; the worker wakes the pages with it. */
export const OUTBOX_SYNC_TAG = 'safeogun-outbox';

/** What the worker posts to every window when the browser fires the outbox's `sync` event. */
export const OUTBOX_SYNC_MESSAGE = { type: 'outbox-sync' } as const;

/** Asks a waiting worker to take over (Workbox's `messageSkipWaiting` sends this). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
