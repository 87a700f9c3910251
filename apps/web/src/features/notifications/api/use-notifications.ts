import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationListData } from '@safeogun/contract/notifications';
import { LIST_PAGE_SIZE } from '@safeogun/contract/constants';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { notificationKeys } from './keys';

/** GET /notifications?page&size */
export function useNotifications(page: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: notificationKeys.list(userId, page),
    queryFn: ({ signal }) =>
      authApi.get<NotificationListData>('/notifications', { query: { page, size: LIST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
