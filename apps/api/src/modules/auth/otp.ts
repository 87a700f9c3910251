/** One-time codes: 6 digits from the CSPRNG, stored as an HMAC, 10 minutes, at most 5 wrong tries. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES, otpTooManyTries } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../lib/errors';

export type OtpPurpose = 'signup' | 'reset';

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

function hashOtp(secret: string, purpose: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** A new code; earlier unused codes for the same purpose and email stop working. */
export async function issueOtp(db: Db, secret: string, purpose: OtpPurpose, email: string): Promise<string> {
  const code = generateOtp();
  const now = new Date();
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email), isNull(otpCodes.consumedAt)));
  await db.insert(otpCodes).values({
    purpose,
    email,
    codeHash: hashOtp(secret, purpose, email, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  });
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
  return code;
}

/**
 * Checks a code without using it up (the caller consumes it once its own work succeeded).
 * Returns the code's id; throws 400 for a wrong or expired code and 429 once the tries are spent.
 *
 * Every comparison first takes one of the code's tries in a single statement (attempts + 1 only while below the
 * limit), so concurrent guesses cannot slip in between a read of the count and its increment: at most
 * OTP_MAX_ATTEMPTS guesses are ever compared.
 */
export async function checkOtp(db: Db, secret: string, purpose: OtpPurpose, email: string, code: string) {
  const [row] = await db
    .select({ id: otpCodes.id, expiresAt: otpCodes.expiresAt, createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
  const [taken] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ codeHash: otpCodes.codeHash });
  if (!taken) {
    // A new code may be asked for once the resend wait that started with this one is over.
    const wait = (row.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000;
    throw tooManyRequests(otpTooManyTries(wait), wait);
  }
  const expected = Buffer.from(taken.codeHash, 'hex');
  const given = Buffer.from(hashOtp(secret, purpose, email, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
  return row.id;
}

/** Uses a checked code up; false when another request used it first. */
export async function consumeOtp(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Takes back a code whose email could not be sent, so the 600 s wait does not start for nothing. */
export async function withdrawOtp(db: Db, purpose: OtpPurpose, email: string): Promise<void> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (row) await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
}
