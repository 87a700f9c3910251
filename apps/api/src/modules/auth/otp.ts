/** One-time codes: 6 digits from the CSPRNG, stored as an HMAC, 10 minutes, at most 5 wrong tries. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
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

/** When the last code for this purpose and email was sent, if any. */
export async function lastOtpSentAt(db: Db, purpose: OtpPurpose, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
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
 */
export async function checkOtp(db: Db, secret: string, purpose: OtpPurpose, email: string, code: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests(ACCOUNT_MESSAGES.otpTooManyTries);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashOtp(secret, purpose, email, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const [after] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    if ((after?.attempts ?? OTP_MAX_ATTEMPTS) > OTP_MAX_ATTEMPTS)
      throw tooManyRequests(ACCOUNT_MESSAGES.otpTooManyTries);
    throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
  }
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
