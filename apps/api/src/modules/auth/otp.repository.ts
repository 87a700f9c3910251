/** One-time codes on the database (stored as an HMAC; the rules live in otp.ts). */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';

/** Stores a new code: earlier unused codes for the same purpose and email are used up, long-expired ones removed. */
export async function storeOtp(
  db: Db,
  code: { purpose: string; email: string; codeHash: string; expiresAt: Date },
  now: Date,
  pruneExpiredBefore: Date,
): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.purpose, code.purpose), eq(otpCodes.email, code.email), isNull(otpCodes.consumedAt)));
  await db.insert(otpCodes).values(code);
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, pruneExpiredBefore));
}

/** The newest code not yet used for this purpose and email. */
export async function latestUnusedOtp(db: Db, purpose: string, email: string) {
  const [row] = await db
    .select({ id: otpCodes.id, expiresAt: otpCodes.expiresAt, createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one try of a code and returns its hash, or null once maxAttempts are spent: a single statement
 * (attempts + 1 only while below the limit), so concurrent guesses cannot slip in between a read and the increment.
 */
export async function takeOtpAttempt(db: Db, id: string, maxAttempts: number): Promise<string | null> {
  const [taken] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts)))
    .returning({ codeHash: otpCodes.codeHash });
  return taken?.codeHash ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function markOtpConsumed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Deletes the newest code for this purpose and email, used or not. */
export async function deleteLatestOtp(db: Db, purpose: string, email: string): Promise<void> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (row) await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
}
