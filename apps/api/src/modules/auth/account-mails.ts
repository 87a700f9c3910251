/** The mails of the accounts feature: codes, and the note to an owner whose address someone tried to sign up. */
import { OTP_TTL_SECONDS } from '@safeogun/contract/constants';
import type { MailMessage } from '../../plugins/mailer';
import type { OtpPurpose } from './otp';

const SIGNATURE = 'Ogun State Police Command - SafeOgun';

export function codeMail(purpose: OtpPurpose, to: string, code: string): MailMessage {
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  const what = purpose === 'signup' ? 'finish creating your SafeOgun account' : 'reset your SafeOgun password';
  return {
    to,
    subject: purpose === 'signup' ? 'Your SafeOgun sign-up code' : 'Your SafeOgun password reset code',
    text: `Your code is ${code}\n\nUse it to ${what}. It expires in ${minutes} minutes.\nIf you did not ask for it, ignore this email.\n\n${SIGNATURE}`,
    html: `<p>Your code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p><p>Use it to ${what}. It expires in ${minutes} minutes.</p><p>If you did not ask for it, ignore this email.</p><p>${SIGNATURE}</p>`,
  };
}

/**
 * Sent instead of a sign-up code when the address already has an account: the sign-up answer is the same for
 * every address, so only the owner learns that the address is taken.
 */
export function signupAttemptMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to SafeOgun with your email',
    text: `Someone tried to create a SafeOgun account with this email address, which already has an account.\n\nIf it was you, sign in at ${publicUrl}/login, or reset your password at ${publicUrl}/forgot-password if you have forgotten it.\nIf it was not you, ignore this email: your account has not changed.\n\n${SIGNATURE}`,
  };
}
