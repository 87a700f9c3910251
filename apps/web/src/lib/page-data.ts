import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { PAGE_DATA_ID } from './public-read';

/**
 * Puts the answers a server-rendered page was drawn from into the cache before the first render, so the page
 * hydrates from them instead of asking the API again (an article would count a second view). They arrived with the
 * page, so they are as fresh as it is by this phone's clock (the server's may differ), not a copy saved on the device
 * ("Saved ... ago"). Malformed data is ignored: the page then asks as usual.
 */
export function takePageData(): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) query.state = { ...query.state, dataUpdatedAt: now };
    hydrate(queryClient, state);
  } catch {
    // Asked again by the page's own queries.
  }
}
