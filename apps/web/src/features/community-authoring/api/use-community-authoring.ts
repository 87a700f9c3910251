import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  AlertInput,
  PollInput,
  TipInput,
  TipUpdate,
  addressableLgasResponseSchema,
  adminAlertListResponseSchema,
  adminPollListResponseSchema,
  alertPublishedResponseSchema,
  alertReachResponseSchema,
  alertResponseSchema,
  pollLgaResultsResponseSchema,
  pollResponseSchema,
  tipListResponseSchema,
  tipResponseSchema,
} from '@safeogun/contract/community';
import { authApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { communityAuthoringKeys as keys } from './keys';

/** GET /admin/community/lgas: the LGAs this account may address, and whether it may address the whole state. */
export function useAddressableLgas() {
  return useQuery({
    queryKey: keys.lgas(),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof addressableLgasResponseSchema>>('/admin/community/lgas', { signal }),
    staleTime: 5 * 60_000,
  });
}

// ------------------------------------------------------------------------------------------------------ tips

/** GET /admin/tips: every safety tip, or the drafts or the published ones. */
export function useAdminTips(state: 'draft' | 'published' | undefined) {
  return useQuery({
    queryKey: keys.tips(state),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof tipListResponseSchema>>('/admin/tips', { query: { state }, signal }),
    select: (data) => data.tips,
    refetchOnMount: 'always',
  });
}

/** GET /admin/tips/{id}: one tip as its author sees it. */
export function useAdminTip(id: number | null) {
  return useQuery({
    queryKey: keys.tip(id ?? 0),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof tipResponseSchema>>(`/admin/tips/${encodeURIComponent(id!)}`, { signal }),
    select: (data) => data.tip,
    enabled: id !== null,
  });
}

/** POST /admin/tips (id null) or PATCH /admin/tips/{id}. */
export function useSaveTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TipInput | TipUpdate }) =>
      (id === null
        ? await authApi.post<DataOf<typeof tipResponseSchema>>('/admin/tips', body)
        : await authApi.patch<DataOf<typeof tipResponseSchema>>(`/admin/tips/${encodeURIComponent(id)}`, body)
      ).tip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

// ---------------------------------------------------------------------------------------------------- alerts

/** GET /admin/alerts: the alerts in this account's reach, newest first (active, expired and withdrawn). */
export function useAdminAlerts() {
  return useQuery({
    queryKey: keys.alerts(),
    queryFn: ({ signal }) => authApi.get<DataOf<typeof adminAlertListResponseSchema>>('/admin/alerts', { signal }),
    select: (data) => data.alerts,
    refetchOnMount: 'always',
  });
}

/** POST /admin/alerts/preview: how many residents an alert to these LGAs would notify, and text. */
export function usePreviewAlert() {
  return useMutation({
    mutationFn: (lgas: string[]) =>
      authApi.post<DataOf<typeof alertReachResponseSchema>>('/admin/alerts/preview', { lgas }),
  });
}

/** POST /admin/alerts: publish (and, with notify, tell the residents). */
export function usePublishAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertInput) => authApi.post<DataOf<typeof alertPublishedResponseSchema>>('/admin/alerts', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.alerts() }),
  });
}

/** POST /admin/alerts/{id}/withdraw */
export function useWithdrawAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      authApi.post<DataOf<typeof alertResponseSchema>>(`/admin/alerts/${encodeURIComponent(id)}/withdraw`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.alerts() }),
  });
}

// ----------------------------------------------------------------------------------------------------- polls

/** GET /admin/polls: the polls in this account's reach, with their totals. */
export function useAdminPolls() {
  return useQuery({
    queryKey: keys.polls(),
    queryFn: ({ signal }) => authApi.get<DataOf<typeof adminPollListResponseSchema>>('/admin/polls', { signal }),
    select: (data) => data.polls,
    refetchOnMount: 'always',
  });
}

/** POST /admin/polls */
export function usePublishPoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PollInput) =>
      (await authApi.post<DataOf<typeof pollResponseSchema>>('/admin/polls', body)).poll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.polls() }),
  });
}

/** GET /admin/polls/{id}/results: the totals and the votes per LGA (counts only, never a person). */
export function usePollResults(id: number | null) {
  return useQuery({
    queryKey: keys.pollResults(id ?? 0),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof pollLgaResultsResponseSchema>>(`/admin/polls/${encodeURIComponent(id!)}/results`, {
        signal,
      }),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}

/** GET /admin/polls/{id}/results.csv, saved by the browser. */
export function usePollResultsCsv() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await authApi.file(`/admin/polls/${encodeURIComponent(id)}/results.csv`, { cache: 'no-store' });
      saveFile(file.blob, file.filename ?? `safeogun-poll-${id}.csv`);
    },
  });
}
