import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { incidentKeys } from './keys';
import { reportBody } from '../lib/report-payload';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import type { ReportUpload, SubmitResult } from './use-submit-incident';

/**
 * PATCH /incident/{id} (multipart with files, JSON without; sent with its progress): edit a draft; isDraft false
 * submits it.
 */
export function useUpdateDraft(id: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async ({ payload, idempotencyKey, onProgress }: ReportUpload) =>
      (
        await authApi.request<SubmitResult>(`/incident/${id}`, {
          method: 'PATCH',
          body: reportBody(payload),
          headers: { 'Idempotency-Key': idempotencyKey },
          transport: (url, init) => uploadWithProgress(url, init, onProgress ?? (() => undefined)),
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.mine(userId) }),
  });
}
