/** The community hub's calls (issue 21): public reading, with the session when there is one (a resident's LGA, votes). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  alertListResponseSchema,
  alertResponseSchema,
  pollListResponseSchema,
  pollResponseSchema,
  tipListResponseSchema,
  tipResponseSchema,
} from '@safeogun/contract/community';
import { authApi, publicApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';

export const communityKeys = {
  tips: (topic: string, q: string) => ['community', 'tips', topic, q] as const,
  tip: (id: string | undefined) => ['community', 'tip', id] as const,
  alerts: (lga: string, userId: string | null) => ['community', 'alerts', lga, userId] as const,
  alert: (id: string | undefined) => ['community', 'alert', id] as const,
  polls: (lga: string, userId: string | null) => ['community', 'polls', lga, userId] as const,
  poll: (id: string | undefined, userId: string | null) => ['community', 'poll', id, userId] as const,
};

const lgaQuery = (lga: string) => (lga ? { lga } : {});

export function useTips(topic: string, q: string) {
  return useQuery({
    queryKey: communityKeys.tips(topic, q),
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof tipListResponseSchema>>('/community/tips', {
        signal,
        query: { topic: topic || undefined, q: q || undefined },
      }),
    select: (data) => data.tips,
  });
}

export function useTip(id: string | undefined) {
  return useQuery({
    queryKey: communityKeys.tip(id),
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof tipResponseSchema>>(`/community/tips/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    select: (data) => data.tip,
  });
}

/** Active alerts for `lga`; with no LGA chosen, the signed-in resident's (their profile station's LGA). */
export function useAlerts(lga: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: communityKeys.alerts(lga, userId),
    queryFn: ({ signal }) =>
      (userId ? authApi : publicApi).get<DataOf<typeof alertListResponseSchema>>('/community/alerts', {
        signal,
        query: lgaQuery(lga),
      }),
  });
}

export function useAlert(id: string | undefined) {
  return useQuery({
    queryKey: communityKeys.alert(id),
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof alertResponseSchema>>(`/community/alerts/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    select: (data) => data.alert,
  });
}

export function usePolls(lga: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: communityKeys.polls(lga, userId),
    queryFn: ({ signal }) =>
      (userId ? authApi : publicApi).get<DataOf<typeof pollListResponseSchema>>('/community/polls', {
        signal,
        query: lgaQuery(lga),
      }),
    select: (data) => data.polls,
  });
}

export function usePoll(id: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: communityKeys.poll(id, userId),
    queryFn: ({ signal }) =>
      (userId ? authApi : publicApi).get<DataOf<typeof pollResponseSchema>>(
        `/community/polls/${encodeURIComponent(id!)}`,
        { signal },
      ),
    enabled: Boolean(id),
    select: (data) => data.poll,
  });
}

/** One vote; the poll comes back with its results, and every list of polls is read again. */
export function useVote(pollId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optionId: number) =>
      authApi.post<DataOf<typeof pollResponseSchema>>(`/community/polls/${pollId}/vote`, { optionId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['community'] }),
  });
}
