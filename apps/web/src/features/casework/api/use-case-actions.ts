/**
 * One mutation per casework action. Each action that changes the report names the `version` of the case the officer
 * opened: a case changed since answers 409 CASEWORK_MESSAGES.changed, and the caller reloads it (an internal note
 * and a review reply only add, so they name none). An answer carrying the case as it now stands replaces the cached
 * one at once; the case and the queue are fetched again either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DataOf } from '@safeogun/contract/envelope';
import type { LegalHoldBody } from '@safeogun/contract/retention';
import type {
  PoliceCase,
  acknowledgeRequestSchema,
  escalateRequestSchema,
  internalNoteRequestSchema,
  mapVisibilityRequestSchema,
  revealReporterRequestSchema,
  revealReporterResponseSchema,
  rerouteRequestSchema,
  statusChangeRequestSchema,
} from '@safeogun/contract/casework';
import type { PoliceReplyRequest } from '@safeogun/contract/police';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { caseworkKeys } from './keys';

function caseOf(answer: unknown): PoliceCase | null {
  const incident = (answer as { incident?: PoliceCase } | null)?.incident;
  return incident && typeof incident.version === 'number' ? incident : null;
}

function useCaseAction<Body>(id: string, send: (path: string, body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (body: Body) => send(`/police/incidents/${encodeURIComponent(id)}`, body),
    onSuccess: (answer) => {
      const updated = caseOf(answer);
      if (updated) queryClient.setQueryData(caseworkKeys.case(userId, id), updated);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseworkKeys.case(userId, id) }),
        queryClient.invalidateQueries({ queryKey: caseworkKeys.queues(userId) }),
      ]);
    },
  });
}

/** POST /police/incidents/{id}/acknowledge */
export function useAcknowledge(id: string) {
  return useCaseAction<z.input<typeof acknowledgeRequestSchema>>(id, (path, body) =>
    authApi.post(`${path}/acknowledge`, body),
  );
}

/** PATCH /police/incidents/{id}/status: the note is the citizen's to read. */
export function useChangeStatus(id: string) {
  return useCaseAction<z.input<typeof statusChangeRequestSchema>>(id, (path, body) =>
    authApi.patch(`${path}/status`, body),
  );
}

/** POST /police/incidents/{id}/internal-notes: police only. */
export function useInternalNote(id: string) {
  return useCaseAction<z.input<typeof internalNoteRequestSchema>>(id, (path, body) =>
    authApi.post(`${path}/internal-notes`, body),
  );
}

/** POST /police/incidents/{id}/reroute */
export function useReroute(id: string) {
  return useCaseAction<z.input<typeof rerouteRequestSchema>>(id, (path, body) => authApi.post(`${path}/reroute`, body));
}

/** POST /police/incidents/{id}/escalate */
export function useEscalate(id: string) {
  return useCaseAction<z.input<typeof escalateRequestSchema>>(id, (path, body) =>
    authApi.post(`${path}/escalate`, body),
  );
}

/** PATCH /police/incidents/{id}/map-visibility */
export function useMapVisibility(id: string) {
  return useCaseAction<z.input<typeof mapVisibilityRequestSchema>>(id, (path, body) =>
    authApi.patch(`${path}/map-visibility`, body),
  );
}

/** PUT /police/incidents/{id}/legal-hold (supervisors): the retention schedule leaves a held case alone. */
export function useLegalHold(id: string) {
  return useCaseAction<LegalHoldBody>(id, (path, body) => authApi.put(`${path}/legal-hold`, body));
}

/** POST /police/incidents/{id}/review/reply: replaces an earlier reply; the citizen is told. */
export function useReviewReply(id: string) {
  return useCaseAction<PoliceReplyRequest>(id, (path, body) => authApi.post(`${path}/review/reply`, body));
}

export type RevealedReporter = DataOf<typeof revealReporterResponseSchema>['reporter'];

/** POST /police/incidents/{id}/reveal-reporter: the reason is written to the audit log with the officer's name. */
export function useRevealReporter(id: string) {
  return useMutation({
    mutationFn: async (body: z.input<typeof revealReporterRequestSchema>) =>
      (
        await authApi.post<DataOf<typeof revealReporterResponseSchema>>(
          `/police/incidents/${encodeURIComponent(id)}/reveal-reporter`,
          body,
        )
      ).reporter,
  });
}
