/** Account rules: sign-up with OTP or Google, login, sessions, password reset. */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES, waitBeforeResend } from '@safeogun/contract/messages';
import type { Tokens, User, signupCompleteBodySchema } from '@safeogun/contract/auth';
import type { z } from 'zod';
import type { Config } from '../../config';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { loadOrCreateSecret } from '../../lib/secrets';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  loadUserDto,
  phoneTakenByOther,
  updateUser,
  type NewUser,
  type UserRow,
} from '../accounts-core/accounts.repository';
import { hashPassword, verifyPassword } from '../accounts-core/passwords';
import { revokeAllSessions, startSession, type SessionsDeps } from '../accounts-core/sessions';
import { lastForgotAt } from './auth.repository';
import { createGoogleVerifier } from './google';
import { checkOtp, consumeOtp, issueOtp, lastOtpSentAt, withdrawOtp, type OtpPurpose } from './otp';
import { THROTTLE, clear, guard, record } from './throttle';
import type { Job, JobQueue } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mailer';

type CompleteInput = z.output<typeof signupCompleteBodySchema>;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const GOOGLE_SIGNUP_AUDIENCE = 'safeogun-google-signup';

/**
 * Password-reset codes are mailed by this job, never on the request path: the answer to "forgot password" then
 * takes the same time whether or not the account exists. The payload holds the address only; the code is made
 * when the mail goes out, so it is never stored in clear.
 */
export const RESET_MAIL_QUEUE = 'password-reset-email';
const RESET_MAIL_MAX_ATTEMPTS = 3;

interface ResetMailJob {
  email: string;
}

export interface AuthDeps extends SessionsDeps {
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: SessionsDeps['log'] & { error(details: object, message: string): void };
}

