/**
 * Whether a submission should go to the outbox (decision 025), apart from the outbox itself: a form asks these on
 * submit, and only then loads the outbox's code (lib/outbox-queue.ts), which is no part of its page's first load.
 */
import { ApiError } from './api-client';

/** The browser says it has no connection: the submission goes to the outbox without trying. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The submission got no answer (offline, a dropped connection): it may or may not have reached the server, so it
 * waits in the outbox with the same idempotency key, which makes the server file it at most once.
 */
export function failedOnNetwork(error: unknown): error is ApiError {
  return error instanceof ApiError && error.isNetworkError;
}
