import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { ThreadMessage, ThreadMessageRequest, trackThreadResponseSchema } from '@safeogun/contract/thread';
import { ApiError, publicApi } from '../../../lib/api-client';

export interface AnswerCallbacks {
  /** The whole thread as it now stands, after a message went through. */
  onThread?: (messages: ThreadMessage[]) => unknown;
  /** The report was closed in the meantime (409): the screen shows the thread as closed. */
  onClosed?: () => unknown;
}

/**
 * POST /incident/track/{trackingId}/messages (public): the reporter's answer to the police, anonymous or not; it
 * resolves to the whole thread as it now stands. A 429 rejects with the server's sentence saying how long to wait;
 * a 409 (closed since the page was opened) with the closing sentence.
 */
export function useAnswerByTrackingId(trackingId: string, { onThread, onClosed }: AnswerCallbacks = {}) {
  return useMutation({
    mutationFn: async (body: ThreadMessageRequest) =>
      (
        await publicApi.post<DataOf<typeof trackThreadResponseSchema>>(
          `/incident/track/${encodeURIComponent(trackingId.trim())}/messages`,
          body,
        )
      ).messages,
    onSuccess: (messages) => onThread?.(messages),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onClosed?.();
    },
  });
}
