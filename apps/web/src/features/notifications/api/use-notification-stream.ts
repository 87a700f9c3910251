import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationStreamEvent } from '@safeogun/contract/notifications';
import { openEventStream } from '../../../lib/event-stream';
import { announceNotification } from '../../../lib/live-notifications';
import { useUserId } from '../../../lib/session';
import { notificationKeys } from './keys';

/** GET /notifications/stream (lib/event-stream.ts): the bell's count and list follow it; pages hear of their news. */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  useEffect(() => {
    if (!enabled || !userId) return;
    return openEventStream({
      path: '/notifications/stream',
      probe: '/notifications/unread-count',
      onMessage: ({ data }) => {
        const event = data as NotificationStreamEvent | null;
        if (!event || typeof event.unreadCount !== 'number') return;
        queryClient.setQueryData(notificationKeys.unread(userId), event.unreadCount);
        if (event.type !== 'ready') void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
        if (event.type === 'notification') announceNotification(event.notification.link);
      },
    });
  }, [enabled, userId, queryClient]);
}
