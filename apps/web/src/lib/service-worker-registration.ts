/**
 * Registers the service worker (docs/decisions/024-installable-offline-app.md) with Workbox's window helper. Loaded
 * with a dynamic import after the page's `load` event (main.tsx), so neither it nor Workbox weighs on the first
 * load. A new version that has installed waits: the app offers "New version available - Reload"
 * (`announceUpdate`), and only the person's Reload lets it take over and reloads the tab.
 */
import { Workbox } from 'workbox-window';
import { announceUpdate } from './service-worker';
import { takeOverAndReload } from './take-over';

/** An installed app can stay open for days: look for a new version when it comes back to the screen, hourly at most. */
const UPDATE_CHECK_MS = 60 * 60_000;

export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let registered: ServiceWorkerRegistration | undefined;
  let reloadAsked = false;

  const offer = () =>
    announceUpdate(() => {
      if (reloadAsked) return;
      reloadAsked = true;
      takeOverAndReload({
        waiting: Boolean(registered?.waiting),
        skipWaiting: () => workbox.messageSkipWaiting(),
        container: navigator.serviceWorker,
        reload: () => window.location.reload(),
      });
    });
  // Also fires on a later visit when a version installed earlier is still waiting.
  workbox.addEventListener('waiting', offer);

  workbox.register().then(
    (registration) => {
      registered = registration;
      // The browser looks for a new version on every navigation, before this code runs (after load): one still
      // installing now was found before Workbox listened, so its end is watched here.
      const installing = registration?.installing;
      if (!installing || !registration.active) return;
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed' && registration.waiting === installing) offer();
      });
    },
    () => {
      // A browser that refuses service workers (private mode in some) still runs the app online.
    },
  );

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  });
}
