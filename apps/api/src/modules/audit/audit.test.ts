/**
 * Issue 11, the tamper-evident audit log (decision 008): every entry chains to the one before, the database refuses
 * to change or delete one, verification names the first row that was tampered with, and only administrators read it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS } from '@safeogun/contract/audit';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { auditLog, lgas, stations } from '../../db/schema';
import { AUDIT_ACTIONS, recordAudit, verifyAuditChain } from './audit.service';

let ctx: TestContext;
let admin: TestUser;
let stationIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createTestUser(ctx, { role: 'admin' });
  const [lga] = await ctx.database.db.select().from(lgas).limit(1);
  const rows = await ctx.database.db
    .insert(stations)
    .values(
      ['A', 'B'].map((name) => ({ formation: `Audit ${name} Division ${randomUUID().slice(0, 6)}`, lgaId: lga!.id })),
    )
    .returning();
  stationIds = rows.map((r) => r.id);
});
afterAll(() => ctx?.close());

const api = (method: 'GET' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** An administrator moves a new officer between the two stations `times` times: one audit row each. */
async function postingChanges(times: number) {
  const officer = await createTestUser(ctx, { role: 'officer', stationId: stationIds[0] });
  for (let i = 1; i <= times; i += 1) {
    const res = await api('PATCH', `/admin/users/${officer.id}/posting`, admin, { stationId: stationIds[i % 2] });
    expect(res.statusCode, res.body).toBe(200);
  }
  return officer;
}

