import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { TransparencyPeriod } from '@safeogun/contract/constants';
import type { transparencyResponseSchema } from '@safeogun/contract/transparency';
import { publicApi } from '../../../lib/api-client';

export interface TransparencyParams {
  period: TransparencyPeriod;
  areaCommandId?: number;
  lgaId?: number;
}

/** Query keys of the transparency page (public: the same for everyone). */
export const transparencyKeys = {
  figures: (params: TransparencyParams) => ['transparency', params] as const,
};

/** The query string of a choice, shared by the JSON and the CSV. */
export function transparencyQuery(params: TransparencyParams) {
  const query = new URLSearchParams({ period: params.period });
  if (params.areaCommandId) query.set('areaCommandId', String(params.areaCommandId));
  if (params.lgaId) query.set('lgaId', String(params.lgaId));
  return query.toString();
}

/** GET /public/transparency */
export function useTransparency(params: TransparencyParams) {
  return useQuery({
    queryKey: transparencyKeys.figures(params),
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof transparencyResponseSchema>>(`/public/transparency?${transparencyQuery(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
