/**
 * One mutation per action on an alert (PATCH acknowledge, assign, attended, false-alert; POST notes). Each reads the
 * alert and the lists again once done; the stream tells every other board.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SosAssignRequest } from '@safeogun/contract/sos-board';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { sosBoardKeys } from './keys';

function useAlertAction<Body>(id: string, send: (path: string, body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (body: Body) => send(`/police/sos/${encodeURIComponent(id)}`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sosBoardKeys.alert(userId, id) }),
        queryClient.invalidateQueries({ queryKey: sosBoardKeys.lists(userId) }),
      ]),
  });
}

export const useAcknowledgeAlert = (id: string) =>
  useAlertAction<void>(id, (path) => authApi.patch(`${path}/acknowledge`));

export const useAssignAlert = (id: string) =>
  useAlertAction<SosAssignRequest>(id, (path, body) => authApi.patch(`${path}/assign`, body));

export const useAddAlertNote = (id: string) =>
  useAlertAction<{ note: string }>(id, (path, body) => authApi.post(`${path}/notes`, body));

export const useCloseAttended = (id: string) =>
  useAlertAction<{ note?: string }>(id, (path, body) => authApi.patch(`${path}/attended`, body));

export const useMarkFalseAlert = (id: string) =>
  useAlertAction<void>(id, (path) => authApi.patch(`${path}/false-alert`));
