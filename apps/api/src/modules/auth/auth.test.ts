import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { otpCodes, users } from '../../db/schema';
import { THROTTLE } from './throttle';
import {
  ctx,
  smtp,
  google,
  ADMIN,
  nextIp,
  post,
  get,
  profile,
  signUp,
  unique,
  setUpAuthTests,
} from './auth.test-helpers';

setUpAuthTests();

describe('sign-up with email OTP', () => {
  it('delivers a 6-digit code by SMTP, stores it hashed, and creates the account with an argon2id hash', async () => {
    const email = unique('ade');
    const res = await post('/auth/signup/email', { email: `  ${email.toUpperCase()} ` }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { email, resendAfterSeconds: 600, expiresInSeconds: 600 },
    });
    const code = await smtp.lastCode(email);
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
    const code = await smtp.lastCode(email);
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
    const code = await smtp.lastCode(email);
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

  it('counts probes of taken addresses against the per-address sign-up brake (429)', async () => {
    const saved = THROTTLE.signup.ipRefuseAfter;
    const user = await signUp(unique('probed'));
    THROTTLE.signup.ipRefuseAfter = 3;
    try {
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post('/auth/signup/email', { email: user.email }, ip)).statusCode);
      // The fourth probe learns nothing about the address: it is refused before the account is looked up.
      expect(statuses).toEqual([409, 409, 409, 429]);
    } finally {
      THROTTLE.signup.ipRefuseAfter = saved;
    }
  });

  it('refuses a taken email (409) and a taken phone number (409 Phone number already exists)', async () => {
    const user = await signUp(unique('taken'));
    const again = await post('/auth/signup/email', { email: user.email }, nextIp());
    expect(again.statusCode).toBe(409);
    const email = unique('phone');
    await post('/auth/signup/email', { email }, nextIp());
    const code = await smtp.lastCode(email);
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
    const code = await smtp.lastCode(email);
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
    const code = await smtp.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/signup/complete', profile(email, wrong), nextIp());
      expect(res.statusCode).toBe(400);
    }
    const res = await post('/auth/signup/complete', profile(email, code), nextIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('enforces 600 s between codes on the server, and a resent code replaces the old one', async () => {
    const email = unique('resend');
    await post('/auth/signup/email', { email }, nextIp());
    const first = await smtp.lastCode(email);
    const early = await post('/auth/signup/resend-otp', { email }, nextIp());
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait 10 minutes before requesting a new code\.$/);
    // Step 1 again: the mailed code stays valid and no new one is sent.
    const count = smtp.messages.length;
    const again = await post('/auth/signup/email', { email }, nextIp());
    expect(again.statusCode).toBe(200);
    expect(again.json().data.resendAfterSeconds).toBeLessThanOrEqual(600);
    expect(smtp.messages.length).toBe(count);

    await ctx.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 601_000) })
      .where(eq(otpCodes.email, email));
    smtp.messages.length = 0;
    const later = await post('/auth/signup/resend-otp', { email }, nextIp());
    expect(later.statusCode).toBe(200);
    expect(later.json().message).toBe('OTP resent successfully.');
    const second = await smtp.lastCode(email);
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
        const code = await smtp.lastCode(email);
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

  it('slows and then refuses repeated wrong codes for one account (429)', async () => {
    const saved = { ...THROTTLE.otp };
    THROTTLE.otp.accountSlowAfter = 2;
    THROTTLE.otp.accountRefuseAfter = 5;
    try {
      const email = unique('otpslow');
      await post('/auth/signup/email', { email }, nextIp());
      const code = await smtp.lastCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const res = await post('/auth/signup/complete', profile(email, wrong), nextIp());
        times.push(Date.now() - started);
        expect(res.statusCode).toBe(400);
      }
      // Tries 3..5 waited 60, 120, 180 ms before answering.
      expect(times[4]).toBeGreaterThanOrEqual(170);
      const refused = await post('/auth/signup/complete', profile(email, code), nextIp());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Too many failed attempts. Please wait a few minutes and try again.',
      });
    } finally {
      Object.assign(THROTTLE.otp, saved);
    }
  });

  it('makes the BOOTSTRAP_ADMIN_EMAIL account an administrator', async () => {
    const user = await signUp(ADMIN);
    expect(user.role).toBe('admin');
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

describe('mail failures', () => {
  it('answers 503 when the sign-up email cannot be sent, and the user may retry at once', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = unique('down');
      const res = await down.app.inject({ method: 'POST', url: '/api/v1/auth/signup/email', payload: { email } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('We could not send the email right now. Please try again in a few minutes.');
      const again = await down.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup/resend-otp',
        payload: { email },
      });
      expect(again.statusCode).toBe(503);
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
