import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /notifications/unread-count; kept current by the live stream. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      (await authApi.get<{ unreadCount: number }>('/notifications/unread-count', { signal })).unreadCount,
    enabled,
    staleTime: 60_000,
  });
}
