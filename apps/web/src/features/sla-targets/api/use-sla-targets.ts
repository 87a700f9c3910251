import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { SlaTargetBody, slaTargetListResponseSchema, slaTargetResponseSchema } from '@safeogun/contract/sla';
import { authApi } from '../../../lib/api-client';
import { slaTargetKeys } from './keys';

/** GET /admin/sla-targets */
export function useSlaTargets() {
  return useQuery({
    queryKey: slaTargetKeys.all,
    queryFn: ({ signal }) => authApi.get<DataOf<typeof slaTargetListResponseSchema>>('/admin/sla-targets', { signal }),
    select: (data) => data.targets,
  });
}

/** PUT /admin/sla-targets/{incidentTypeId} */
export function useUpdateSlaTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ incidentTypeId, body }: { incidentTypeId: number; body: SlaTargetBody }) =>
      (
        await authApi.put<DataOf<typeof slaTargetResponseSchema>>(
          `/admin/sla-targets/${encodeURIComponent(incidentTypeId)}`,
          body,
        )
      ).target,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slaTargetKeys.all }),
  });
}
