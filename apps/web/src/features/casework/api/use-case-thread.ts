import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { ThreadMessageRequest, policeThreadResponseSchema } from '@safeogun/contract/thread';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { caseworkKeys } from './keys';

/**
 * How often an open case looks for the reporter's answers: answers arrive by tracking ID from someone the police
 * cannot notify back, so the case asks (one indexed read of a report's messages) rather than waiting for a reload.
 */
export const THREAD_POLL_MS = 10_000;

type Thread = DataOf<typeof policeThreadResponseSchema>['messages'];

const path = (id: string) => `/police/incidents/${encodeURIComponent(id)}/messages`;

/**
 * GET /police/incidents/{id}/messages: the conversation with the reporter, oldest first, polled while shown and
 * `open` (a closed report's thread takes no more messages).
 */
export function useCaseThread(id: string, open: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: caseworkKeys.thread(userId, id),
    refetchInterval: open ? THREAD_POLL_MS : false,
    refetchIntervalInBackground: false,
    queryFn: async ({ signal }): Promise<Thread> =>
      (await authApi.get<DataOf<typeof policeThreadResponseSchema>>(path(id), { signal })).messages,
  });
}

/** POST /police/incidents/{id}/messages: the thread as it now stands replaces the cached one (the case then reloads). */
export function useSendCaseMessage(id: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ThreadMessageRequest) =>
      (await authApi.post<DataOf<typeof policeThreadResponseSchema>>(path(id), body)).messages,
    onSuccess: (messages) => queryClient.setQueryData(caseworkKeys.thread(userId, id), messages),
    // Refused (closed meanwhile): the case and the thread show what is now true.
    onError: () => queryClient.invalidateQueries({ queryKey: caseworkKeys.case(userId, id) }),
  });
}
