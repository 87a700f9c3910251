import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { markReadResponseSchema } from '@safeogun/contract/notifications';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { notificationKeys } from './keys';

/** PATCH /notifications/{id}/read */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (id: string) => authApi.patch<DataOf<typeof markReadResponseSchema>>(`/notifications/${id}/read`),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.unread(userId), data.unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
    },
  });
}
