/**
 * The gateway's callbacks with CHANNELS_SECRET set and CHANNELS_ALLOWED_IPS: both must hold, or 403; and the limit
 * per calling number.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHANNEL_CALLBACKS_PER_MINUTE } from '@safeogun/contract/channels';
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

it('limits each number to 40 callbacks a minute, answering USSD with a polite END (never another status)', async () => {
  const from = (n: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/channels/ussd?secret=${SECRET}`,
      remoteAddress: '10.0.0.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sessionId=ATUid_limit_${n}&phoneNumber=%2B2348095555555&text=`,
    });
  for (let n = 0; n < CHANNEL_CALLBACKS_PER_MINUTE; n++) expect((await from(n)).body).toMatch(/^CON /);
  const over = await from(CHANNEL_CALLBACKS_PER_MINUTE);
  expect(over.statusCode).toBe(200);
  expect(over.body).toBe('END Too many requests. Please try again in a few minutes.');
  // Another number is not held back.
  expect((await dial('10.0.0.8', SECRET)).body).toMatch(/^CON /);
});
