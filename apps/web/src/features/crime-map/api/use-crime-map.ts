import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CrimeMapData } from '@safeogun/contract/crime-map';
import { authApi, publicApi } from '../../../lib/api-client';
import { crimeMapKeys, type CrimeMapFilters } from './keys';

export type { CrimeMapFilters };

/**
 * GET /crimeMap/all: bearer token when signed in, none when public. Reloads when a filter, the page or the
 * auth state changes; `enabled` waits for the LGA and type lists (section 4).
 */
export function useCrimeMap(
  filters: CrimeMapFilters,
  options: { signedIn: boolean; userId: string | null; page: number; enabled: boolean },
) {
  return useQuery({
    queryKey: crimeMapKeys.map(options.signedIn ? options.userId : null, filters, options.page),
    queryFn: ({ signal }) =>
      (options.signedIn ? authApi : publicApi).get<CrimeMapData>('/crimeMap/all', {
        query: {
          lgaId: filters.lgaId ?? undefined,
          incidentTypeId: filters.incidentTypeId ?? undefined,
          dateRange: filters.dateRange,
          page: options.signedIn && filters.lgaId ? options.page : undefined,
        },
        signal,
        // Always ask the server (a Refresh must be fresh), which answers 304 without a body when nothing changed.
        cache: 'no-cache',
      }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
