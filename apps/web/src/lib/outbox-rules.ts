/**
 * What the outbox does after each try (decision 025), as plain functions of the item, the answer and the time.
 */
import type { OutboxItem } from './outbox';

export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 10 * 60_000;
/** Longer than this, an item is forgotten: a shared phone keeps no one's report and photos for ever. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;
/** An SOS older than this is not sent on its own: the person may be somewhere else now. */
export const SOS_SENT_ALONE_FOR_MS = 60 * 60_000;

/** How one try ended. `status` 0: no answer (offline, dropped connection). */
export type TryOutcome =
  { ok: true; trackingId: string | null } | { ok: false; status: number; message: string; retryAfterMs: number | null };

/** Worth trying again: no answer, a timeout, too many requests, a server error. Any other 4xx is a refusal. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The wait before the next try after `attempts` failed ones: 5 s doubling to 10 minutes, with up to a fifth taken
 * off at random so that phones that come back online together do not all retry at the same moment.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(full * (1 - 0.2 * random()));
}

/** The Retry-After header in milliseconds (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The item after a try: null when it is done with (sent; an anonymous report is kept with its tracking ID until
 * seen), refused on a 4xx (kept with the server's sentence), else waiting for the next try. A 401 means the
 * owner's session ended: the item waits for them to sign in again and the try is not counted.
 */
export function afterTry(item: OutboxItem, outcome: TryOutcome, now: number, random?: () => number): OutboxItem | null {
  if (outcome.ok) {
    if (outcome.trackingId === null) return null;
    return { ...item, status: 'sent', trackingId: outcome.trackingId, lastError: null };
  }
  if (outcome.status === 401) return { ...item, nextAttemptAt: now, lastError: outcome.message };
  if (!isRetryable(outcome.status))
    return { ...item, status: 'refused', attempts: item.attempts + 1, lastError: outcome.message };
  const attempts = item.attempts + 1;
  const wait = Math.max(retryDelay(attempts, random), outcome.retryAfterMs ?? 0);
  return { ...item, attempts, nextAttemptAt: now + wait, lastError: outcome.message };
}

/** Whether the item goes in this pass: waiting and due (or asked for now), and not an SOS gone stale. */
export function isDue(item: OutboxItem, now: number, force = false): boolean {
  if (item.status !== 'waiting') return force && (item.status === 'refused' || item.status === 'held');
  return force || item.nextAttemptAt <= now;
}

/** What expiry does to an item: 'forget' when kept too long, 'hold' an SOS too old to go on its own, else null. */
export function expiry(item: OutboxItem, now: number): 'forget' | 'hold' | null {
  const age = now - item.createdAt;
  if (age > KEPT_FOR_MS) return 'forget';
  if (item.kind === 'sos' && item.status === 'waiting' && age > SOS_SENT_ALONE_FOR_MS) return 'hold';
  return null;
}
