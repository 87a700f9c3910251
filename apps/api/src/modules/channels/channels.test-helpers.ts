/** Callbacks as Africa's Talking sends them (form-encoded, the secret in the URL), for the channels tests. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import { CHANNEL_TEXT_MAX } from '@safeogun/contract/channels';
import { gsm7Length, isGsm7 } from '@safeogun/contract/gsm7';
import type { TestContext, TestUser } from '../../../test/helpers';
import type { Clock } from '../../plugins/clock';
import { createPoliceWorld, type PoliceWorld } from '../casework/casework.test-helpers';

/**
 * A police world (demo places, police of each role) for the file's tests, and the channels' URL secret; `clock` for
 * a file that moves time by hand.
 */
export function useChannelsWorld(ready: (world: PoliceWorld, secret: string) => void, options: { clock?: Clock } = {}) {
  let world: PoliceWorld | undefined;
  beforeAll(async () => {
    world = await createPoliceWorld(options);
    ready(world, await channelSecret(world.ctx, world.admin));
  }, 60_000);
  afterAll(async () => {
    await world?.ctx.close();
  });
}

/** The text is plain GSM-7 and fits one screen or one SMS segment (160 characters). */
export function expectFitsOneText(text: string) {
  expect(isGsm7(text), text).toBe(true);
  expect(gsm7Length(text), text).toBeLessThanOrEqual(CHANNEL_TEXT_MAX);
}

export async function channelSecret(ctx: TestContext, admin: TestUser): Promise<string> {
  const res = await ctx.api('GET', '/admin/channels', admin);
  if (res.statusCode !== 200) throw new Error(`GET /admin/channels answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { secret: string } }).data.secret;
}

export function callback(
  ctx: TestContext,
  path: string,
  secret: string | null,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}${path}${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** One USSD session: each `press` sends the gateway's `text` so far plus the new answer. */
export function ussdSession(ctx: TestContext, secret: string, sessionId: string, phoneNumber: string) {
  let text = '';
  const screens: string[] = [];
  const send = async (full: string, from = phoneNumber) => {
    const res = await callback(ctx, '/channels/ussd', secret, {
      sessionId,
      serviceCode: '*384*1234#',
      phoneNumber: from,
      networkCode: '62130',
      text: full,
    });
    if (res.statusCode !== 200) throw new Error(`USSD answered ${res.statusCode}: ${res.body}`);
    screens.push(res.body);
    return res.body;
  };
  return {
    screens,
    /** Dials: the first callback, with an empty text. */
    dial: () => send(''),
    press: (answer: string) => {
      text = text === '' ? answer : `${text}*${answer}`;
      return send(text);
    },
    /** The last callback again, as a gateway retry sends it. */
    replay: () => send(text),
    /** A callback of this session with any `text` (and number), the session's own `text` unchanged. */
    raw: (full: string, from?: string) => send(full, from),
  };
}

export const sms = (ctx: TestContext, secret: string, from: string, text: string, id: string) =>
  callback(ctx, '/channels/sms/inbound', secret, {
    from,
    to: '12345',
    text,
    date: '2026-11-25 10:00:00',
    id,
    linkId: `link-${id}`,
  });
