import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** POST /notifications/read-all */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.post<{ updated: number; unreadCount: number }>('/notifications/read-all'),
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.unread, 0);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
