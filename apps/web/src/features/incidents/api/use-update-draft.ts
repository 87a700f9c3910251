import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { incidentKeys } from './keys';
import { buildReportFormData, type ReportPayload } from '../lib/report-payload';
import type { SubmitResult } from './use-submit-incident';

/** PATCH /incident/{id} (multipart): edit a draft; isDraft false submits it. */
export function useUpdateDraft(id: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async ({ payload, idempotencyKey }: { payload: ReportPayload; idempotencyKey: string }) =>
      (
        await authApi.request<SubmitResult>(`/incident/${id}`, {
          method: 'PATCH',
          body: buildReportFormData(payload),
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.mine(userId) }),
  });
}
