/**
 * Starts offline reading (lib/query-persistence.ts, loaded on demand): before the first render when something is
 * saved on this device (so an offline page shows it at once), else after the page has loaded (a first visit waits
 * for nothing and downloads the code later).
 */
import { queryClient } from './query-client';
import { whenLoaded } from './when-loaded';

/** Set while a copy is saved: the next start waits for it before its first render. */
const MARKER = 'safeogun:saved-queries';
/** A stuck IndexedDB (it happens in some private modes) must not hold the app back. */
const RESTORE_WAIT_MS = 1500;

function setSavedMarker(present: boolean): void {
  try {
    if (present) localStorage.setItem(MARKER, '1');
    else localStorage.removeItem(MARKER);
  } catch {
    // private mode: the copy is then put back after the first render
  }
}

/** Whether a copy is saved here: a page rendered on the client waits for it before its first render. */
function hasSavedQueries(): boolean {
  try {
    return localStorage.getItem(MARKER) === '1';
  } catch {
    return false;
  }
}

const start = (oncePageLive = false) =>
  import('./query-persistence').then(
    (module) => module.startSavingQueries(queryClient, setSavedMarker, oncePageLive),
    () => undefined, // offline with the code never downloaded: nothing was saved with it either
  );

/** Resolves when the app may render: at once, or once the saved copy is back (at most 1.5 s). */
export function startOfflineReading(): Promise<void> {
  if (!hasSavedQueries()) {
    whenLoaded(() => void start());
    return Promise.resolve();
  }
  return Promise.race([start(), new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}

/**
 * Offline reading for a page that hydrates the HTML rendered at build (made with no data): the saved copy is put back
 * once the page is live (query-persistence.ts), not before its first render.
 */
export const startOfflineReadingOnceLive = () => void start(true);
