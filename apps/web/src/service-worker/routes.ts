/**
 * Which requests the service worker answers, and from where (docs/decisions/024-installable-offline-app.md). Kept
 * apart from the worker so the rules are unit-tested.
 */
import { API_BASE_PATH } from '@safeogun/contract/constants';

/**
 * Navigations the app shell does not answer: the API (its OpenAPI page is a real page), Open311, and a file
 * opened by its address (an icon, the manifest, a news picture).
 */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api(\/|$)/, /^\/open311(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i];

/** True for a page of the app: the worker answers it with the precached app shell, online or not. */
export function isAppPage(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

/**
 * The LGA boundaries and the map the server draws from them: large, the same for everyone, changed only by an
 * import. Served from the cache at once and refreshed behind it (stale-while-revalidate).
 */
export const MAP_PATHS: readonly string[] = [
  `${API_BASE_PATH}/options/lgas/boundaries`,
  `${API_BASE_PATH}/options/lgas/map`,
];

/**
 * Public reference lists (access PUBLIC on the server: the same answer for every caller), small, and changed by
 * administrators: asked of the network first, the cached copy only when the network fails or is too slow, so a
 * change an administrator just made is never hidden behind an old copy.
 */
export const REFERENCE_PATHS: readonly string[] = [
  `${API_BASE_PATH}/options/lgas/all`,
  `${API_BASE_PATH}/incident/types`,
  `${API_BASE_PATH}/feedback/types`,
  `${API_BASE_PATH}/feedback/stations`,
  `${API_BASE_PATH}/contact-numbers`,
];

export type ApiCaching = 'stale-while-revalidate' | 'network-first' | null;

/**
 * How the worker treats an API request: only GETs of the public answers above, from this origin. Nothing private
 * (a person's reports, their notifications, the crime map's signed-in rows), no write and no event stream is ever
 * cached by the worker, so it can never hand one person's answer to another.
 */
export function apiCaching(url: URL, method: string, origin: string): ApiCaching {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (MAP_PATHS.includes(url.pathname)) return 'stale-while-revalidate';
  if (REFERENCE_PATHS.includes(url.pathname)) return 'network-first';
  return null;
}

/**
 * The cache key of an API answer: its address and the language asked for (the server words its messages, and may
 * word its lists, in the `Accept-Language` of the request).
 */
export function languageCacheKey(url: string, acceptLanguage: string | null): string {
  const key = new URL(url);
  key.searchParams.set('sw-lang', acceptLanguage ?? '');
  return key.href;
}
