/**
 * The 5-try limit of a code holds under a burst of concurrent guesses: the count is taken and checked in one
 * statement, so no more than 5 guesses are ever compared (the `attempts` column counts the comparisons).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@safeogun/contract/constants';
import { createTestApp, createTestUser, type TestContext } from '../../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { otpCodes } from '../../db/schema';
import { THROTTLE } from './throttle';

let ctx: TestContext;
let smtp: SmtpSink;
let ipSeq = 1;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  // The brute-force brakes would only slow this burst down; what is tested here is the code's own limit.
  THROTTLE.delayStepMs = 0;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const BURST = 40;
/** Every guess from its own address, as a botnet would send them. */
const nextIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

function post(url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: nextIp() });
}

async function codeFor(email: string) {
  await ctx.app.jobs.runDue();
  return smtp.lastCode(email);
}

async function attemptsOf(purpose: 'signup' | 'reset', email: string) {
  const [row] = await ctx.database.db
    .select({ attempts: otpCodes.attempts })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.email, email)));
  return row!.attempts;
}

const signupBody = (email: string, otp: string) => ({
  email,
  otp,
  fullName: 'Bisi Concurrent',
  address: '3 Kuto Road, Abeokuta',
  phoneNumber: `+23481${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  gender: 'Female',
  state: 'Ogun',
  provider: 'Email',
  password: 'Secret#123',
  acceptTerms: true,
});

describe('the 5-try limit of a code under concurrent guesses', () => {
  it(`compares at most ${OTP_MAX_ATTEMPTS} of ${BURST} concurrent wrong sign-up codes, then refuses the right one`, async () => {
    const email = `burst-${Date.now()}@example.com`;
    await post('/auth/signup/email', { email });
    const code = await codeFor(email);
    const wrong = wrongFor(code);

    const answers = await Promise.all(
      Array.from({ length: BURST }, () => post('/auth/signup/complete', signupBody(email, wrong))),
    );
    expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 429)).toBe(true);
    expect(answers.filter((res) => res.statusCode === 400).length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect(await attemptsOf('signup', email)).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);

    const right = await post('/auth/signup/complete', signupBody(email, code));
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(
      /^Too many wrong codes\. Please request a new code in \d+ (seconds|minutes)\.$/,
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`compares at most ${OTP_MAX_ATTEMPTS} of ${BURST} concurrent wrong password-reset codes`, async () => {
    const user = await createTestUser(ctx);
    await post('/auth/password/forgot', { email: user.email });
    const code = await codeFor(user.email);
    const wrong = wrongFor(code);
    const reset = (otp: string) => post('/auth/password/reset', { email: user.email, otp, password: 'Newpass#99' });

    const answers = await Promise.all(Array.from({ length: BURST }, () => reset(wrong)));
    expect(answers.filter((res) => res.statusCode === 400).length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect(await attemptsOf('reset', user.email)).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect((await reset(code)).statusCode).toBe(429);
  });
});
