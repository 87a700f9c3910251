import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authAttempts, otpCodes, users } from '../../db/schema';
import { THROTTLE } from './throttle';
import { ADMIN, codeFor, ctx, nextIp, post, profile, setupAuthApp, signUp, smtp, unique } from './auth.test-helpers';

setupAuthApp();

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
