/**
 * Issue 18, defect 8: an identity-hidden SOS alert carries nothing that follows one account across alerts. Officers
 * see no false-alert record on it; State HQ sees only whether its sender had an earlier false alert; marking it
 * false leaves the account's record (and so the flagged-accounts list) as it was.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PoliceSosAlertDetail } from '@safeogun/contract/sos-board';
import { createTestApp, createTestUser, engine, type TestContext, type TestUser } from '../../../test/helpers';
import { auditLog, lgas, sosAlerts, stations } from '../../db/schema';
import { FALSE_ALERT_FLAG_THRESHOLD } from './board-actions.service';

let ctx: TestContext;
let officer: TestUser;
let admin: TestUser;
const ABEOKUTA = { latitude: 7.1475, longitude: 3.3619, accuracy: 12.4 };

beforeAll(async () => {
  ctx = await createTestApp();
  const [lga] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Abeokuta South'));
  const [station] = await ctx.database.db
    .insert(stations)
    .values({ formation: `Hidden Test Division ${randomUUID().slice(0, 6)}`, lgaId: lga!.id })
    .returning();
  officer = await createTestUser(ctx, { role: 'officer', stationId: station!.id });
  admin = await createTestUser(ctx, { role: 'admin' });
});
afterAll(() => ctx?.close());

/** Sends an alert from Abeokuta, first moving the sender's earlier alerts past the 10-minute limit. */
async function send(user: TestUser, isIdentityHidden: boolean) {
  await ctx.database.db
    .update(sosAlerts)
    .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sosAlerts.userId, user.id));
  const boundary = `----hidden${randomUUID()}`;
  const data = JSON.stringify({ comment: 'help', isIdentityHidden, coordinates: ABEOKUTA });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/sos/new',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...user.headers },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n--${boundary}--\r\n`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.alertId as string;
}

const markFalse = (id: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/police/sos/${id}/false-alert`, headers: officer.headers });

/** The alert as `user` opens it on the board (the one read that carries a named sender's identity). */
async function alertAs(user: TestUser, id: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/police/sos/${id}`, headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.alert as PoliceSosAlertDetail;
}

const flaggedUrl = '/api/v1/police/sos/flagged-accounts';
async function flaggedAccounts() {
  const res = await ctx.app.inject({ method: 'GET', url: `${flaggedUrl}?size=100`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.accounts.data as Array<{ id: string; falseAlertCount: number; flaggedAt: string }>;
}

/** A sender whose first `n` alerts, sent under their name, were marked false. */
async function senderWithFalseAlerts(fullName: string, n: number) {
  const sender = await createTestUser(ctx, { fullName });
  for (let i = 0; i < n; i++) expect((await markFalse(await send(sender, false))).statusCode).toBe(200);
  return sender;
}

describe(`identity-hidden SOS alerts and the false-alert record (${engine})`, () => {
  it('shows officers no record of a hidden sender, and State HQ only whether they had earlier false alerts', async () => {
    const prankster = await senderWithFalseAlerts('Repeat Prankster', FALSE_ALERT_FLAG_THRESHOLD);
    const hiddenId = await send(prankster, true);
    const named = await alertAs(officer, await send(await senderWithFalseAlerts('Named Sender', 1), false));
    expect(named).toMatchObject({ falseAlertCount: 1, flagged: false, priorFalseAlerts: null });

    const seenByOfficer = await alertAs(officer, hiddenId);
    const hidden = { sender: null, senderNamed: false, falseAlertCount: null, flagged: null };
    expect(seenByOfficer).toMatchObject({ ...hidden, priorFalseAlerts: null });
    const seenByHq = await alertAs(admin, hiddenId);
    expect(seenByHq).toMatchObject({ ...hidden, priorFalseAlerts: true });
    // Nothing named was read, so nothing is written to the audit log.
    const reads = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, hiddenId));
    expect(reads).toEqual([]);
    for (const seen of [seenByOfficer, seenByHq]) {
      for (const identifier of [prankster.id, prankster.email, 'Repeat Prankster'])
        expect(JSON.stringify(seen)).not.toContain(identifier);
    }

    // A hidden sender with a clean record is told apart from a prankster by that one bit alone.
    const first = await alertAs(admin, await send(await createTestUser(ctx), true));
    expect(first).toMatchObject({ falseAlertCount: null, flagged: null, priorFalseAlerts: false });
  });

  it('marking a hidden alert false changes nothing the flagged-accounts list shows', async () => {
    // One short of the flag, so that counting the hidden alert would put the account on the list at that moment.
    const nearlyFlagged = await senderWithFalseAlerts('Nearly Flagged', FALSE_ALERT_FLAG_THRESHOLD - 1);
    const flagged = await senderWithFalseAlerts('Already Flagged', FALSE_ALERT_FLAG_THRESHOLD);
    const before = await flaggedAccounts();
    expect(before.map((a) => a.id)).not.toContain(nearlyFlagged.id);
    expect(before.find((a) => a.id === flagged.id)).toMatchObject({ falseAlertCount: FALSE_ALERT_FLAG_THRESHOLD });

    for (const sender of [nearlyFlagged, flagged]) {
      const marked = await markFalse(await send(sender, true));
      expect(marked.statusCode).toBe(200);
      expect(marked.json().data).toMatchObject({ status: 'false-alert', userFalseAlertCount: null, userFlagged: null });
    }
    expect(await flaggedAccounts()).toEqual(before);

    // Marked false, a hidden alert still counts as an earlier false alert for State HQ's yes/no on the next one.
    const quiet = await createTestUser(ctx);
    expect((await markFalse(await send(quiet, true))).statusCode).toBe(200);
    expect((await alertAs(admin, await send(quiet, true))).priorFalseAlerts).toBe(true);
  });

  it('lists flagged accounts to State HQ only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: flaggedUrl, headers: officer.headers })).statusCode).toBe(403);
    const citizen = await createTestUser(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: flaggedUrl, headers: citizen.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: flaggedUrl })).statusCode).toBe(401);
  });
});
