import { describe, expect, it, vi } from 'vitest';
import { TAKE_OVER_MS, takeOverAndReload } from './take-over';

function browser(waiting: boolean) {
  const listeners: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const skipWaiting = vi.fn();
  const reload = vi.fn();
  takeOverAndReload({
    waiting,
    skipWaiting,
    container: { addEventListener: (_type, listener) => void listeners.push(listener) },
    reload,
    setTimer: (callback, ms) => timers.push({ callback, ms }),
  });
  const controllerChanges = () => listeners.forEach((listener) => listener());
  const timePasses = () => timers.forEach((timer) => timer.callback());
  return { skipWaiting, reload, controllerChanges, timePasses, timers };
}

describe('takeOverAndReload (the Reload of "New version available")', () => {
  it('asks the waiting worker to take over and reloads once it controls the tab, once', () => {
    const tab = browser(true);
    expect(tab.skipWaiting).toHaveBeenCalledTimes(1);
    expect(tab.reload).not.toHaveBeenCalled();
    tab.controllerChanges();
    expect(tab.reload).toHaveBeenCalledTimes(1);
    tab.timePasses();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads after a few seconds when the worker has not taken over', () => {
    const tab = browser(true);
    expect(tab.timers.map((timer) => timer.ms)).toEqual([TAKE_OVER_MS]);
    tab.timePasses();
    expect(tab.reload).toHaveBeenCalledTimes(1);
    tab.controllerChanges();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when nothing waits any more (another tab let the new version take over)', () => {
    const tab = browser(false);
    expect(tab.reload).toHaveBeenCalledTimes(1);
    expect(tab.skipWaiting).not.toHaveBeenCalled();
  });
});
