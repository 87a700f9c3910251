/** Callbacks as Africa's Talking sends them (form-encoded, the secret in the URL), for the channels tests. */
import type { LightMyRequestResponse } from 'fastify';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import type { TestContext, TestUser } from '../../../test/helpers';

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
  const send = async (full: string) => {
    const res = await callback(ctx, '/channels/ussd', secret, {
      sessionId,
      serviceCode: '*384*1234#',
      phoneNumber,
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
