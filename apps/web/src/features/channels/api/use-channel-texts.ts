import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { channelSmsResponseSchema } from '@safeogun/contract/channels';
import { authApi } from '../../../lib/api-client';
import { channelKeys } from './keys';

/** GET /admin/channels/sms?phone=: what the server texted that number; polled, since replies leave by the job queue. */
export function useChannelTexts(phone: string, enabled: boolean) {
  return useQuery({
    queryKey: channelKeys.texts(phone),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof channelSmsResponseSchema>>(`/admin/channels/sms?phone=${encodeURIComponent(phone)}`, {
        signal,
      }),
    enabled,
    refetchInterval: 2000,
  });
}
