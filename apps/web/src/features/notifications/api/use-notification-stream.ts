import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { NotificationStreamEvent } from '@safeogun/contract/notifications';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import { authApi } from '../../../lib/api-client';
import { announceNotification } from '../../../lib/live-notifications';
import { getAccessToken, useUserId } from '../../../lib/session';
import { notificationKeys } from './keys';

const MAX_BACKOFF_MS = 30_000;

/** The data of one server-sent event (JSON), or null when it is not JSON. */
function parseEvent(data: string): NotificationStreamEvent | null {
  try {
    return JSON.parse(data) as NotificationStreamEvent;
  } catch {
    return null;
  }
}

/**
 * GET /notifications/stream: server-sent events read with fetch so the bearer token travels in the header (never
 * in a URL). Reconnects with back-off; on 401 it lets the API client refresh the token (or end the session).
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  useEffect(() => {
    if (!enabled || !userId) return;
    let stopped = false;
    let controller: AbortController | null = null;
    let attempt = 0;
    const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

    const handle = (event: NotificationStreamEvent) => {
      queryClient.setQueryData(notificationKeys.unread(userId), event.unreadCount);
      if (event.type !== 'ready') void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
      if (event.type === 'notification') announceNotification(event.notification.link);
    };

    const run = async () => {
      while (!stopped) {
        const token = getAccessToken();
        if (!token) return;
        controller = new AbortController();
        try {
          const response = await fetch(`${API_BASE_PATH}/notifications/stream`, {
            headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
            cache: 'no-store',
            signal: controller.signal,
          });
          if (response.status === 401) {
            // The API client refreshes the access token, or ends the session as section 8 says.
            await authApi.get('/notifications/unread-count').catch(() => undefined);
            if (getAccessToken() === token) await sleep(Math.min(MAX_BACKOFF_MS, 2000 * 2 ** attempt++));
            continue;
          }
          if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
          attempt = 0;
          // eventsource-parser frames the stream (line endings, multi-line data, comments) as EventSource does.
          const messages = response.body
            .pipeThrough(new TextDecoderStream())
            .pipeThrough(new EventSourceParserStream())
            .getReader();
          for (;;) {
            const { value, done } = await messages.read();
            if (done) break;
            const event = parseEvent(value.data);
            if (event) handle(event);
          }
        } catch {
          if (stopped) return;
        }
        if (stopped) return;
        await sleep(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++));
      }
    };
    void run();
    return () => {
      stopped = true;
      controller?.abort();
    };
  }, [enabled, userId, queryClient]);
}
