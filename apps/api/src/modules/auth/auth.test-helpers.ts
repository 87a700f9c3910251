import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { startGoogleJwks } from '../../../test/google-jwks';
import { THROTTLE } from './throttle';

// Live bindings: each test file imports this module afresh (vitest isolates files), calls setupAuthApp() and so gets
// its own app, mail sink, Google key server and counters.
export let ctx: TestContext;
export let smtp: SmtpSink;
export let google: Awaited<ReturnType<typeof startGoogleJwks>>;
export const ADMIN = 'chief@police.example.com';
let phoneSeq = 100000;
let ipSeq = 1;

/** Starts an app with an SMTP sink and a Google key server before the file's tests, and stops them after. */
export function setupAuthApp() {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    google = await startGoogleJwks();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url, BOOTSTRAP_ADMIN_EMAIL: ADMIN, ...google.env } });
    THROTTLE.delayStepMs = 60;
    THROTTLE.maxDelayMs = 300;
    THROTTLE.accountMaxDelayMs = 120;
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
    await google?.close();
  });
}

export const PASSWORD = 'Secret#123';
const nextPhone = () => `+23481${String(phoneSeq++).padStart(8, '0')}`;
/** Each test speaks from its own address so the per-address brakes do not leak between tests. */
export const nextIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

export function post(url: string, payload: unknown, ip = '127.0.0.1', headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: ip,
    headers,
  });
}
export function get(url: string, token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function profile(email: string, otp: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    otp,
    fullName: 'Adebayo Ogunleye',
    address: '12 Oke-Ilewo Road, Abeokuta',
    phoneNumber: nextPhone(),
    gender: 'Male',
    state: 'Ogun',
    provider: 'Email',
    password: PASSWORD,
    acceptTerms: true,
    ...extra,
  };
}

/** Runs the mail jobs (the test app has no poller), then reads the code delivered to this address. */
export async function codeFor(email: string) {
  await ctx.app.jobs.runDue();
  return smtp.lastCode(email);
}

export async function signUp(email: string, ip = nextIp()) {
  const start = await post('/auth/signup/email', { email }, ip);
  expect(start.statusCode, start.body).toBe(200);
  const code = await codeFor(email);
  const done = await post('/auth/signup/complete', profile(email, code), ip);
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.user;
}

export async function login(email: string, password = PASSWORD, remember = false, ip = nextIp()) {
  return post('/auth/login/email', { email, password, remember }, ip);
}

export const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
