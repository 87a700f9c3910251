import { useMutation } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { ThreadMessage, ThreadMessageRequest, trackThreadResponseSchema } from '@safeogun/contract/thread';
import { publicApi } from '../../../lib/api-client';

/**
 * POST /incident/track/{trackingId}/messages (public): the reporter's answer to the police, anonymous or not; it
 * resolves to the whole thread as it now stands. A 429 rejects with the server's sentence saying how long to wait.
 */
export function useAnswerByTrackingId(trackingId: string, onThread?: (messages: ThreadMessage[]) => unknown) {
  return useMutation({
    mutationFn: async (body: ThreadMessageRequest) =>
      (
        await publicApi.post<DataOf<typeof trackThreadResponseSchema>>(
          `/incident/track/${encodeURIComponent(trackingId.trim())}/messages`,
          body,
        )
      ).messages,
    onSuccess: (messages) => onThread?.(messages),
  });
}