export function createAccountsService(deps: AuthDeps, config: Config) {
  const base = config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt-secret');
  const otpSecret = createHmac('sha256', base).update('otp-codes').digest('hex');
  const signupKey = createHmac('sha256', base).update('google-signup').digest();
  const google = createGoogleVerifier(config.google);
  const db = deps.db;

  function roleFor(email: string): string {
    return config.bootstrapAdminEmail && email === config.bootstrapAdminEmail ? 'admin' : 'citizen';
  }

  async function userDto(id: string): Promise<User> {
    const user = await loadUserDto(db, id);
    if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    return user;
  }

  async function sendCode(purpose: OtpPurpose, email: string, code: string) {
    const minutes = Math.round(OTP_TTL_SECONDS / 60);
    const what = purpose === 'signup' ? 'finish creating your SafeOgun account' : 'reset your SafeOgun password';
    await deps.mailer.send({
      to: email,
      subject: purpose === 'signup' ? 'Your SafeOgun sign-up code' : 'Your SafeOgun password reset code',
      text: `Your code is ${code}\n\nUse it to ${what}. It expires in ${minutes} minutes.\nIf you did not ask for it, ignore this email.\n\nOgun State Police Command - SafeOgun`,
      html: `<p>Your code is <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p><p>Use it to ${what}. It expires in ${minutes} minutes.</p><p>If you did not ask for it, ignore this email.</p><p>Ogun State Police Command - SafeOgun</p>`,
    });
  }

  /** 600 s between codes for one email, counted by the server. */
  async function assertResendAllowed(purpose: OtpPurpose, email: string) {
    const last = await lastOtpSentAt(db, purpose, email);
    if (!last) return;
    const wait = Math.ceil((last.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000);
    if (wait > 0) throw tooManyRequests(waitBeforeResend(wait));
  }

  async function otpGuard(email: string, client: ClientInfo) {
    const o = THROTTLE.otp;
    await guard(db, [
      {
        scope: 'otp-account',
        key: email,
        slowAfter: o.accountSlowAfter,
        refuseAfter: o.accountRefuseAfter,
        windowMs: THROTTLE.windowMs,
      },
      {
        scope: 'otp-ip',
        key: client.ip,
        slowAfter: o.ipSlowAfter,
        refuseAfter: o.ipRefuseAfter,
        windowMs: THROTTLE.windowMs,
      },
    ]);
  }

  /** checkOtp with the failure recorded for the brute-force brakes. */
  async function verifyCode(purpose: OtpPurpose, email: string, code: string, client: ClientInfo) {
    await otpGuard(email, client);
    try {
      return await checkOtp(db, otpSecret, purpose, email, code);
    } catch (error) {
      if (error instanceof AppError) {
        await record(db, [
          { scope: 'otp-account', key: email },
          { scope: 'otp-ip', key: client.ip },
        ]);
      }
      throw error;
    }
  }

  async function signupIpGuard(client: ClientInfo) {
    await guard(db, [
      {
        scope: 'signup-ip',
        key: client.ip,
        refuseAfter: THROTTLE.signup.ipRefuseAfter,
        windowMs: THROTTLE.signup.windowMs,
      },
    ]);
    await record(db, [{ scope: 'signup-ip', key: client.ip }]);
  }

  async function sendSignupCode(email: string, client: ClientInfo, isResend: boolean) {
    // The per-address brake comes first: probing which addresses have accounts counts against it too.
    await signupIpGuard(client);
    if (await findUserByEmail(db, email)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    if (isResend) await assertResendAllowed('signup', email);
    else {
      // Step 1 sent again (the user went back): the code already mailed stays valid, nothing new is sent.
      const last = await lastOtpSentAt(db, 'signup', email);
      const wait = last ? Math.ceil((last.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000) : 0;
      if (wait > 0) return { email, resendAfterSeconds: wait, expiresInSeconds: wait };
    }
    const code = await issueOtp(db, otpSecret, 'signup', email);
    try {
      await sendCode('signup', email, code);
    } catch (error) {
      deps.log.error({ err: error }, 'sign-up code email could not be sent');
      await withdrawOtp(db, 'signup', email);
      throw new AppError(503, ACCOUNT_MESSAGES.mailFailed);
    }
    return { email, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
  }

  async function createUser(input: CompleteInput, email: string, extra: Partial<NewUser>) {
    if (await phoneTakenByOther(db, input.phoneNumber, null)) throw conflict(PROFILE_MESSAGES.phoneExists);
    if (await findUserByEmail(db, email)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    const meta = input.locationMetadata ?? null;
    try {
      return await insertUser(db, {
        email,
        userName: email.split('@')[0],
        fullName: input.fullName,
        phoneNumber: input.phoneNumber,
        address: input.address,
        state: input.state,
        gender: input.gender,
        role: roleFor(email),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        locationMetadata: meta,
        latitude: meta?.latitude ?? null,
        longitude: meta?.longitude ?? null,
        ...extra,
      });
    } catch (error) {
      const text = String((error as { cause?: unknown }).cause ?? error);
      if (text.includes('users_phone_unique')) throw conflict(PROFILE_MESSAGES.phoneExists);
      if (text.includes('users_email_unique')) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      if (text.includes('users_google_sub_unique')) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      throw error;
    }
  }

  async function signGoogleSignup(identity: { sub: string; email: string; name: string | null }) {
    return new SignJWT({ email: identity.email, name: identity.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(identity.sub)
      .setAudience(GOOGLE_SIGNUP_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(signupKey);
  }

  async function readGoogleSignup(token: string) {
    try {
      const { payload } = await jwtVerify(token, signupKey, {
        audience: GOOGLE_SIGNUP_AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('bad');
      return { sub: payload.sub, email: payload.email };
    } catch {
      throw badRequest(ACCOUNT_MESSAGES.googleInvalid);
    }
  }

  async function loginResult(row: UserRow, remember: boolean, client: ClientInfo) {
    const tokens: Tokens = await startSession(deps, row, { remember, userAgent: client.userAgent });
    return { user: await userDto(row.id), tokens };
  }

  return {
    googleClientId: google.clientId,

    signupEmail: (email: string, client: ClientInfo) => sendSignupCode(email, client, false),
    resendSignupOtp: (email: string, client: ClientInfo) => sendSignupCode(email, client, true),

    async signupGoogle(idToken: string) {
      const identity = await google.verify(idToken);
      if ((await findUserByGoogleSub(db, identity.sub)) || (await findUserByEmail(db, identity.email)))
        throw conflict(ACCOUNT_MESSAGES.emailTaken);
      const token = await signGoogleSignup(identity);
      return { token, otp: token, email: identity.email, fullName: identity.name };
    },

    async completeSignup(input: CompleteInput, client: ClientInfo): Promise<User> {
      if (input.provider === 'Google') {
        if (!google.enabled) throw notFound(ACCOUNT_MESSAGES.googleDisabled);
        const claim = await readGoogleSignup(input.otp);
        if (input.email && input.email !== claim.email) throw badRequest(ACCOUNT_MESSAGES.googleInvalid);
        if (await findUserByGoogleSub(db, claim.sub)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        const id = await createUser(input, claim.email, { provider: 'google', googleSub: claim.sub });
        return userDto(id);
      }
      const email = input.email!;
      const otpId = await verifyCode('signup', email, input.otp, client);
      const passwordHash = await hashPassword(input.password!);
      const id = await createUser(input, email, { provider: 'email', passwordHash });
      await consumeOtp(db, otpId);
      await clear(db, 'otp-account', email);
      return userDto(id);
    },

    async loginEmail(email: string, password: string, remember: boolean, client: ClientInfo) {
      const s = THROTTLE.login;
      await guard(db, [
        {
          scope: 'login-account',
          key: email,
          slowAfter: s.accountSlowAfter,
          refuseAfter: s.accountRefuseAfter,
          windowMs: THROTTLE.windowMs,
        },
        {
          scope: 'login-ip',
          key: client.ip,
          slowAfter: s.ipSlowAfter,
          refuseAfter: s.ipRefuseAfter,
          windowMs: THROTTLE.windowMs,
        },
      ]);
      const row = await findUserByEmail(db, email);
      const valid = await verifyPassword(row?.passwordHash, password);
      if (!row || !valid) {
        await record(db, [
          { scope: 'login-account', key: email },
          { scope: 'login-ip', key: client.ip },
        ]);
        throw badRequest(ACCOUNT_MESSAGES.invalidCredentials);
      }
      await clear(db, 'login-account', email);
      return loginResult(row, remember, client);
    },

    async loginGoogle(idToken: string, remember: boolean, client: ClientInfo) {
      const identity = await google.verify(idToken);
      let row = await findUserByGoogleSub(db, identity.sub);
      if (!row) {
        // An email account whose address Google has verified: link it.
        row = await findUserByEmail(db, identity.email);
        if (!row) throw notFound(ACCOUNT_MESSAGES.googleNoAccount);
        await updateUser(db, row.id, { googleSub: identity.sub });
      }
      return loginResult(row, remember, client);
    },

    async forgotPassword(email: string, client: ClientInfo) {
      const f = THROTTLE.forgot;
      // Keyed on the request, never on whether the account exists: the answer is the same either way.
      await guard(db, [
        {
          scope: 'forgot-ip',
          key: client.ip,
          slowAfter: f.ipSlowAfter,
          refuseAfter: f.ipRefuseAfter,
          windowMs: f.windowMs,
        },
        {
          scope: 'forgot-email',
          key: email,
          slowAfter: f.emailSlowAfter,
          refuseAfter: f.emailRefuseAfter,
          windowMs: f.windowMs,
        },
      ]);
      const last = await lastForgotAt(db, email);
      if (last) {
        const wait = Math.ceil((last.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000);
        if (wait > 0) throw tooManyRequests(waitBeforeResend(wait));
      }
      await record(db, [
        { scope: 'forgot-ip', key: client.ip },
        { scope: 'forgot-email', key: email },
      ]);
      // Queued for every address, known or not: whether an account exists is decided off the request path.
      await deps.jobs.enqueue<ResetMailJob>(RESET_MAIL_QUEUE, { email }, { maxAttempts: RESET_MAIL_MAX_ATTEMPTS });
      return { email, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
    },

    /** The RESET_MAIL_QUEUE job: a code only for a live account; nothing at all for an unknown address. */
    async mailResetCode(job: Job<ResetMailJob>) {
      const { email } = job.payload;
      if (!(await findUserByEmail(db, email))) return;
      const code = await issueOtp(db, otpSecret, 'reset', email);
      try {
        await sendCode('reset', email, code);
      } catch (error) {
        await withdrawOtp(db, 'reset', email);
        // Given up: the request is forgotten so the user can ask again at once instead of waiting 600 s.
        if (job.attempt >= job.maxAttempts) await clear(db, 'forgot-email', email);
        throw error;
      }
    },

    async resetPassword(email: string, code: string, password: string, client: ClientInfo) {
      const otpId = await verifyCode('reset', email, code, client);
      const row = await findUserByEmail(db, email);
      if (!row) throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
      if (!(await consumeOtp(db, otpId))) throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
      await updateUser(db, row.id, { passwordHash: await hashPassword(password) });
      await revokeAllSessions(deps, row.id);
      await clear(db, 'otp-account', email);
      await clear(db, 'login-account', email);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
