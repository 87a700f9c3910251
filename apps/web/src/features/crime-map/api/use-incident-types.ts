import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { incidentTypesResponseSchema } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { crimeMapKeys } from './keys';

/** GET /incident/types: the Crime Type filter's options. */
export function useIncidentTypeOptions() {
  return useQuery({
    queryKey: crimeMapKeys.incidentTypes,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof incidentTypesResponseSchema>>('/incident/types', { signal }),
    staleTime: 10 * 60_000,
  });
}
