import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { incidentTypesResponseSchema } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { incidentKeys } from './keys';

/** GET /incident/types */
export function useIncidentTypes() {
  return useQuery({
    queryKey: incidentKeys.types,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof incidentTypesResponseSchema>>('/incident/types', { signal }),
    staleTime: 5 * 60_000,
  });
}
