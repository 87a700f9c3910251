/** The reference lists the queue's filters and the case's re-route picker offer (public, cached for minutes). */
import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  feedbackStationsResponseSchema,
  incidentTypesResponseSchema,
  lgasResponseSchema,
} from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { caseworkKeys } from './keys';

/** GET /options/lgas/all */
export function useLgaOptions() {
  return useQuery({
    queryKey: caseworkKeys.lgas,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof lgasResponseSchema>>('/options/lgas/all', { signal }),
    staleTime: 10 * 60_000,
    select: (data) => data.lgas,
  });
}

/** GET /incident/types */
export function useIncidentTypeOptions() {
  return useQuery({
    queryKey: caseworkKeys.incidentTypes,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof incidentTypesResponseSchema>>('/incident/types', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /feedback/stations: every active station (the server keeps a re-route within the officer's reach). */
export function useStationOptions() {
  return useQuery({
    queryKey: caseworkKeys.stations,
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof feedbackStationsResponseSchema>>('/feedback/stations', { signal }),
    staleTime: 10 * 60_000,
  });
}
