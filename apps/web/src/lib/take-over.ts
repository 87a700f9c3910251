/**
 * The person chose Reload on "New version available": the waiting version takes over and the tab reloads. The
 * reload never depends on one event alone (docs/decisions/024-installable-offline-app.md):
 * - nothing waits any more (the person's Reload in another tab already let it take over): reload at once;
 * - else the worker is asked to skip waiting and the tab reloads when it becomes this tab's controller;
 * - and after `TAKE_OVER_MS` in any case, so a Reload is never a button that does nothing (once this tab unloads,
 *   the browser lets the waiting worker take over as soon as the old one is idle).
 */
export const TAKE_OVER_MS = 3000;

/** The parts of the browser this needs (tests hand in their own). */
export interface TakeOverDeps {
  /** Whether a new version still waits (false: another tab's Reload let it take over already). */
  waiting: boolean;
  /** Asks the waiting worker to take over (Workbox's `messageSkipWaiting`). */
  skipWaiting: () => void;
  container: { addEventListener(type: 'controllerchange', listener: () => void): void };
  reload: () => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

export function takeOverAndReload({
  waiting,
  skipWaiting,
  container,
  reload,
  setTimer = setTimeout,
}: TakeOverDeps): void {
  if (!waiting) {
    reload();
    return;
  }
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  container.addEventListener('controllerchange', reloadOnce);
  setTimer(reloadOnce, TAKE_OVER_MS);
  skipWaiting();
}
