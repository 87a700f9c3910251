import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@safeogun/contract/notifications';
import { authApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** PATCH /notifications/{id}/read */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      authApi.patch<{ notification: NotificationItem; unreadCount: number }>(`/notifications/${id}/read`),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.unread, data.unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
