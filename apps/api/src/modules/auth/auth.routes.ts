import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  authConfigResponseSchema,
  forgotBodySchema,
  googleSignupResponseSchema,
  googleTokenBodySchema,
  loginBodySchema,
  messageResponseSchema,
  otpSentResponseSchema,
  refreshBodySchema,
  resetBodySchema,
  sessionResponseSchema,
  signupCompleteBodySchema,
  signupEmailBodySchema,
  tokensResponseSchema,
  userResponseSchema,
} from '@safeogun/contract/auth';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, SESSION_MESSAGES } from '@safeogun/contract/messages';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { routeGroup, routeOptions } from '../../lib/route-options';
import { requestLanguage } from '../../lib/request-language';
import { RESET_MAIL_QUEUE, SIGNUP_MAIL_QUEUE, createAccountsService, type ClientInfo } from './auth.service';
import { revokeFamily, rotateSession } from '../accounts-core/sessions';
import { PUBLIC, SIGNED_IN } from '../../plugins/route-access';

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  language: requestLanguage(request.headers),
});

/** A second brake in front of the per-account ones: plain request rate per address. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** `config.jwtSecret`: the configured one, else the generated one every process shares (lib/secrets.ts). */
const authRoutes: FastifyPluginAsyncZod<{ config: Config & { jwtSecret: string } }> = async (app, { config }) => {
  const accounts = createAccountsService(app, config);
  app.jobs.work(RESET_MAIL_QUEUE, accounts.mailResetCode);
  app.jobs.work(SIGNUP_MAIL_QUEUE, accounts.mailSignupCode);
  const tags = ['auth'];
  const publicRoute = routeGroup(PUBLIC, tags, perMinute(60));
  /** Sending a sign-up code, first or again: an email in, "code sent" out. */
  const signupCodeSchema = { body: signupEmailBodySchema, response: { 200: otpSentResponseSchema } };

  app.get(
    '/auth/config',
    routeOptions(PUBLIC, tags, 'Public sign-in options', { response: { 200: authConfigResponseSchema } }),
    async () => ok({ googleClientId: accounts.googleClientId }),
  );

  app.post(
    '/auth/signup/email',
    publicRoute('Start sign-up: email a 6-digit code', signupCodeSchema),
    async (request) => ok(await accounts.signupEmail(request.body.email, client(request)), ACCOUNT_MESSAGES.otpSent),
  );

  app.post(
    '/auth/signup/resend-otp',
    publicRoute('Send a new sign-up code (not before 600 s)', signupCodeSchema),
    async (request) => ok(await accounts.resendSignupOtp(request.body.email, client(request)), AUTH_MESSAGES.otpResent),
  );

  app.post(
    '/auth/signup/google',
    publicRoute('Start sign-up with a Google ID token', {
      body: googleTokenBodySchema,
      response: { 200: googleSignupResponseSchema },
    }),
    async (request) => ok(await accounts.signupGoogle(request.body.token), 'Google account verified'),
  );

  app.post(
    '/auth/signup/complete',
    publicRoute('Finish sign-up with the profile and the code', {
      body: signupCompleteBodySchema,
      response: { 200: userResponseSchema },
    }),
    async (request) =>
      ok({ user: await accounts.completeSignup(request.body, client(request)) }, AUTH_MESSAGES.signupSuccess),
  );

  app.post(
    '/auth/login/email',
    publicRoute('Log in with email and password', { body: loginBodySchema, response: { 200: sessionResponseSchema } }),
    async (request) => {
      const { email, password, remember } = request.body;
      return ok(await accounts.loginEmail(email, password, remember, client(request)), AUTH_MESSAGES.loginSuccess);
    },
  );

  app.post(
    '/auth/login/google',
    publicRoute('Log in with a Google ID token', {
      body: googleTokenBodySchema,
      response: { 200: sessionResponseSchema },
    }),
    async (request) =>
      ok(
        await accounts.loginGoogle(request.body.token, request.body.remember ?? false, client(request)),
        AUTH_MESSAGES.googleLoginSuccess,
      ),
  );

  app.post(
    '/auth/token/refresh',
    publicRoute('Rotate the refresh token', { body: refreshBodySchema, response: { 200: tokensResponseSchema } }),
    async (request) =>
      ok(
        { tokens: await rotateSession(app, request.body.refreshToken, client(request).userAgent) },
        'Session refreshed',
      ),
  );

  app.get(
    '/auth/logout',
    routeOptions(SIGNED_IN, tags, 'End this sign-in', { response: { 200: messageResponseSchema } }),
    async (request) => {
      await revokeFamily(app, request.user!.id, request.user!.sessionId);
      return ok(null, SESSION_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/auth/password/forgot',
    routeOptions(
      PUBLIC,
      tags,
      'Email a reset code (same answer whether or not the account exists)',
      { body: forgotBodySchema, response: { 200: otpSentResponseSchema } },
      perMinute(10),
    ),
    async (request) =>
      ok(await accounts.forgotPassword(request.body.email, client(request)), AUTH_MESSAGES.forgotSuccess),
  );

  app.post(
    '/auth/password/reset',
    publicRoute('Set a new password with the emailed code', {
      body: resetBodySchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      const { email, otp, password } = request.body;
      await accounts.resetPassword(email, otp, password, client(request));
      return ok(null, AUTH_MESSAGES.resetSuccess);
    },
  );
};

export default authRoutes;
