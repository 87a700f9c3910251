import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { markAllReadResponseSchema } from '@safeogun/contract/notifications';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { notificationKeys } from './keys';

/** POST /notifications/read-all */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: () => authApi.post<DataOf<typeof markAllReadResponseSchema>>('/notifications/read-all'),
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.unread(userId), 0);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
    },
  });
}
