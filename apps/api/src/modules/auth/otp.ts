/** One-time codes: 6 digits from the CSPRNG, stored as an HMAC, 10 minutes, at most 5 wrong tries. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES, otpTooManyTries } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { deleteLatestOtp, latestUnusedOtp, markOtpConsumed, storeOtp, takeOtpAttempt } from './otp.repository';

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
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  const codeHash = hashOtp(secret, purpose, email, code);
  await storeOtp(db, { purpose, email, codeHash, expiresAt }, now, new Date(now.getTime() - 86_400_000));
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
  const row = await latestUnusedOtp(db, purpose, email);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
  const takenHash = await takeOtpAttempt(db, row.id, OTP_MAX_ATTEMPTS);
  if (takenHash === null) {
    // A new code may be asked for once the resend wait that started with this one is over.
    const wait = (row.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000;
    throw tooManyRequests(otpTooManyTries(wait), wait);
  }
  const expected = Buffer.from(takenHash, 'hex');
  const given = Buffer.from(hashOtp(secret, purpose, email, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
  return row.id;
}

/** Uses a checked code up; false when another request used it first. */
export async function consumeOtp(db: Db, id: string): Promise<boolean> {
  return markOtpConsumed(db, id);
}

/** Takes back a code whose email could not be sent, so the 600 s wait does not start for nothing. */
export async function withdrawOtp(db: Db, purpose: OtpPurpose, email: string): Promise<void> {
  await deleteLatestOtp(db, purpose, email);
}
