/**
 * Brute-force brakes on the auth_attempts table (shared by every process on one database).
 *
 * Failures are counted per account and client address together: a client that keeps failing for an account is
 * slowed, then refused (429, with Retry-After) for the rest of the window. Counted per account alone, failures
 * only slow the answers: refusing them would let a stranger keep the owner out (of the SOS page too) by failing
 * on purpose. Counted per address alone, they slow and then refuse one client spraying many accounts.
 */
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { tooManyAttempts } from '@safeogun/contract/messages';
import {
  countAttemptsSince,
  deleteAttempts,
  deleteAttemptsBefore,
  insertAttempts,
  nthNewestAttemptAt,
} from './throttle.repository';

export interface Limit {
  scope: string;
  key: string;
  /** Failures in the window after which each answer is delayed. */
  slowAfter?: number;
  /** Longest delay this limit adds (default THROTTLE.maxDelayMs). */
  maxDelayMs?: number;
  /** Failures in the window after which requests are refused (429); none: this limit only slows. */
  refuseAfter?: number;
  windowMs: number;
}

/** Tunable by tests (each test file runs in its own module registry). */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  login: { clientSlowAfter: 3, clientRefuseAfter: 10, accountSlowAfter: 10, ipSlowAfter: 20, ipRefuseAfter: 100 },
  otp: { clientSlowAfter: 3, clientRefuseAfter: 10, accountSlowAfter: 10, ipSlowAfter: 10, ipRefuseAfter: 30 },
  forgot: { emailSlowAfter: 3, emailRefuseAfter: 5, ipSlowAfter: 5, ipRefuseAfter: 20, windowMs: 60 * 60_000 },
  signup: { ipRefuseAfter: 300, windowMs: 60 * 60_000 },
  delayStepMs: 400,
  maxDelayMs: 4000,
  /** An account under attack from many addresses slows its owner's sign-in by this much at most. */
  accountMaxDelayMs: 1000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countRecent(db: Db, scope: string, key: string, windowMs: number): Promise<number> {
  return countAttemptsSince(db, scope, key, new Date(Date.now() - windowMs));
}

/** Seconds until the count of this limit falls below its refusal threshold again. */
async function secondsUntilBelow(db: Db, limit: Limit & { refuseAfter: number }): Promise<number> {
  // The refuseAfter-th newest failure: once it leaves the window, fewer than refuseAfter remain.
  const since = new Date(Date.now() - limit.windowMs);
  const nth = await nthNewestAttemptAt(db, limit.scope, limit.key, since, limit.refuseAfter);
  const until = (nth?.getTime() ?? Date.now()) + limit.windowMs;
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

/** Refuses (429 saying how long to wait) or slows down according to the recorded failures. */
export async function guard(db: Db, limits: Limit[]): Promise<void> {
  let delay = 0;
  for (const limit of limits) {
    const n = await countRecent(db, limit.scope, limit.key, limit.windowMs);
    if (limit.refuseAfter !== undefined && n >= limit.refuseAfter) {
      const wait = await secondsUntilBelow(db, { ...limit, refuseAfter: limit.refuseAfter });
      throw tooManyRequests(tooManyAttempts(wait), wait);
    }
    if (limit.slowAfter !== undefined && n >= limit.slowAfter) {
      const cap = limit.maxDelayMs ?? THROTTLE.maxDelayMs;
      delay = Math.max(delay, Math.min(cap, (n - limit.slowAfter + 1) * THROTTLE.delayStepMs));
    }
  }
  if (delay > 0) await sleep(delay);
}

export async function record(db: Db, entries: Array<{ scope: string; key: string }>): Promise<void> {
  if (entries.length === 0) return;
  await insertAttempts(db, entries);
  // Keep the table small: a day of history is more than any window needs.
  if (Math.random() < 0.05) {
    await deleteAttemptsBefore(db, new Date(Date.now() - 86_400_000));
  }
}

export async function clear(db: Db, scope: string, key: string): Promise<void> {
  await deleteAttempts(db, scope, key);
}
