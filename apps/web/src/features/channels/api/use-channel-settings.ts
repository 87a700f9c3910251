import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { channelSettingsResponseSchema } from '@safeogun/contract/channels';
import { authApi } from '../../../lib/api-client';
import { channelKeys } from './keys';

/** GET /admin/channels: the callback URLs with their secret. */
export function useChannelSettings() {
  return useQuery({
    queryKey: channelKeys.settings,
    queryFn: ({ signal }) => authApi.get<DataOf<typeof channelSettingsResponseSchema>>('/admin/channels', { signal }),
    staleTime: Infinity,
  });
}
