import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { incidentSubmitResponseSchema } from '@safeogun/contract/incidents';
import { authApi } from '../../../lib/api-client';
import { getAccessToken, useUserId } from '../../../lib/session';
import { incidentKeys } from './keys';
import { publicApi } from '../../../lib/api-client';
import { reportBody, type ReportPayload } from '../lib/report-payload';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

export type SubmitResult = DataOf<typeof incidentSubmitResponseSchema>;

/** A report's upload: the payload, the attempt's idempotency key, and who to tell how much of it is sent. */
export interface ReportUpload {
  payload: ReportPayload;
  idempotencyKey: string;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /incident/new (multipart with files, JSON without). The Idempotency-Key is chosen by the caller once per
 * submission attempt and kept across retries, so a retry after a dropped connection returns the same ticket. Anonymous reports send the
 * token when there is one (specification section 7); the server stores no account link for them. The body goes
 * through `uploadWithProgress`, which tells `onProgress` how much of it is sent.
 */
export function useSubmitIncident() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async ({ payload, idempotencyKey, onProgress }: ReportUpload) => {
      const client = getAccessToken() ? authApi : publicApi;
      const envelope = await client.request<SubmitResult>('/incident/new', {
        method: 'POST',
        body: reportBody(payload),
        headers: { 'Idempotency-Key': idempotencyKey },
        transport: (url, init) => uploadWithProgress(url, init, onProgress ?? (() => undefined)),
      });
      return envelope.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.lists(userId) }),
  });
}
