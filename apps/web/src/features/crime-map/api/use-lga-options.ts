import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { lgasResponseSchema } from '@safeogun/contract/options';
import { publicApi } from '../../../lib/api-client';
import { crimeMapKeys } from './keys';

/** GET /options/lgas/all: the Location filter's options (data.lgas). */
export function useLgaOptions() {
  return useQuery({
    queryKey: crimeMapKeys.lgas,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof lgasResponseSchema>>('/options/lgas/all', { signal }),
    staleTime: 10 * 60_000,
    select: (data) => data.lgas,
  });
}
