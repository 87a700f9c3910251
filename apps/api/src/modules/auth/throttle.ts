/**
 * Brute-force brakes on the auth_attempts table (shared by every process on one database): after a few
 * failures for one account or from one address the answers are slowed, after more they are refused with 429
 * for the rest of the window.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';

export interface Limit {
  scope: string;
  key: string;
  /** Failures in the window after which each answer is delayed. */
  slowAfter?: number;
  /** Failures in the window after which requests are refused (429). */
  refuseAfter: number;
  windowMs: number;
  message?: string;
}

/** Tunable by tests (each test file runs in its own module registry). */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  login: { accountSlowAfter: 3, accountRefuseAfter: 10, ipSlowAfter: 20, ipRefuseAfter: 100 },
  otp: { accountSlowAfter: 3, accountRefuseAfter: 10, ipSlowAfter: 10, ipRefuseAfter: 30 },
  forgot: { emailSlowAfter: 3, emailRefuseAfter: 5, ipSlowAfter: 5, ipRefuseAfter: 20, windowMs: 60 * 60_000 },
  signup: { ipRefuseAfter: 300, windowMs: 60 * 60_000 },
  delayStepMs: 400,
  maxDelayMs: 4000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function countRecent(db: Db, scope: string, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Refuses (429) or slows down according to the recorded failures. */
export async function guard(db: Db, limits: Limit[]): Promise<void> {
  let delay = 0;
  for (const limit of limits) {
    const n = await countRecent(db, limit.scope, limit.key, limit.windowMs);
    if (n >= limit.refuseAfter) throw tooManyRequests(limit.message ?? ACCOUNT_MESSAGES.tooManyAttempts);
    if (limit.slowAfter !== undefined && n >= limit.slowAfter) {
      delay = Math.max(delay, Math.min(THROTTLE.maxDelayMs, (n - limit.slowAfter + 1) * THROTTLE.delayStepMs));
    }
  }
  if (delay > 0) await sleep(delay);
}

export async function record(db: Db, entries: Array<{ scope: string; key: string }>): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(authAttempts).values(entries);
  // Keep the table small: a day of history is more than any window needs.
  if (Math.random() < 0.05) {
    await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(Date.now() - 86_400_000)));
  }
}

export async function clear(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
}
