import type { QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from './api-client';

/**
 * A public GET a page renders from: its query key and the API path (with its query) that answers it. A hook reads it
 * with `publicApi`; the server reads it itself when it renders the page with its data (entry-server.tsx, decision
 * 027), so both fill the same cache entry from the same request.
 */
export interface PublicRead {
  queryKey: QueryKey;
  path: string;
  query?: RequestOptions['query'];
}

/**
 * The element a page rendered on the server with its data carries that data in (entry-server.tsx). Read by
 * lib/page-data.ts, loaded only when a page has it.
 */
export const PAGE_DATA_ID = 'page-data';
