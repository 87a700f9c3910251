import type { ApiError } from '../../../lib/api-client';
import { ANONYMOUS_OWNER } from '../../../lib/outbox';
import { queueSubmission } from '../../../lib/outbox-queue';
import { reportData, reportFiles, type ReportPayload } from './report-payload';

/** What the outbox list says of a report: the start of its description. */
export function summaryOf(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/**
 * Keeps a report that could not go in the outbox (decision 025), with its photos and video (the light copies the
 * form already made) and the idempotency key of the attempt, so a request that did reach the server is filed once.
 */
export function queueReport(payload: ReportPayload, userId: string | null, idempotencyKey: string, failure?: ApiError) {
  return queueSubmission(
    {
      kind: 'report',
      owner: userId ?? ANONYMOUS_OWNER,
      idempotencyKey,
      summary: summaryOf(payload.description ?? ''),
      request: {
        path: '/incident/new',
        auth: userId !== null,
        data: reportData(payload),
        files: reportFiles(payload),
      },
    },
    failure,
  );
}
