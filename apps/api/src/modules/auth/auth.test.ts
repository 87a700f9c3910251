import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { startGoogleJwks } from '../../../test/google-jwks';
import { authAttempts, otpCodes, refreshTokens, users } from '../../db/schema';
import { THROTTLE } from './throttle';
import { REFRESH_REUSE_GRACE_MS } from '../accounts-core/sessions';

let ctx: TestContext;
let smtp: SmtpSink;
let google: Awaited<ReturnType<typeof startGoogleJwks>>;
const ADMIN = 'chief@police.example.com';
let phoneSeq = 100000;
let ipSeq = 1;

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

const PASSWORD = 'Secret#123';
const nextPhone = () => `+23481${String(phoneSeq++).padStart(8, '0')}`;
/** Each test speaks from its own address so the per-address brakes do not leak between tests. */
const nextIp = () => `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

function post(url: string, payload: unknown, ip = '127.0.0.1', headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: ip,
    headers,
  });
}
function get(url: string, token?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function profile(email: string, otp: string, extra: Record<string, unknown> = {}) {
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
async function codeFor(email: string) {
  await ctx.app.jobs.runDue();
  return smtp.lastCode(email);
}

async function signUp(email: string, ip = nextIp()) {
  const start = await post('/auth/signup/email', { email }, ip);
  expect(start.statusCode, start.body).toBe(200);
  const code = await codeFor(email);
  const done = await post('/auth/signup/complete', profile(email, code), ip);
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.user;
}

async function login(email: string, password = PASSWORD, remember = false, ip = nextIp()) {
  return post('/auth/login/email', { email, password, remember }, ip);
}

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('sign-up with email OTP', () => {
  it('delivers a 6-digit code by SMTP, stores it hashed, and creates the account with an argon2id hash', async () => {
    const email = unique('ade');
    const res = await post('/auth/signup/email', { email: `  ${email.toUpperCase()} ` }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { email, resendAfterSeconds: 600, expiresInSeconds: 600 },
    });
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.round(ttl / 1000)).toBe(600);

    const done = await post('/auth/signup/complete', profile(email, code), nextIp());
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json();
    expect(body.message).toBe('Signup successful!');
    expect(body.data.user).toMatchObject({ email, fullName: 'Adebayo Ogunleye', role: 'citizen', state: 'Ogun' });
    expect(JSON.stringify(body)).not.toContain('Secret#123');
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);

    // The code is used up.
    const again = await post('/auth/signup/complete', profile(unique('x'), code), nextIp());
    expect(again.statusCode).toBe(400);
  });

  it('rejects bad profile input with the specification messages', async () => {
    const email = unique('bad');
    await post('/auth/signup/email', { email }, nextIp());
    const code = await codeFor(email);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phoneNumber: '+2346012345678' }, 'Phone number must start with 7, 8, or 9 after +234'],
      [{ phoneNumber: '80123' }, 'Phone number must be exactly 10 digits after +234'],
      [{ password: 'password1' }, 'Password must meet all requirements'],
      [{ password: 'Short#1' }, 'Password must meet all requirements'],
      [{ fullName: '  ' }, 'Full name is required'],
      [{ gender: '' }, 'Gender is required'],
      [{ state: 'Lagos' }, 'State is required'],
    ];
    for (const [extra, message] of cases) {
      const res = await post('/auth/signup/complete', profile(email, code, extra), nextIp());
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    const badEmail = await post('/auth/signup/email', { email: 'not-an-email' }, nextIp());
    expect(badEmail.json().message).toBe('Please enter a valid email address');
  });

  it('refuses an account whose Terms and Privacy Policy were not accepted, and keeps the code', async () => {
    const email = unique('terms');
    await post('/auth/signup/email', { email }, nextIp());
    const code = await codeFor(email);
    for (const acceptTerms of [false, undefined, 'yes']) {
      const res = await post('/auth/signup/complete', profile(email, code, { acceptTerms }), nextIp());
      expect(res.statusCode, String(acceptTerms)).toBe(400);
      expect(res.json().message).toBe('You must accept the Terms and Privacy Policy');
      expect(res.json().errors).toContainEqual({
        field: 'acceptTerms',
        message: 'You must accept the Terms and Privacy Policy',
      });
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const ok = await post('/auth/signup/complete', profile(email, code), nextIp());
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers a taken address exactly as a new one, and mails its owner a note instead of a code', async () => {
    const owner = await signUp(unique('taken'));
    const stranger = unique('fresh');
    smtp.messages.length = 0;
    const taken = await post('/auth/signup/email', { email: owner.email }, nextIp());
    const fresh = await post('/auth/signup/email', { email: stranger }, nextIp());
    expect(taken.statusCode).toBe(200);
    const sameShape = (res: typeof taken) => ({ ...res.json(), data: { ...res.json().data, email: '' } });
    expect(sameShape(taken)).toEqual(sameShape(fresh));
    expect(taken.json().data.email).toBe(owner.email);
    // Nothing is mailed on the request path, for either address.
    expect(smtp.messages).toEqual([]);
    await codeFor(stranger);
    const toOwner = smtp.messages.filter((m) => m.to.includes(owner.email));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.raw).toContain('Someone tried to sign up to SafeOgun with your email');
    expect(toOwner[0]!.raw).not.toMatch(/Your code is \d{6}/);
    // Going back to step 1 and asking for a new code too early answer alike.
    const [againTaken, againFresh] = [
      await post('/auth/signup/email', { email: owner.email }, nextIp()),
      await post('/auth/signup/email', { email: stranger }, nextIp()),
    ];
    expect(againTaken.statusCode).toBe(200);
    expect(againTaken.json().data.resendAfterSeconds).toBe(againFresh.json().data.resendAfterSeconds);
    const [resendTaken, resendFresh] = [
      await post('/auth/signup/resend-otp', { email: owner.email }, nextIp()),
      await post('/auth/signup/resend-otp', { email: stranger }, nextIp()),
    ];
    expect(resendTaken.statusCode).toBe(429);
    expect(resendTaken.json()).toEqual(resendFresh.json());
    // No code exists for the taken address, so no guess completes a second account.
    const complete = await post('/auth/signup/complete', profile(owner.email, '123456'), nextIp());
    expect(complete.statusCode).toBe(400);
    expect(complete.json().message).toBe('Invalid or expired OTP.');
  });

  it('counts sign-up requests against the per-address brake (429)', async () => {
    const saved = THROTTLE.signup.ipRefuseAfter;
    const user = await signUp(unique('probed'));
    THROTTLE.signup.ipRefuseAfter = 3;
    try {
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post('/auth/signup/email', { email: user.email }, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      THROTTLE.signup.ipRefuseAfter = saved;
    }
  });

  it('refuses a taken phone number (409 Phone number already exists) and keeps the code', async () => {
    const user = await signUp(unique('taken'));
    const email = unique('phone');
    await post('/auth/signup/email', { email }, nextIp());
    const code = await codeFor(email);
    const res = await post('/auth/signup/complete', profile(email, code, { phoneNumber: user.phoneNumber }), nextIp());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Phone number already exists');
    // The code survives a refused attempt.
    const ok = await post('/auth/signup/complete', profile(email, code), nextIp());
    expect(ok.statusCode).toBe(200);
  });

  it('expires codes after 10 minutes', async () => {
    const email = unique('late');
    await post('/auth/signup/email', { email }, nextIp());
    const code = await codeFor(email);
    await ctx.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    const res = await post('/auth/signup/complete', profile(email, code), nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired OTP.');
  });

  it('allows at most 5 wrong tries per code, then refuses even the right one', async () => {
    const email = unique('guess');
    await post('/auth/signup/email', { email }, nextIp());
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/signup/complete', profile(email, wrong), nextIp());
      expect(res.statusCode).toBe(400);
    }
    const res = await post('/auth/signup/complete', profile(email, code), nextIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many wrong codes. Please request a new code in 10 minutes.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('enforces 600 s between codes on the server, and a resent code replaces the old one', async () => {
    const email = unique('resend');
    await post('/auth/signup/email', { email }, nextIp());
    const first = await codeFor(email);
    const early = await post('/auth/signup/resend-otp', { email }, nextIp());
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait 10 minutes before requesting a new code\.$/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(590);
    // Step 1 again: the mailed code stays valid and no new one is sent.
    const count = smtp.messages.length;
    const again = await post('/auth/signup/email', { email }, nextIp());
    expect(again.statusCode).toBe(200);
    expect(again.json().data.resendAfterSeconds).toBeLessThanOrEqual(600);
    expect(smtp.messages.length).toBe(count);

    // 601 s later (the wait is counted from the request).
    await ctx.database.db
      .update(authAttempts)
      .set({ createdAt: new Date(Date.now() - 601_000) })
      .where(and(eq(authAttempts.scope, 'signup-email'), eq(authAttempts.key, email)));
    smtp.messages.length = 0;
    const later = await post('/auth/signup/resend-otp', { email }, nextIp());
    expect(later.statusCode).toBe(200);
    expect(later.json().message).toBe('OTP resent successfully.');
    const second = await codeFor(email);
    if (second !== first) {
      const old = await post('/auth/signup/complete', profile(email, first), nextIp());
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/auth/signup/complete', profile(email, second), nextIp());
    expect(ok.statusCode).toBe(200);
  });

  it('refuses OTP guessing from one address across accounts with 429', async () => {
    const ip = nextIp();
    const saved = THROTTLE.otp.ipRefuseAfter;
    THROTTLE.otp.ipRefuseAfter = 4;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const email = unique(`ipg${i}`);
        await post('/auth/signup/email', { email }, nextIp());
        const code = await codeFor(email);
        const wrong = code === '000000' ? '111111' : '000000';
        statuses.push((await post('/auth/signup/complete', profile(email, wrong), ip)).statusCode);
        statuses.push((await post('/auth/signup/complete', profile(email, wrong), ip)).statusCode);
      }
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses.slice(4)).toEqual([429, 429]);
    } finally {
      THROTTLE.otp.ipRefuseAfter = saved;
    }
  });

  it('slows and then refuses repeated wrong codes from one client for one account (429)', async () => {
    const saved = { ...THROTTLE.otp };
    THROTTLE.otp.clientSlowAfter = 2;
    THROTTLE.otp.clientRefuseAfter = 4;
    try {
      const email = unique('otpslow');
      await post('/auth/signup/email', { email }, nextIp());
      const code = await codeFor(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const ip = nextIp();
      const times: number[] = [];
      for (let i = 0; i < 4; i++) {
        const started = Date.now();
        const res = await post('/auth/signup/complete', profile(email, wrong), ip);
        times.push(Date.now() - started);
        expect(res.statusCode).toBe(400);
      }
      // Tries 3 and 4 waited 60 and 120 ms before answering.
      expect(times[3]).toBeGreaterThanOrEqual(110);
      const refused = await post('/auth/signup/complete', profile(email, code), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Too many failed attempts. Please try again in 15 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
      // The owner on another client is not locked out by them: the code (its fifth try) still works.
      const owner = await post('/auth/signup/complete', profile(email, code), nextIp());
      expect(owner.statusCode, owner.body).toBe(200);
    } finally {
      Object.assign(THROTTLE.otp, saved);
    }
  });

  it('makes the BOOTSTRAP_ADMIN_EMAIL account an administrator', async () => {
    const user = await signUp(ADMIN);
    expect(user.role).toBe('admin');
  });
});

describe('login and sessions', () => {
  it('returns data.user and data.tokens.access.token; remember gives 30 days, else 12 hours', async () => {
    const user = await signUp(unique('login'));
    const res = await login(user.email, PASSWORD, false);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful!');
    expect(body.data.user.email).toBe(user.email);
    expect(typeof body.data.tokens.access.token).toBe('string');
    const hours = (Date.parse(body.data.tokens.refresh.expires) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const remembered = (await login(user.email, PASSWORD, true)).json();
    const days = (Date.parse(remembered.data.tokens.refresh.expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const me = await get('/user/me', body.data.tokens.access.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(user.id);
    // The refresh token is stored hashed.
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(body.data.tokens.refresh.token);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await signUp(unique('wrong'));
    const a = await login(user.email, 'Wrong#1234');
    const b = await login(unique('nobody'), 'Wrong#1234');
    expect(a.statusCode).toBe(400);
    expect(b.statusCode).toBe(400);
    expect(a.json().message).toBe('Incorrect email or password.');
    expect(b.json()).toEqual(a.json());
  });

  it('slows and then refuses a client that keeps failing for an account (429), even with the right password', async () => {
    const saved = { ...THROTTLE.login };
    THROTTLE.login.clientSlowAfter = 2;
    THROTTLE.login.clientRefuseAfter = 5;
    try {
      const user = await signUp(unique('brute'));
      const attacker = nextIp();
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const res = await login(user.email, `Wrong#${i}xyz`, false, attacker);
        times.push(Date.now() - started);
        expect(res.statusCode).toBe(400);
      }
      // Attempts 3..5 waited 60, 120, 180 ms before answering.
      expect(times[4]).toBeGreaterThanOrEqual(170);
      const refused = await login(user.email, PASSWORD, false, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Too many failed attempts. Please try again in 15 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
      // The owner, on a client that has not been failing, still signs in.
      expect((await login(user.email, PASSWORD, false, nextIp())).statusCode).toBe(200);
      // The refusal ends when the oldest counted failure leaves the 15-minute window.
      await ctx.database.db
        .update(authAttempts)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
        .where(and(eq(authAttempts.scope, 'login-client'), eq(authAttempts.key, `${attacker} ${user.email}`)));
      expect((await login(user.email, 'Wrong#again1', false, attacker)).statusCode).toBe(400);
    } finally {
      Object.assign(THROTTLE.login, saved);
    }
  });

  it('never locks the owner out, however many clients fail for the account; it only slows a little', async () => {
    const saved = { ...THROTTLE.login };
    Object.assign(THROTTLE.login, { clientSlowAfter: 3, clientRefuseAfter: 3 });
    try {
      const user = await signUp(unique('victim'));
      // Five strangers fail until each is refused: 15 failures, past the old lockout of 10 per account.
      for (let c = 0; c < 5; c++) {
        const ip = nextIp();
        for (let i = 0; i < 3; i++)
          expect((await login(user.email, `Wrong#${c}-${i}`, false, ip)).statusCode).toBe(400);
        expect((await login(user.email, PASSWORD, false, ip)).statusCode).toBe(429);
      }
      const started = Date.now();
      const owner = await login(user.email, PASSWORD, false, nextIp());
      expect(owner.statusCode, owner.body).toBe(200);
      // Slowed by the account-wide brake, which is capped (120 ms in this file, 1 s in production).
      expect(Date.now() - started).toBeGreaterThanOrEqual(THROTTLE.accountMaxDelayMs);
    } finally {
      Object.assign(THROTTLE.login, saved);
    }
  });

  it('refuses repeated failures from one address across accounts (429)', async () => {
    const saved = { ...THROTTLE.login };
    THROTTLE.login.ipRefuseAfter = 3;
    THROTTLE.login.ipSlowAfter = 100;
    try {
      const ip = nextIp();
      const user = await signUp(unique('ipbrute'));
      for (let i = 0; i < 3; i++)
        expect((await login(unique(`spray${i}`), 'Wrong#1234', false, ip)).statusCode).toBe(400);
      expect((await login(user.email, PASSWORD, false, ip)).statusCode).toBe(429);
      expect((await login(user.email, PASSWORD, false, nextIp())).statusCode).toBe(200);
    } finally {
      Object.assign(THROTTLE.login, saved);
    }
  });

  it('rotates refresh tokens; reusing an old one revokes the whole sign-in', async () => {
    const user = await signUp(unique('rotate'));
    const first = (await login(user.email)).json().data.tokens;
    const second = await post('/auth/token/refresh', { refreshToken: first.refresh.token });
    expect(second.statusCode).toBe(200);
    const tokens = second.json().data.tokens;
    expect(tokens.refresh.token).not.toBe(first.refresh.token);
    expect((await get('/user/me', tokens.access.token)).statusCode).toBe(200);

    // Presented again after the grace minute: someone holds a copy.
    await ctx.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    const reuse = await post('/auth/token/refresh', { refreshToken: first.refresh.token });
    expect(reuse.statusCode).toBe(401);
    // The family is gone: the newest tokens stop working too.
    expect((await get('/user/me', tokens.access.token)).statusCode).toBe(401);
    expect((await post('/auth/token/refresh', { refreshToken: tokens.refresh.token })).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same token at once both stay signed in, and logout still ends both', async () => {
    const user = await signUp(unique('tabs'));
    const first = (await login(user.email)).json().data.tokens;
    const [a, b] = await Promise.all([
      post('/auth/token/refresh', { refreshToken: first.refresh.token }),
      post('/auth/token/refresh', { refreshToken: first.refresh.token }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tabA = a.json().data.tokens;
    const tabB = b.json().data.tokens;
    expect(tabA.refresh.token).not.toBe(tabB.refresh.token);
    // A retry whose answer was lost, a moment later, is the same case.
    const retry = await post('/auth/token/refresh', { refreshToken: first.refresh.token });
    expect(retry.statusCode).toBe(200);
    for (const t of [tabA, tabB]) expect((await get('/user/me', t.access.token)).statusCode).toBe(200);
    const next = await post('/auth/token/refresh', { refreshToken: tabB.refresh.token });
    expect(next.statusCode).toBe(200);

    expect((await get('/auth/logout', tabA.access.token)).statusCode).toBe(200);
    expect((await get('/user/me', next.json().data.tokens.access.token)).statusCode).toBe(401);
    expect((await post('/auth/token/refresh', { refreshToken: first.refresh.token })).statusCode).toBe(401);
  });

  it('logout ends the session: access and refresh tokens are refused', async () => {
    const user = await signUp(unique('logout'));
    const tokens = (await login(user.email)).json().data.tokens;
    const other = (await login(user.email)).json().data.tokens;
    const out = await get('/auth/logout', tokens.access.token);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logged out successfully');
    expect((await get('/user/me', tokens.access.token)).statusCode).toBe(401);
    expect((await post('/auth/token/refresh', { refreshToken: tokens.refresh.token })).statusCode).toBe(401);
    // Another sign-in of the same user is untouched.
    expect((await get('/user/me', other.access.token)).statusCode).toBe(200);
  });

  it('refuses missing, malformed, tampered, expired and revoked tokens with 401 on every signed-in endpoint', async () => {
    const user = await signUp(unique('tokens'));
    const tokens = (await login(user.email)).json().data.tokens;
    const good = tokens.access.token as string;
    const [h, p, s] = good.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${s}`;
    const key = new TextEncoder().encode(ctx.config.jwtSecret!);
    const expired = await new SignJWT({ role: 'citizen', sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('safeogun')
      .setAudience('safeogun-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await new SignJWT({ role: 'citizen', sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('safeogun')
      .setAudience('safeogun-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    const endpoints: Array<[string, string]> = [
      ['GET', '/user/me'],
      ['GET', '/auth/logout'],
      ['PATCH', '/user/update/basic'],
      ['PATCH', '/user/update/password'],
      ['GET', '/user/notification-preferences'],
      ['PUT', '/user/notification-preferences'],
      ['GET', '/user/export'],
      ['DELETE', '/user/delete'],
    ];
    const send = (method: string, url: string, auth?: string) =>
      ctx.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: auth ? { authorization: auth } : {} });
    for (const [method, url] of endpoints) {
      for (const auth of [
        undefined,
        'Bearer',
        'Basic abc',
        `Bearer ${tampered}`,
        `Bearer ${expired}`,
        `Bearer ${forged}`,
      ]) {
        const res = await send(method, url, auth);
        expect(res.statusCode, `${method} ${url} ${auth?.slice(0, 12)}`).toBe(401);
      }
    }
    await get('/auth/logout', good);
    for (const [method, url] of endpoints) expect((await send(method, url, `Bearer ${good}`)).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and only mails real accounts', async () => {
    const user = await signUp(unique('forgot'));
    const nobody = unique('ghost');
    smtp.messages.length = 0;
    const a = await post('/auth/password/forgot', { email: user.email }, nextIp());
    const b = await post('/auth/password/forgot', { email: nobody }, nextIp());
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().message).toBe('OTP sent to your email.');
    expect({ ...a.json(), data: { ...a.json().data, email: '' } }).toEqual({
      ...b.json(),
      data: { ...b.json().data, email: '' },
    });
    await ctx.app.jobs.runDue();
    await smtp.lastCode(user.email);
    expect(smtp.messages.some((m) => m.to.includes(nobody))).toBe(false);
    // The 600 s rule is keyed on the request, so it too answers alike.
    const a2 = await post('/auth/password/forgot', { email: user.email }, nextIp());
    const b2 = await post('/auth/password/forgot', { email: nobody }, nextIp());
    expect(a2.statusCode).toBe(429);
    expect(b2.json()).toEqual(a2.json());
  });

  it('resets with the emailed code, ends every session, and the new password logs in', async () => {
    const user = await signUp(unique('reset'));
    const session = (await login(user.email)).json().data.tokens;
    await post('/auth/password/forgot', { email: user.email }, nextIp());
    await ctx.app.jobs.runDue();
    const code = await smtp.lastCode(user.email);
    const weak = await post('/auth/password/reset', { email: user.email, otp: code, password: 'weakpass' }, nextIp());
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must meet all requirements');
    const wrong = await post(
      '/auth/password/reset',
      { email: user.email, otp: code === '123456' ? '654321' : '123456', password: 'Newpass#99' },
      nextIp(),
    );
    expect(wrong.statusCode).toBe(400);
    const res = await post('/auth/password/reset', { email: user.email, otp: code, password: 'Newpass#99' }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password reset successful!');
    expect((await get('/user/me', session.access.token)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, 'Newpass#99')).statusCode).toBe(200);
    const replay = await post(
      '/auth/password/reset',
      { email: user.email, otp: code, password: 'Other#999' },
      nextIp(),
    );
    expect(replay.statusCode).toBe(400);
  });

  it('answers before any mail is sent: the code goes out through the job queue', async () => {
    const user = await signUp(unique('queued'));
    smtp.messages.length = 0;
    const res = await post('/auth/password/forgot', { email: user.email }, nextIp());
    expect(res.statusCode).toBe(200);
    // The test app runs no poller: nothing has reached the mail server when the answer arrives.
    expect(smtp.messages).toEqual([]);
    expect((await ctx.app.jobs.runDue()).succeeded).toBeGreaterThanOrEqual(1);
    const code = await smtp.lastCode(user.email);
    const reset = await post(
      '/auth/password/reset',
      { email: user.email, otp: code, password: 'Queued#123' },
      nextIp(),
    );
    expect(reset.statusCode).toBe(200);
  });

  it('slows and then refuses forgot-password requests from one address (429)', async () => {
    const saved = { ...THROTTLE.forgot };
    THROTTLE.forgot.ipSlowAfter = 1;
    THROTTLE.forgot.ipRefuseAfter = 4;
    try {
      const ip = nextIp();
      const times: number[] = [];
      for (let i = 0; i < 4; i++) {
        const started = Date.now();
        const res = await post('/auth/password/forgot', { email: unique(`slow${i}`) }, ip);
        times.push(Date.now() - started);
        expect(res.statusCode).toBe(200);
      }
      // Requests 2..4 waited 60, 120, 180 ms before answering.
      expect(times[3]).toBeGreaterThanOrEqual(170);
      const refused = await post('/auth/password/forgot', { email: unique('slow4') }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many failed attempts. Please try again in 60 minutes.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3590);
    } finally {
      Object.assign(THROTTLE.forgot, saved);
    }
  });

  it('refuses forgot-password floods from one address (429)', async () => {
    const saved = THROTTLE.forgot.ipRefuseAfter;
    THROTTLE.forgot.ipRefuseAfter = 3;
    try {
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post('/auth/password/forgot', { email: unique(`flood${i}`) }, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      THROTTLE.forgot.ipRefuseAfter = saved;
    }
  });
});

describe('Google sign-in', () => {
  it('exposes the client id', async () => {
    const res = await get('/auth/config');
    expect(res.json().data).toEqual({ googleClientId: google.env.GOOGLE_CLIENT_ID });
    // The page may load Google's sign-in script and frame.
    expect(res.headers['content-security-policy']).toContain('https://accounts.google.com/gsi/');
  });

  it('signs up and logs in with a verified ID token', async () => {
    const email = unique('gmail');
    const idToken = await google.sign({ sub: 'g-123', email, name: 'Funmi Bello' });
    const start = await post('/auth/signup/google', { token: idToken });
    expect(start.statusCode, start.body).toBe(200);
    const { otp, fullName } = start.json().data;
    expect(fullName).toBe('Funmi Bello');
    const done = await post('/auth/signup/complete', {
      ...profile(email, otp, { provider: 'Google', password: undefined }),
      fullName,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user).toMatchObject({ email, provider: 'Google' });
    const res = await post('/auth/login/google', { token: idToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logged in with Google!');
    expect(res.json().data.tokens.access.token).toBeTruthy();
    expect((await post('/auth/signup/google', { token: idToken })).statusCode).toBe(409);
  });

  it('refuses forged, expired and wrong-audience tokens and tokens of another issuer', async () => {
    const claims = { sub: 'g-999', email: unique('forged') };
    const forged = await google.sign(claims, { key: await google.otherKey() });
    const expired = await google.sign(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const audience = await google.sign(claims, { audience: 'someone-else.apps.googleusercontent.com' });
    const issuer = await google.sign(claims, { issuer: 'https://evil.example.com' });
    for (const token of [forged, expired, audience, issuer, 'not.a.jwt.at.all.really']) {
      for (const url of ['/auth/login/google', '/auth/signup/google']) {
        const res = await post(url, { token });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe('Google sign-in could not be verified. Please try again.');
      }
    }
    const unverified = await google.sign({ ...claims, email_verified: false });
    expect((await post('/auth/signup/google', { token: unverified })).statusCode).toBe(400);
  });

  it('answers 404 and hides the client id when GOOGLE_CLIENT_ID is unset', async () => {
    const plain = await createTestApp();
    try {
      const cfg = await plain.app.inject({ method: 'GET', url: '/api/v1/auth/config' });
      expect(cfg.json().data).toEqual({ googleClientId: null });
      expect(cfg.headers['content-security-policy']).not.toContain('accounts.google.com');
      const token = await google.sign({ sub: 'g-1', email: 'a@example.com' });
      const res = await plain.app.inject({ method: 'POST', url: '/api/v1/auth/login/google', payload: { token } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Google sign-in is not enabled on this server.');
    } finally {
      await plain.close();
    }
  });
});

describe('passwords in logs', () => {
  it('never writes a password or its hash to the log, even at trace level', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../../app');
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      closeDatabase: false,
      logger: {
        level: 'trace',
        stream,
        redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
      },
    });
    try {
      const email = unique('logs');
      const secret = 'Unlogged#Pass1';
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup/email',
        payload: { email },
        remoteAddress: nextIp(),
      });
      await app.jobs.runDue();
      const code = await smtp.lastCode(email);
      const done = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup/complete',
        payload: profile(email, code, { password: secret }),
        remoteAddress: nextIp(),
      });
      expect(done.statusCode).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/email',
        payload: { email, password: secret },
        remoteAddress: nextIp(),
      });
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/email',
        payload: { email, password: 'Wrong#Pass99' },
        remoteAddress: nextIp(),
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      expect(log).not.toContain(secret);
      expect(log).not.toContain('Wrong#Pass99');
      expect(log).not.toContain(row!.passwordHash!);
      expect(log).not.toContain('$argon2id$');
    } finally {
      await app.close();
    }
  });
});

describe('mail failures', () => {
  it('answers sign-up alike when mail is down; once the queue gives up the user may ask again', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = unique('down');
      const resend = () =>
        down.app.inject({ method: 'POST', url: '/api/v1/auth/signup/resend-otp', payload: { email } });
      const res = await down.app.inject({ method: 'POST', url: '/api/v1/auth/signup/email', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('OTP sent to your email.');
      expect((await resend()).statusCode).toBe(429);
      let now = Date.now();
      const outcomes = { retried: 0, failed: 0 };
      for (let run = 0; run < 3; run++) {
        const summary = await down.app.jobs.runDue({ now: new Date(now) });
        outcomes.retried += summary.retried;
        outcomes.failed += summary.failed;
        now += 60 * 60_000;
      }
      expect(outcomes).toEqual({ retried: 2, failed: 1 });
      expect(await down.database.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
      expect((await resend()).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('answers forgot-password alike when mail is down; once the queue gives up the user may ask again', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = unique('downreset');
      await down.database.db.insert(users).values({ email, fullName: 'Kemi Down', emailVerifiedAt: new Date() });
      const forgot = () => down.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email } });
      const first = await forgot();
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe('OTP sent to your email.');
      expect((await forgot()).statusCode).toBe(429);
      // Three runs, each after its back-off, then the job fails for good and no code is left behind.
      let now = Date.now();
      const outcomes = { retried: 0, failed: 0 };
      for (let run = 0; run < 3; run++) {
        const summary = await down.app.jobs.runDue({ now: new Date(now) });
        outcomes.retried += summary.retried;
        outcomes.failed += summary.failed;
        now += 60 * 60_000;
      }
      expect(outcomes).toEqual({ retried: 2, failed: 1 });
      expect(await down.database.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
      expect((await forgot()).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
