/** Whether the browser says it has a network (`navigator.onLine` and its `online`/`offline` events). */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * False when the device has no network at all. True does not promise that requests get through (a captive portal,
 * a dead signal), so a failed request is judged on its own too.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
