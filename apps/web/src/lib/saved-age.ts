/**
 * "Saved <time> ago" (issue 16): how old the copy of a list shown offline is, as the message to show and its count.
 * The words are in the catalogue (components/locales/offline); this picks the unit.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SavedAge = { unit: 'justNow'; count: 0 } | { unit: 'minutes' | 'hours' | 'days'; count: number };

/** Under a minute: just now; then whole minutes, hours, days (rounded down: never younger than it is). */
export function savedAge(savedAt: number, now: number): SavedAge {
  const elapsed = Math.max(0, now - savedAt);
  if (elapsed < MINUTE) return { unit: 'justNow', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

/**
 * The moment this page was asked for (the navigation's start, not when this module happened to load): data fetched
 * before it was restored from the device, not the network; data that came with the page (lib/page-data.ts) or after
 * it is fresh.
 */
export const APP_STARTED_AT = Math.floor(performance.timeOrigin);

/** What a query result says about where its data came from (TanStack Query's result fields). */
export interface QueryFreshness {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
  isPlaceholderData?: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * When the data shown is a saved copy rather than fresh from the network: it was restored from the device (fetched
 * before this page started), or the last attempt to refresh it failed or waits for a network, or there is no
 * network at all. Null when fresh, or when there is nothing shown.
 */
export function savedAt(query: QueryFreshness, online: boolean): number | null {
  if (query.data === undefined || query.isPlaceholderData || !query.dataUpdatedAt) return null;
  const restored = query.dataUpdatedAt < APP_STARTED_AT;
  const notRefreshed = query.isError || query.fetchStatus === 'paused' || !online;
  return restored || notRefreshed ? query.dataUpdatedAt : null;
}
