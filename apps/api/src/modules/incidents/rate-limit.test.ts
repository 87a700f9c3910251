/** POST /incident/new is public: limited per address when anonymous, per account when signed in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { createTestApp, createTestUser, type TestContext } from '../../../test/helpers';
import { incidentTypes } from '../../db/schema';

let ctx: TestContext;
let theftId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const types = await ctx.database.db.select().from(incidentTypes);
  theftId = types.find((t) => t.name === 'Theft')!.id;
});
afterAll(() => ctx.close());

function file(from: string, headers: Record<string, string> = {}, description = 'Two men broke into the shop.') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    remoteAddress: from,
    headers,
    payload: { data: { incidentTypeId: theftId, description } },
  });
}

describe('filing reports is rate limited', () => {
  it('answers 429 saying how long to wait after 30 anonymous submissions in 10 minutes from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await file('10.20.30.40')).statusCode);
    expect(codes).toEqual(Array(30).fill(201));
    const refused = await file('10.20.30.40');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(refused.json()).toMatchObject({ success: false, message: REPORT_MESSAGES.tooManyReports(retryAfter) });
    expect(refused.json().message).toMatch(/Please try again in 10 minutes\. If you are in danger now, call 112\.$/);
    // Another address is not affected.
    expect((await file('10.20.30.41')).statusCode).toBe(201);
  });

  it('counts a signed-in person per account: 60 an hour, whatever the address', async () => {
    const citizen = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    // The address that just ran out of anonymous submissions still serves an account.
    expect((await file('10.20.30.40', citizen.headers)).statusCode).toBe(400);
    // Refused attempts count too (each could carry 12 files of 10 MB).
    for (let i = 1; i < 60; i++) expect((await file(`10.0.0.${i}`, citizen.headers, ' ')).statusCode).toBe(400);
    const refused = await file('10.0.1.1', citizen.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REPORT_MESSAGES.tooManyReports(Number(refused.headers['retry-after'])));
    expect((await file('10.0.1.1', other.headers)).statusCode).toBe(400);
  });
});
