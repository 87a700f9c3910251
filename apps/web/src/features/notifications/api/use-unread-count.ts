import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { unreadCountResponseSchema } from '@safeogun/contract/notifications';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { notificationKeys } from './keys';

/** GET /notifications/unread-count; kept current by the live stream. */
export function useUnreadCount(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: async ({ signal }) =>
      (await authApi.get<DataOf<typeof unreadCountResponseSchema>>('/notifications/unread-count', { signal }))
        .unreadCount,
    enabled,
    staleTime: 60_000,
  });
}
