import { useQuery } from '@tanstack/react-query';
import type { IdName } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { incidentKeys } from './keys';

/** GET /incident/types */
export function useIncidentTypes() {
  return useQuery({
    queryKey: incidentKeys.types,
    queryFn: ({ signal }) => publicApi.get<IdName[]>('/incident/types', { signal }),
    staleTime: 5 * 60_000,
  });
}
