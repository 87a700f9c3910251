/**
 * What a form calls when its submission cannot go now (decision 025): keep it in the outbox, to be sent on open,
 * on `online` and when its next try is due.
 */
import type { ApiError } from './api-client';
import { addToOutbox, outboxAvailable, type NewOutboxItem, type OutboxItem } from './outbox';
import { retryDelay } from './outbox-rules';
import { flushOutbox } from './outbox-sender';
import { requestOutboxSync } from './service-worker';

export { failedOnNetwork, isOffline } from './offline';

/** A JSON submission of the signed-in person (feedback, a review) for the outbox. */
export function jsonSubmission(
  kind: 'feedback' | 'review',
  userId: string,
  path: string,
  body: unknown,
  idempotencyKey: string,
  summary: string,
): NewOutboxItem {
  return {
    kind,
    owner: userId,
    idempotencyKey,
    summary: summary.slice(0, 80),
    request: { path, auth: true, json: body },
  };
}

/**
 * Keeps the submission in the outbox; null where the browser cannot (the form then says it failed, as before).
 * `failure`: the try the form made got no answer; the outbox tries again after the first wait of its back-off.
 */
export async function queueSubmission(item: NewOutboxItem, failure?: ApiError): Promise<OutboxItem | null> {
  if (!outboxAvailable()) return null;
  try {
    const now = Date.now();
    const firstTry = failure ? { lastError: failure.message, nextAttemptAt: now + retryDelay(1) } : null;
    const stored = await addToOutbox(item, now, firstTry);
    // Where the browser has Background Sync, its worker wakes the outbox when the connection is back (decision 024).
    void requestOutboxSync();
    // Sets the timer for its next try (the connection may come back without an `online` event).
    void flushOutbox();
    return stored;
  } catch {
    return null;
  }
}
