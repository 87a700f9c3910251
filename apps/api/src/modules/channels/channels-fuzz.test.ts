/**
 * Bad input on the channel callbacks (issue 15): 1,000 random callbacks (missing fields, huge text, odd characters,
 * unknown sessions, replays out of order) answer 4xx or a polite END, never 5xx, and file nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { incidents, sosAlerts } from '../../db/schema';
import { createTestApp, createTestUser, type TestContext } from '../../../test/helpers';
import { callback, channelSecret } from './channels.test-helpers';

let ctx: TestContext;
let secret: string;

beforeAll(async () => {
  ctx = await createTestApp();
  secret = await channelSecret(ctx, await createTestUser(ctx, { role: 'admin' }));
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const odd = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', '*', '**', '0', '00', '98', '1*1*1*1*1*1', '1*', '*1', '\u0000', 'ẹ̀ṣọ́', '“quoted”', '%00', '🙂'),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.integer().map(String),
);
const phone = fc.oneof(
  fc.integer({ min: 7000000000, max: 9099999999 }).map((n) => `+234${n}`),
  odd,
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const sessionId = fc.oneof(fc.constantFrom('ATUid_a', 'ATUid_b'), fc.uuid(), odd);

const ussd = fc.record({
  path: fc.constant('/channels/ussd'),
  fields: fc.record(
    { sessionId: maybe(sessionId), phoneNumber: maybe(phone), text: maybe(odd), serviceCode: maybe(odd) },
    { requiredKeys: [] },
  ),
});
const inbound = fc.record({
  path: fc.constant('/channels/sms/inbound'),
  fields: fc.record({ from: maybe(phone), text: maybe(odd), id: maybe(odd), to: maybe(odd) }, { requiredKeys: [] }),
});
const delivery = fc.record({
  path: fc.constant('/channels/sms/delivery'),
  fields: fc.record(
    {
      id: maybe(odd),
      status: maybe(fc.oneof(fc.constantFrom('Success', 'Failed', 'Sent'), odd)),
      failureReason: maybe(odd),
    },
    { requiredKeys: [] },
  ),
});

it('answers 1,000 random callbacks with 4xx or a polite END, never 5xx, filing nothing', async () => {
  const samples = fc.sample(fc.oneof(ussd, ussd, inbound, delivery), { numRuns: 1000, seed: 15 });
  let polite = 0;
  for (const { path, fields } of samples) {
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    const res = await callback(ctx, path, secret, defined);
    expect(res.statusCode, `${path} ${JSON.stringify(defined).slice(0, 300)}: ${res.body}`).toBeLessThan(500);
    if (res.statusCode === 200 && path === '/channels/ussd') {
      expect(res.body).toMatch(/^(CON|END) /);
      polite++;
    }
  }
  expect(polite).toBeGreaterThan(50);
  const [filed] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(inArray(incidents.channel, ['ussd', 'sms']));
  expect(filed!.n).toBe(0);
  const [alerts] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(sosAlerts);
  expect(alerts!.n).toBe(0);
}, 240_000);
