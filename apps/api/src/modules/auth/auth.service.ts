/** Account rules: sign-up with OTP or Google, login, sessions, password reset. */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES, waitBeforeResend } from '@safeogun/contract/messages';
import type { Tokens, User, signupCompleteBodySchema } from '@safeogun/contract/auth';
import type { z } from 'zod';
import type { Config } from '../../config';
import { POLICE_ACCOUNT_MESSAGES } from '@safeogun/contract/police-accounts';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
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
import { lastAskedAt } from './auth.repository';
import { createGoogleVerifier } from './google';
import { codeMail, signupAttemptMail } from './account-mails';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@safeogun/contract/languages';
import { checkOtp, consumeOtp, issueOtp, withdrawOtp, type OtpPurpose } from './otp';
import { clientKey } from '../accounts-core/attempts.repository';
import { THROTTLE, clear, guard, record, type Limit } from './throttle';
import type { Job, JobQueue } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mailer';

type CompleteInput = z.output<typeof signupCompleteBodySchema>;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The request's language (Accept-Language): a new account's, and its sign-up mail's. English when absent. */
  language?: Language;
}

/** An account's language; a value the database would refuse anyway reads as English. */
const languageOf = (account: { language: string }): Language =>
  isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;

const GOOGLE_SIGNUP_AUDIENCE = 'safeogun-google-signup';

/**
 * Sign-up and password-reset codes are mailed by these jobs, never on the request path: the answers to "sign up"
 * and "forgot password" then take the same path and time whether or not the account exists. The payload holds
 * the address only; the code is made when the mail goes out, so it is never stored in clear.
 */
export const RESET_MAIL_QUEUE = 'password-reset-email';
export const SIGNUP_MAIL_QUEUE = 'signup-email';
const MAIL_MAX_ATTEMPTS = 3;

interface MailJob {
  email: string;
  /** The language of the request that asked for the mail: a new address's code is written in it. */
  language?: Language;
}

export interface AuthDeps extends SessionsDeps {
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: SessionsDeps['log'] & { error(details: object, message: string): void };
}

