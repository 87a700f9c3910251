/**
 * Decision 008 on PostgreSQL, where writers really run at once: twenty posting changes made together (each in its
 * own transaction on its own connection) leave one unbroken chain, not forks naming the same previous row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestContext } from '../../../test/helpers';
import { auditLog, lgas, stations } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

it('twenty concurrent posting changes form one unbroken chain', async () => {
  const admin = await createTestUser(ctx, { role: 'admin' });
  const [lga] = await ctx.database.db.select().from(lgas).limit(1);
  const [station] = await ctx.database.db
    .insert(stations)
    .values({ formation: `Race Division ${randomUUID().slice(0, 6)}`, lgaId: lga!.id })
    .returning();
  const officers = await Promise.all(Array.from({ length: 20 }, () => createTestUser(ctx, { role: 'officer' })));

  const answers = await Promise.all(
    officers.map((officer) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${officer.id}/posting`,
        headers: admin.headers,
        payload: { stationId: station!.id },
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(officers.map(() => 200));

  const rows = await ctx.database.db.select().from(auditLog).orderBy(auditLog.id);
  expect(rows).toHaveLength(20);
  expect(new Set(rows.map((r) => r.prevHash)).size).toBe(20);
  const verify = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit/verify', headers: admin.headers });
  expect(verify.json().data).toEqual({ valid: true, checked: 20, firstBrokenId: null });
});
