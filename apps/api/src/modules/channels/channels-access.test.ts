/** The gateway's callbacks with CHANNELS_SECRET set and CHANNELS_ALLOWED_IPS: both must hold, or 403. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import { createTestApp, type TestContext } from '../../../test/helpers';

const SECRET = 'gateway-secret-for-the-test_0123';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { CHANNELS_SECRET: SECRET, CHANNELS_ALLOWED_IPS: '10.0.0.0/8' } });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const dial = (remoteAddress: string, secret: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/channels/ussd?secret=${secret}`,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'sessionId=ATUid_1&phoneNumber=%2B2348091234567&text=',
  });

it('answers only the allowed addresses with the configured secret', async () => {
  const allowed = await dial('10.20.30.40', SECRET);
  expect(allowed.statusCode).toBe(200);
  expect(allowed.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(allowed.body).toMatch(/^CON SafeOgun Police/);
  expect((await dial('192.168.1.10', SECRET)).statusCode).toBe(403);
  expect((await dial('10.20.30.40', 'gateway-secret-for-the-test_0124')).statusCode).toBe(403);
});
