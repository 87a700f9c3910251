/**
 * The page's side of the service worker (issue 16, docs/decisions/024-installable-offline-app.md): the outbox's
 * Background Sync wake-ups, and whether a new version of the app is waiting. Small and free of Workbox: the outbox
 * imports it, and the landing page's first load carries it; registering the worker is `service-worker-registration.ts`,
 * loaded after the page has loaded.
 */
import { useSyncExternalStore } from 'react';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../service-worker/protocol';

export { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG };

/** Background Sync (Chromium only; not in TypeScript's DOM types). */
interface SyncManager {
  register(tag: string): Promise<void>;
}

/** The parts of `navigator.serviceWorker` used here (tests hand in their own). */
export interface WorkerContainer {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  getRegistration(): Promise<ServiceWorkerRegistration | undefined>;
}

function browserContainer(): WorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

const outboxListeners = new Set<() => void>();
const listeningTo = new WeakSet<WorkerContainer>();

function isOutboxSync(data: unknown): boolean {
  return (data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE.type;
}

/**
 * Calls `callback` each time the service worker says the browser thinks the network is back (Background Sync).
 * Returns the unsubscribe. Where there is no service worker it never fires: the outbox also retries on open and on
 * the `online` event.
 */
export function onOutboxSync(callback: () => void, container = browserContainer()): () => void {
  if (container && !listeningTo.has(container)) {
    listeningTo.add(container);
    container.addEventListener('message', (event) => {
      if (isOutboxSync(event.data)) for (const listener of [...outboxListeners]) listener();
    });
  }
  outboxListeners.add(callback);
  return () => {
    outboxListeners.delete(callback);
  };
}

/**
 * Asks the browser to fire the outbox's `sync` event when the connection is back, even if the app is closed by
 * then. True when registered; false where Background Sync is missing (Firefox, Safari), where no worker is active
 * yet (the first visit), or when the browser refuses.
 */
export async function requestOutboxSync(container = browserContainer()): Promise<boolean> {
  if (!container) return false;
  try {
    const registration = (await container.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined;
    if (!registration?.sync || !registration.active) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

// ---- A new version waiting ----

let updateWaiting = false;
let applyWaitingUpdate: (() => void) | null = null;
const updateListeners = new Set<() => void>();

/**
 * Called by the registration when a new worker has installed and waits: `apply` lets it take over and reloads
 * this tab. Nothing reloads until the person asks (never in the middle of a form).
 */
export function announceUpdate(apply: () => void): void {
  updateWaiting = true;
  applyWaitingUpdate = apply;
  for (const listener of [...updateListeners]) listener();
}

/** The person chose Reload: the waiting version takes over and this tab reloads. */
export function applyUpdate(): void {
  applyWaitingUpdate?.();
}

/** True once a new version of the app is installed and waits for a reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      updateListeners.add(listener);
      return () => updateListeners.delete(listener);
    },
    () => updateWaiting,
    () => false,
  );
}
