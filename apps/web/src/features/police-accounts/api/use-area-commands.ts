import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { areaCommandsResponseSchema } from '@safeogun/contract/police-accounts';
import { authApi } from '../../../lib/api-client';
import { policeAccountKeys } from './keys';

/** GET /admin/area-commands: the commands, their LGAs and stations (the posting pickers' options). */
export function useAreaCommands() {
  return useQuery({
    queryKey: policeAccountKeys.areaCommands,
    queryFn: ({ signal }) => authApi.get<DataOf<typeof areaCommandsResponseSchema>>('/admin/area-commands', { signal }),
    staleTime: 5 * 60_000,
  });
}
