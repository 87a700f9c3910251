import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  StationBody,
  StationListQuery,
  StationUpdateBody,
  removeDemoResponseSchema,
  stationImportResponseSchema,
  stationListResponseSchema,
  stationResponseSchema,
} from '@safeogun/contract/administration';
import type { lgasResponseSchema } from '@safeogun/contract/options';
import { authApi, publicApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /admin/stations */
export function useAdminStations(filter: StationListQuery) {
  return useQuery({
    queryKey: adminKeys.stations(filter),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof stationListResponseSchema>>('/admin/stations', {
        signal,
        query: { search: filter.search || undefined, status: filter.status, lgaId: filter.lgaId as number | undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /options/lgas/all: the LGAs a station can be in. */
export function useLgaOptions() {
  return useQuery({
    queryKey: adminKeys.lgas,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof lgasResponseSchema>>('/options/lgas/all', { signal }),
    select: (data) => data.lgas,
    staleTime: 5 * 60_000,
  });
}

function useStationsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.allStations });
}

/** POST /admin/stations */
export function useCreateStation() {
  const changed = useStationsChanged();
  return useMutation({
    mutationFn: async (body: StationBody) =>
      (await authApi.post<DataOf<typeof stationResponseSchema>>('/admin/stations', body)).station,
    onSuccess: changed,
  });
}

/** PATCH /admin/stations/{id} */
export function useUpdateStation() {
  const changed = useStationsChanged();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: StationUpdateBody }) =>
      (await authApi.patch<DataOf<typeof stationResponseSchema>>(`/admin/stations/${encodeURIComponent(id)}`, body))
        .station,
    onSuccess: changed,
  });
}

/** POST /admin/stations/import (multipart: `file` and `dryRun`) */
export function useImportStations() {
  const changed = useStationsChanged();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      form.append('file', file);
      return authApi.post<DataOf<typeof stationImportResponseSchema>>('/admin/stations/import', form);
    },
    onSuccess: (result) => (result.dryRun ? undefined : changed()),
  });
}

/** POST /admin/stations/remove-demo */
export function useRemoveDemoStations() {
  const changed = useStationsChanged();
  return useMutation({
    mutationFn: () => authApi.post<DataOf<typeof removeDemoResponseSchema>>('/admin/stations/remove-demo'),
    onSuccess: changed,
  });
}
