/**
 * What a form calls when its submission cannot go now (decision 025): keep it in the outbox and ask the service
 * worker for a Background Sync where the browser has one (elsewhere the app sends on open and on `online`).
 */
import { ApiError } from './api-client';
import { addToOutbox, outboxAvailable, type NewOutboxItem, type OutboxItem } from './outbox';
import { requestOutboxSync } from './service-worker';

/** The browser says it has no connection: the submission goes to the outbox without trying. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The submission got no answer (offline, a dropped connection): it may or may not have reached the server, so it
 * waits in the outbox with the same idempotency key, which makes the server file it at most once.
 */
export function failedOnNetwork(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/** Keeps the submission in the outbox; null where the browser cannot (the form then says it failed, as before). */
export async function queueSubmission(item: NewOutboxItem): Promise<OutboxItem | null> {
  if (!outboxAvailable()) return null;
  try {
    const stored = await addToOutbox(item);
    void requestOutboxSync().catch(() => false);
    return stored;
  } catch {
    return null;
  }
}
