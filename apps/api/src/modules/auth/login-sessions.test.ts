import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { authAttempts, refreshTokens } from '../../db/schema';
import { THROTTLE } from './throttle';
import { REFRESH_REUSE_GRACE_MS } from '../accounts-core/sessions';
import { ctx, get, login, nextIp, PASSWORD, post, setupAuthApp, signUp, unique } from './auth.test-helpers';

setupAuthApp();

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
      // Slowed by the account-wide brake, which is capped (120 ms in these tests, 1 s in production).
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
