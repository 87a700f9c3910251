import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens, users } from '../../db/schema';
import { THROTTLE } from './throttle';
import { REFRESH_REUSE_GRACE_MS } from '../accounts-core/sessions';
import {
  ctx,
  smtp,
  PASSWORD,
  nextIp,
  post,
  get,
  profile,
  signUp,
  login,
  unique,
  setUpAuthTests,
} from './auth.test-helpers';

setUpAuthTests();

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

  it('slows and then refuses repeated failures for one account (429), even with the right password', async () => {
    const saved = { ...THROTTLE.login };
    THROTTLE.login.accountSlowAfter = 2;
    THROTTLE.login.accountRefuseAfter = 5;
    try {
      const user = await signUp(unique('brute'));
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const res = await login(user.email, `Wrong#${i}xyz`);
        times.push(Date.now() - started);
        expect(res.statusCode).toBe(400);
      }
      // Attempts 3..5 waited 60, 120, 180 ms before answering.
      expect(times[4]).toBeGreaterThanOrEqual(170);
      const refused = await login(user.email, PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Too many failed attempts. Please wait a few minutes and try again.',
      });
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
      expect(refused.json().message).toBe('Too many failed attempts. Please wait a few minutes and try again.');
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
