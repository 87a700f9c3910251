import { useSyncExternalStore } from 'react';

/** The zoom scale as a tiny external store, so only the readout re-renders while zooming. */
export function createScaleStore(initial = 1) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    set(next: number) {
      if (next === value) return;
      value = next;
      for (const l of listeners) l();
    },
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ScaleStore = ReturnType<typeof createScaleStore>;

export function useScale(store: ScaleStore) {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