export function createAccountsService(deps: AuthDeps, config: Config & { jwtSecret: string }) {
  const base = config.jwtSecret;
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

  /**
   * Brakes for one kind of secret (password or code): per account and client together (slowed, then refused),
   * per account (slowed a little, never refused, so a stranger cannot keep the owner out), per client address.
   */
  function brakes(kind: 'login' | 'otp', email: string, client: ClientInfo): Limit[] {
    const t = THROTTLE[kind];
    const windowMs = THROTTLE.windowMs;
    return [
      {
        scope: `${kind}-client`,
        key: clientKey(email, client.ip),
        slowAfter: t.clientSlowAfter,
        refuseAfter: t.clientRefuseAfter,
        windowMs,
      },
      {
        scope: `${kind}-account`,
        key: email,
        slowAfter: t.accountSlowAfter,
        maxDelayMs: THROTTLE.accountMaxDelayMs,
        windowMs,
      },
      { scope: `${kind}-ip`, key: client.ip, slowAfter: t.ipSlowAfter, refuseAfter: t.ipRefuseAfter, windowMs },
    ];
  }

  const failure = (kind: 'login' | 'otp', email: string, client: ClientInfo) =>
    record(db, [
      { scope: `${kind}-client`, key: clientKey(email, client.ip) },
      { scope: `${kind}-account`, key: email },
      { scope: `${kind}-ip`, key: client.ip },
    ]);

  /** checkOtp with the failure recorded for the brute-force brakes. */
  async function verifyCode(purpose: OtpPurpose, email: string, code: string, client: ClientInfo) {
    await guard(db, brakes('otp', email, client));
    try {
      return await checkOtp(db, otpSecret, purpose, email, code);
    } catch (error) {
      if (error instanceof AppError) await failure('otp', email, client);
      throw error;
    }
  }

  /** Seconds left of the 600 s between codes for one address (0: a new code may be sent). */
  async function resendWait(scope: 'signup-email' | 'forgot-email', email: string): Promise<number> {
    const last = await lastAskedAt(db, scope, email);
    if (!last) return 0;
    return Math.max(0, Math.ceil((last.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000));
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

  /**
   * The same answer, path and time for every address: whether it already has an account is decided by the
   * SIGNUP_MAIL_QUEUE job, which mails a code to a new address and a note to the owner of a taken one.
   */
  async function sendSignupCode(email: string, client: ClientInfo, isResend: boolean) {
    await signupIpGuard(client);
    const wait = await resendWait('signup-email', email);
    if (wait > 0) {
      if (isResend) throw tooManyRequests(waitBeforeResend(wait), wait);
      // Step 1 sent again (the user went back): the code already mailed stays valid, nothing new is sent.
      return { email, resendAfterSeconds: wait, expiresInSeconds: wait };
    }
    await record(db, [{ scope: 'signup-email', key: email }]);
    await deps.jobs.enqueue<MailJob>(
      SIGNUP_MAIL_QUEUE,
      { email, language: client.language ?? DEFAULT_LANGUAGE },
      { maxAttempts: MAIL_MAX_ATTEMPTS },
    );
    return { email, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
  }

  /**
   * Runs a mailing job; when it has failed for good the request is forgotten, so the user can ask again at once
   * instead of waiting 600 s for a mail that never came.
   */
  async function mailOrForget(job: Job<MailJob>, scope: 'signup-email' | 'forgot-email', send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      if (job.attempt >= job.maxAttempts) await clear(db, scope, job.payload.email);
      throw error;
    }
  }

  /** Issues a code and mails it; a code whose mail failed is taken back. */
  async function mailCode(purpose: OtpPurpose, email: string, language: Language) {
    const code = await issueOtp(db, otpSecret, purpose, email);
    try {
      await deps.mailer.send(codeMail(purpose, email, code, language));
    } catch (error) {
      await withdrawOtp(db, purpose, email);
      throw error;
    }
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
    // Only once the password (or Google) has proved the caller: a stranger learns nothing about the account.
    if (row.disabledAt) throw forbidden(POLICE_ACCOUNT_MESSAGES.accountDisabled);
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
        const id = await createUser(input, claim.email, {
          provider: 'google',
          googleSub: claim.sub,
          language: client.language ?? DEFAULT_LANGUAGE,
        });
        return userDto(id);
      }
      const email = input.email!;
      const otpId = await verifyCode('signup', email, input.otp, client);
      const passwordHash = await hashPassword(input.password!);
      // The language the person signed up in is the account's: signing in then keeps the app in it.
      const id = await createUser(input, email, {
        provider: 'email',
        passwordHash,
        language: client.language ?? DEFAULT_LANGUAGE,
      });
      await consumeOtp(db, otpId);
      // The sign-up is done: a later sign-up with this address is a new request (its owner is mailed at once).
      await clear(db, 'signup-email', email);
      await clear(db, 'otp-client', clientKey(email, client.ip));
      return userDto(id);
    },

    async loginEmail(email: string, password: string, remember: boolean, client: ClientInfo) {
      await guard(db, brakes('login', email, client));
      const row = await findUserByEmail(db, email);
      const valid = await verifyPassword(row?.passwordHash, password);
      if (!row || !valid) {
        await failure('login', email, client);
        throw badRequest(ACCOUNT_MESSAGES.invalidCredentials);
      }
      // Only this client's record: the account-wide count keeps slowing an attacker elsewhere.
      await clear(db, 'login-client', clientKey(email, client.ip));
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
      const wait = await resendWait('forgot-email', email);
      if (wait > 0) throw tooManyRequests(waitBeforeResend(wait), wait);
      await record(db, [
        { scope: 'forgot-ip', key: client.ip },
        { scope: 'forgot-email', key: email },
      ]);
      // Queued for every address, known or not: whether an account exists is decided off the request path.
      await deps.jobs.enqueue<MailJob>(RESET_MAIL_QUEUE, { email }, { maxAttempts: MAIL_MAX_ATTEMPTS });
      return { email, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
    },

    /** The RESET_MAIL_QUEUE job: a code only for a live account; nothing at all for an unknown address. */
    async mailResetCode(job: Job<MailJob>) {
      const { email } = job.payload;
      const account = await findUserByEmail(db, email);
      if (!account) return;
      await mailOrForget(job, 'forgot-email', () => mailCode('reset', email, languageOf(account)));
    },

    /** The SIGNUP_MAIL_QUEUE job: a code for a new address; for a taken one, a note to its owner instead. */
    async mailSignupCode(job: Job<MailJob>) {
      const { email } = job.payload;
      const account = await findUserByEmail(db, email);
      // The owner of a taken address reads the note in their account's language; a new address, in the request's.
      await mailOrForget(job, 'signup-email', () =>
        account
          ? deps.mailer.send(signupAttemptMail(email, config.publicUrl, languageOf(account)))
          : mailCode('signup', email, job.payload.language ?? DEFAULT_LANGUAGE),
      );
    },

    async resetPassword(email: string, code: string, password: string, client: ClientInfo) {
      const otpId = await verifyCode('reset', email, code, client);
      const row = await findUserByEmail(db, email);
      if (!row) throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
      if (!(await consumeOtp(db, otpId))) throw badRequest(ACCOUNT_MESSAGES.otpInvalid);
      await updateUser(db, row.id, { passwordHash: await hashPassword(password) });
      await revokeAllSessions(deps, row.id);
      // The owner proved it: this client's failed sign-ins and codes no longer count against it.
      await clear(db, 'otp-client', clientKey(email, client.ip));
      await clear(db, 'login-client', clientKey(email, client.ip));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
