import { useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from './report-payload';

/**
 * Runs a submission with one idempotency key per attempt, kept across retries until the server gives a definite
 * answer: after a success or a refusal (4xx) the next attempt is a new one; after a lost connection or a server
 * error, a retry repeats the same key so the server files the report at most once.
 */
export function useIdempotentAttempt() {
  const attemptKey = useRef<string | null>(null);
  async function attempt<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> {
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await send(attemptKey.current);
      attemptKey.current = null;
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) attemptKey.current = null;
      throw error;
    }
  }
  // The attempt was handed on (to the outbox, with its key): the next submission is a new one.
  return Object.assign(attempt, { forget: () => (attemptKey.current = null) });
}
