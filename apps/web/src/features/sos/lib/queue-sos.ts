import type { SosData } from '@safeogun/contract/sos';
import type { ApiError } from '../../../lib/api-client';
import { queueSubmission } from '../../../lib/outbox-queue';

/**
 * Keeps an alert that could not go in the outbox (decision 025) with its voice note and the key of the attempt:
 * the server stores an alert sent twice with one key once.
 */
export function queueSos(
  data: SosData,
  audio: { blob: Blob; extension: string } | null,
  userId: string,
  idempotencyKey: string,
  failure?: ApiError,
) {
  return queueSubmission(
    {
      kind: 'sos',
      owner: userId,
      idempotencyKey,
      summary: (data.comment ?? '').slice(0, 80),
      request: {
        path: '/sos/new',
        auth: true,
        data,
        files: audio ? [{ field: 'audio', name: `emergency-audio.${audio.extension}`, blob: audio.blob }] : [],
      },
    },
    failure,
  );
}
