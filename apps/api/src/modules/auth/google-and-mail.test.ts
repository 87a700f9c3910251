import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/helpers';
import { otpCodes, users } from '../../db/schema';
import { ctx, get, google, nextIp, post, profile, setupAuthApp, smtp, unique } from './auth.test-helpers';

setupAuthApp();

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
  it.each([
    {
      flow: 'sign-up',
      prefix: 'down',
      signedUp: false,
      firstUrl: '/api/v1/auth/signup/email',
      againUrl: '/api/v1/auth/signup/resend-otp',
    },
    {
      flow: 'forgot-password',
      prefix: 'downreset',
      signedUp: true,
      firstUrl: '/api/v1/auth/password/forgot',
      againUrl: '/api/v1/auth/password/forgot',
    },
  ])(
    'answers $flow alike when mail is down; once the queue gives up the user may ask again',
    async ({ prefix, signedUp, firstUrl, againUrl }) => {
      const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
      try {
        const email = unique(prefix);
        if (signedUp) {
          await down.database.db.insert(users).values({ email, fullName: 'Kemi Down', emailVerifiedAt: new Date() });
        }
        const askAgain = () => down.app.inject({ method: 'POST', url: againUrl, payload: { email } });
        const first = await down.app.inject({ method: 'POST', url: firstUrl, payload: { email } });
        expect(first.statusCode).toBe(200);
        expect(first.json().message).toBe('OTP sent to your email.');
        expect((await askAgain()).statusCode).toBe(429);
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
        expect((await askAgain()).statusCode).toBe(200);
      } finally {
        await down.close();
      }
    },
  );
});