const verify = async () => {
  const res = await api('GET', '/admin/audit/verify', admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { valid: boolean; checked: number; firstBrokenId: number | null };
};
const rowCount = async () => (await ctx.database.db.select({ id: auditLog.id }).from(auditLog)).length;

/** Runs `change` with the refusing trigger off, as only a database superuser could. */
async function asSuperuser(change: () => Promise<unknown>) {
  await ctx.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  try {
    await change();
  } finally {
    await ctx.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  }
}

const refusal = (query: ReturnType<typeof sql>) =>
  ctx.database.db.execute(query).then(
    () => 'done',
    (error: { message?: string; cause?: { message?: string } }) => error.cause?.message ?? error.message,
  );

describe('the audit chain', () => {
  it('records who, in which role, from which address, and verifies after several writes', async () => {
    const officer = await postingChanges(4);
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, officer.id));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      actorUserId: admin.id,
      actorRole: 'admin',
      action: 'police.posting.changed',
      targetType: 'user',
      ipAddress: '127.0.0.1',
      details: { fromStationId: stationIds[0], toStationId: stationIds[1] },
    });
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
    expect(await verify()).toEqual({ valid: true, checked: await rowCount(), firstBrokenId: null });
    // Read a few rows at a time, the walk gives the same answer.
    expect(await verifyAuditChain(ctx.database.db, 2)).toEqual({
      valid: true,
      checked: await rowCount(),
      firstBrokenId: null,
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows in the database itself', async () => {
    await postingChanges(1);
    const [row] = await ctx.database.db.select().from(auditLog).limit(1);
    expect(await refusal(sql`update audit_log set action = 'nothing' where id = ${row!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where id = ${row!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    const [after] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after).toEqual(row);
  });

  it('names the row whose content was altered by SQL', async () => {
    await postingChanges(3);
    const rows = await ctx.database.db.select().from(auditLog).orderBy(auditLog.id);
    const target = rows.at(-2)!;
    await asSuperuser(() =>
      ctx.database.db.execute(sql`update audit_log set details = '{"toStationId": 1}' where id = ${target.id}`),
    );
    expect(await verify()).toEqual({ valid: false, checked: rows.length - 1, firstBrokenId: target.id });
    expect((await verifyAuditChain(ctx.database.db, 1)).firstBrokenId).toBe(target.id);
    // Put back exactly as it was, the chain holds again.
    await asSuperuser(() =>
      ctx.database.db.update(auditLog).set({ details: target.details }).where(eq(auditLog.id, target.id)),
    );
    expect((await verify()).valid).toBe(true);
  });

  it('names the row after one deleted by SQL', async () => {
    await postingChanges(3);
    const rows = await ctx.database.db.select().from(auditLog).orderBy(auditLog.id);
    const [deleted, following] = rows.slice(-3, -1);
    await asSuperuser(() => ctx.database.db.delete(auditLog).where(eq(auditLog.id, deleted!.id)));
    expect(await verify()).toMatchObject({ valid: false, firstBrokenId: following!.id });
    await ctx.database.db.insert(auditLog).values(deleted!);
    expect((await verify()).valid).toBe(true);
  });

  it('keeps an actor who erases their account as a plain id, without touching the chain', async () => {
    const resident = await createTestUser(ctx);
    await recordAudit(ctx.database.db, {
      actor: { id: resident.id, role: 'citizen' },
      action: AUDIT_ACTIONS.postingChanged,
      target: { type: 'user', id: resident.id },
      details: {},
      ipAddress: '10.1.2.3',
    });
    expect((await api('DELETE', '/user/delete', resident)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, resident.id));
    expect(row).toMatchObject({ actorUserId: resident.id, actorRole: 'citizen', ipAddress: '10.1.2.3' });
    expect((await verify()).valid).toBe(true);
  });
});

describe('GET /admin/audit', () => {
  it('lets only an administrator read the log and its verification', async () => {
    const citizen = await createTestUser(ctx);
    const police = await createTestUser(ctx, { role: 'officer', stationId: stationIds[0] });
    for (const url of ['/admin/audit', '/admin/audit/verify']) {
      expect((await api('GET', url, null)).statusCode, url).toBe(401);
      expect((await api('GET', url, citizen)).statusCode, url).toBe(403);
      expect((await api('GET', url, police)).statusCode, url).toBe(403);
      expect((await api('GET', url, admin)).statusCode, url).toBe(200);
    }
  });

  it('filters by actor, action, record and date range, newest first and paged', async () => {
    const officer = await postingChanges(3);
    const other = await createTestUser(ctx, { role: 'admin', fullName: 'Ngozi Okafor_Audit' });
    const at = (iso: string) => new Date(iso);
    const entry = (id: string) => ({
      actor: { id: other.id, role: 'admin' },
      action: AUDIT_ACTIONS.postingChanged,
      target: { type: 'user' as const, id },
      details: { note: 'dated' },
      ipAddress: '10.0.0.9',
    });
    await recordAudit(ctx.database.db, entry('dated-1'), at('2020-01-10T08:00:00.123Z'));
    await recordAudit(ctx.database.db, entry('dated-2'), at('2020-02-10T08:00:00.000Z'));

    const byRecord = await api('GET', `/admin/audit?targetType=user&targetId=${officer.id}&size=2`, admin);
    expect(byRecord.statusCode, byRecord.body).toBe(200);
    const body = byRecord.json().data;
    expect(body.pagination).toEqual({ totalPages: 2, total: 3, currentPage: 1, pageSize: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(body.data[0]).toMatchObject({ targetId: officer.id, actorUserId: admin.id, ipAddress: '127.0.0.1' });

    const byActor = (await api('GET', `/admin/audit?actor=${other.id}`, admin)).json().data;
    expect(byActor.data.map((e: { targetId: string }) => e.targetId)).toEqual(['dated-2', 'dated-1']);
    expect(byActor.data[1].createdAt).toBe('2020-01-10T08:00:00.123Z');
    // Who acted is named; an HQ reader finds them by a part of their name or email, in any case.
    expect(byActor.data[0]).toMatchObject({ actorName: 'Ngozi Okafor_Audit', actorRole: 'admin' });
    for (const text of ['okafor_audit', other.email.slice(0, 10).toUpperCase()]) {
      const found = (await api('GET', `/admin/audit?actor=${encodeURIComponent(text)}`, admin)).json().data;
      expect(found.data.map((e: { targetId: string }) => e.targetId)).toEqual(['dated-2', 'dated-1']);
    }
    // LIKE's wildcards are taken as the characters they are: "_" matches only an underscore.
    const wildcard = (await api('GET', `/admin/audit?actor=${encodeURIComponent('okafor%audit')}`, admin)).json();
    expect(wildcard.data.pagination.total).toBe(0);

    const inJanuary = (await api('GET', `/admin/audit?from=2020-01-01&to=2020-01-31T23:59:59Z`, admin)).json().data;
    expect(inJanuary.data.map((e: { targetId: string }) => e.targetId)).toEqual(['dated-1']);

    const byAction = (await api('GET', `/admin/audit?action=nothing.happened`, admin)).json().data;
    expect(byAction.pagination.total).toBe(0);
    const postings = (await api('GET', `/admin/audit?action=police.posting.changed&size=100`, admin)).json().data;
    expect(postings.pagination.total).toBe(await rowCount());

    expect((await verify()).valid).toBe(true);
  });

  it('has a label in words for every action it records (the console shows them)', () => {
    const unlabelled = Object.values(AUDIT_ACTIONS).filter((action) => !(action in AUDIT_ACTION_LABELS));
    expect(unlabelled).toEqual([]);
  });

  it('answers a clear 400 for a bad filter', async () => {
    const badActor = await api('GET', '/admin/audit?actor=x', admin);
    expect(badActor.statusCode).toBe(400);
    expect(badActor.json().message).toMatch(/Who must be at least 2 characters/);
    const badDate = await api('GET', '/admin/audit?from=yesterday', admin);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/From must be a date/);
    const reversed = await api('GET', '/admin/audit?from=2020-02-01&to=2020-01-01', admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/From must not be after To/);
  });
});
