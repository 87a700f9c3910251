import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { retentionRunResponseSchema, retentionRunsResponseSchema } from '@safeogun/contract/retention';
import { authApi } from '../../../lib/api-client';

const RUNS_KEY = ['admin', 'retention', 'runs'] as const;

/** GET /admin/retention/runs: the last runs of the sweep, newest first. */
export function useRetentionRuns() {
  return useQuery({
    queryKey: RUNS_KEY,
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof retentionRunsResponseSchema>>('/admin/retention/runs', { signal }),
  });
}

/** POST /admin/retention/run: a preview (dryRun) or a run now, which adds to the runs. */
export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dryRun: boolean) =>
      authApi.post<DataOf<typeof retentionRunResponseSchema>>('/admin/retention/run', { dryRun }),
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    },
  });
}
