import { describe, expect, it } from 'vitest';
import { THROTTLE } from './throttle';
import { ctx, get, login, nextIp, PASSWORD, post, setupAuthApp, signUp, smtp, unique } from './auth.test-helpers';

setupAuthApp();

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
