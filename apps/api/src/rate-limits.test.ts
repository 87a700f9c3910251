/**
 * Every limit of the API, driven until it refuses: each 429 carries Retry-After (whole seconds) and a message
 * that says how long to wait in seconds or minutes, so a person (or a client's back-off) knows when to come back.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../test/helpers';
import { THROTTLE } from './modules/auth/throttle';

let ctx: TestContext;
let citizen: TestUser;
let ipSeq = 1;

beforeAll(async () => {
  ctx = await createTestApp();
  citizen = await createTestUser(ctx);
  // Low thresholds keep the table quick; what is tested is the shape of the refusal.
  THROTTLE.delayStepMs = 0;
  Object.assign(THROTTLE.login, { clientRefuseAfter: 3, ipRefuseAfter: 100 });
  Object.assign(THROTTLE.otp, { clientRefuseAfter: 3 });
  Object.assign(THROTTLE.forgot, { ipRefuseAfter: 3 });
  THROTTLE.signup.ipRefuseAfter = 3;
});
afterAll(async () => {
  await ctx?.close();
});

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
}

/** Sends the same call (from one address) until it is refused, at most `max` times. */
async function untilRefused(call: Call | (() => Call), max: number, ip: string) {
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < max; i++) {
    const c = typeof call === 'function' ? call() : call;
    last = await ctx.app.inject({ ...c, url: `/api/v1${c.url}`, remoteAddress: ip });
    if (last.statusCode === 429) return last;
  }
  throw new Error(`no 429 after ${max} calls; last answer ${last?.statusCode} ${last?.body}`);
}

const nextIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A complete sign-up with a code that is (almost certainly) wrong. */
const signupBody = (email: string) => ({
  email,
  otp: '000000',
  fullName: 'Limit Tester',
  address: '1 Test Road, Abeokuta',
  phoneNumber: '+2348100000001',
  gender: 'Male',
  state: 'Ogun',
  provider: 'Email',
  password: 'Secret#123',
  acceptTerms: true,
});

