/**
 * The board's reads: the list (open or closed alerts), one alert, whom it can be assigned to, its voice note. The
 * stream (use-sos-stream.ts) says when to read again; one alert is never polled, since every read of a named
 * sender is written to the audit log.
 */
import { useQuery } from '@tanstack/react-query';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import type { DataOf } from '@safeogun/contract/envelope';
import type { policeSosListResponseSchema } from '@safeogun/contract/sos';
import type { PoliceSosAlertDetail, SosAssignees } from '@safeogun/contract/sos-board';
import { ApiError, authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { sosBoardKeys, type BoardList } from './keys';

/** A cheap authenticated read the API client may refresh the session on (the stream's and the voice note's 401). */
export const BOARD_PROBE = '/police/sos?size=1';

/** GET /police/sos?status=open|closed: the newest 100. */
export function useBoardAlerts(list: BoardList, enabled = true) {
  const userId = useUserId();
  return useQuery({
    enabled,
    queryKey: sosBoardKeys.list(userId, list),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof policeSosListResponseSchema>>('/police/sos', {
        query: { status: list, size: 100 },
        signal,
      }),
    select: (data) => data.alerts,
    // The stream says when something changed; this only covers a stream that is down.
    refetchInterval: 60_000,
  });
}

/** GET /police/sos/{id}: read when opened and when the stream says it changed (each read may be audited). */
export function useBoardAlert(id: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: sosBoardKeys.alert(userId, id ?? ''),
    queryFn: ({ signal }) =>
      authApi.get<{ alert: PoliceSosAlertDetail }>(`/police/sos/${encodeURIComponent(id!)}`, { signal }),
    select: (data) => data.alert,
    enabled: Boolean(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** GET /police/sos/{id}/assignees, once the officer opens the assignment dialog. */
export function useAssignees(id: string, enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: sosBoardKeys.assignees(userId, id),
    queryFn: ({ signal }) => authApi.get<SosAssignees>(`/police/sos/${encodeURIComponent(id)}/assignees`, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The voice note (GET /police/sos/{id}/audio) as a Blob: fetched with the bearer token (and the client's one silent
 * refresh), since an <audio> element cannot send one. `url` is the API's path for it, with the API prefix.
 */
export function useAlertAudio(id: string, url: string | null) {
  const userId = useUserId();
  return useQuery({
    queryKey: sosBoardKeys.audio(userId, id),
    enabled: url !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      try {
        return (await authApi.file(url!.slice(API_BASE_PATH.length), { signal, cache: 'no-store' })).blob;
      } catch (error) {
        if (error instanceof ApiError && error.status !== 0)
          throw new ApiError(error.status, 'The voice note could not be loaded.');
        throw error;
      }
    },
  });
}
