import { useQuery } from '@tanstack/react-query';
import type { IdName } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';

/** GET /incident/types */
export function useIncidentTypes() {
  return useQuery({
    queryKey: ['incident', 'types'],
    queryFn: ({ signal }) => publicApi.get<IdName[]>('/incident/types', { signal }),
    staleTime: 5 * 60_000,
  });
}