function sosBody(comment: string) {
  const boundary = `----limits${randomUUID()}`;
  const data = JSON.stringify({ comment, coordinates: { latitude: 7.1475, longitude: 3.3619, accuracy: 10 } });
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Request rate per client (@fastify/rate-limit): the call, the most calls before a 429, and whether it is made signed
 * in (as a citizen, or as State HQ for a police call). Junk bodies are counted as much as good ones.
 */
const perAddress: Array<[string, Call, number, ('signed in' | 'police' | undefined)?]> = [
  ['sign-up email', { method: 'POST', url: '/auth/signup/email', payload: {} }, 61],
  ['sign-up resend', { method: 'POST', url: '/auth/signup/resend-otp', payload: {} }, 61],
  ['sign-up Google', { method: 'POST', url: '/auth/signup/google', payload: {} }, 61],
  ['sign-up complete', { method: 'POST', url: '/auth/signup/complete', payload: {} }, 61],
  ['login email', { method: 'POST', url: '/auth/login/email', payload: {} }, 61],
  ['login Google', { method: 'POST', url: '/auth/login/google', payload: {} }, 61],
  ['token refresh', { method: 'POST', url: '/auth/token/refresh', payload: {} }, 61],
  ['forgot password', { method: 'POST', url: '/auth/password/forgot', payload: {} }, 11],
  ['reset password', { method: 'POST', url: '/auth/password/reset', payload: {} }, 61],
  ['nearby stations', { method: 'GET', url: '/stations/nearby' }, 121],
  ['feedback', { method: 'POST', url: '/feedback/create', payload: {} }, 21, 'signed in'],
  ['report filing', { method: 'POST', url: '/incident/new', payload: {} }, 31],
  ['report tracking', { method: 'GET', url: '/incident/track/OGP-0000000000' }, 21],
  ['reverse geocoding', { method: 'GET', url: '/geo/reverse' }, 61],
  ['address search', { method: 'GET', url: '/geo/search' }, 61],
  ['new emergency contact', { method: 'POST', url: '/user/emergencyContact/', payload: {} }, 61, 'signed in'],
  [
    'edit emergency contact',
    { method: 'PUT', url: `/user/emergencyContact/${randomUUID()}`, payload: {} },
    61,
    'signed in',
  ],
  ['queue export', { method: 'GET', url: '/police/incidents/export' }, 11, 'police'],
];

/** The rules of the features: brute-force brakes, waits between codes, tries per code, alerts per person. */
const rules: Array<[string, () => Promise<LightMyRequestResponse>]> = [
  [
    'wrong passwords from one client',
    async () => {
      const email = unique('pw');
      const call = { method: 'POST' as const, url: '/auth/login/email', payload: { email, password: 'Wrong#1234' } };
      return untilRefused(call, 5, nextIp());
    },
  ],
  [
    'wrong codes from one client',
    async () => {
      const call = { method: 'POST' as const, url: '/auth/signup/complete', payload: signupBody(unique('otp')) };
      return untilRefused(call, 5, nextIp());
    },
  ],
  [
    'a code whose tries are spent',
    async () => {
      const email = unique('tries');
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup/email', payload: { email } });
      await ctx.app.jobs.runDue();
      // Every guess from a new address: only the code's own limit is in play.
      for (let i = 0; i < 5; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signup/complete',
          payload: signupBody(email),
          remoteAddress: nextIp(),
        });
        if (res.statusCode === 429) return res;
      }
      const call = { method: 'POST' as const, url: '/auth/signup/complete', payload: signupBody(email) };
      return untilRefused(call, 1, nextIp());
    },
  ],
  [
    'a new sign-up code within 600 s',
    async () => {
      const email = unique('resend');
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup/email', payload: { email } });
      return untilRefused({ method: 'POST', url: '/auth/signup/resend-otp', payload: { email } }, 2, nextIp());
    },
  ],
  [
    'a new reset code within 600 s',
    async () => {
      const call = { method: 'POST' as const, url: '/auth/password/forgot', payload: { email: citizen.email } };
      return untilRefused(call, 2, nextIp());
    },
  ],
  [
    'reset requests from one address',
    async () => {
      const ip = nextIp();
      return untilRefused(
        () => ({ method: 'POST', url: '/auth/password/forgot', payload: { email: unique('f') } }),
        5,
        ip,
      );
    },
  ],
  [
    'sign-up requests from one address',
    async () => {
      const ip = nextIp();
      return untilRefused(
        () => ({ method: 'POST', url: '/auth/signup/email', payload: { email: unique('s') } }),
        5,
        ip,
      );
    },
  ],
  [
    'wrong current passwords',
    async () => {
      const user = await createTestUser(ctx);
      const call = {
        method: 'PATCH' as const,
        url: '/user/update/password',
        payload: { oldPassword: 'Wrong#1234', newPassword: 'Newpass#99' },
        headers: user.headers,
      };
      return untilRefused(call, 12, nextIp());
    },
  ],
  [
    'emergency alerts',
    async () => {
      const user = await createTestUser(ctx);
      return untilRefused(
        () => {
          const body = sosBody('Help');
          return { method: 'POST', url: '/sos/new', ...body, headers: { ...body.headers, ...user.headers } };
        },
        4,
        nextIp(),
      );
    },
  ],
];

function expectSaysHowLongToWait(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = res.headers['retry-after'];
  expect(String(retryAfter)).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ success: false });
  expect(res.json().message).toMatch(/\b\d+ (seconds?|minutes?)\b/);
}

describe('every 429 says how long to wait', () => {
  it.each(perAddress)('request rate: %s', async (_name, call, max, who) => {
    // Signed-in endpoints answer a caller without a session 401 before any limit; their limit is a user's.
    const headers = who ? (await createTestUser(ctx, who === 'police' ? { role: 'hq' } : {})).headers : {};
    expectSaysHowLongToWait(await untilRefused({ ...call, headers: { ...call.headers, ...headers } }, max, nextIp()));
  });

  it.each(rules)('rule: %s', async (_name, refuse) => {
    expectSaysHowLongToWait(await refuse());
  });
});
