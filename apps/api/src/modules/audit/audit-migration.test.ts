/**
 * Migration 0007 (decision 008) chains the audit rows written before it, hashing in SQL exactly as audit-chain.ts
 * does in JavaScript: after it, the old rows verify and new rows chain on from them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { openMigrationScratch, type MigrationScratch } from '../../../test/migrations';
import { AUDIT_ACTIONS, recordAudit, verifyAuditChain } from './audit.service';

let scratch: MigrationScratch;

beforeAll(async () => {
  scratch = await openMigrationScratch();
});
afterAll(() => scratch?.close());

it('back-fills the rows written before into the chain, and new rows chain on from them', async () => {
  await scratch.migrateBefore('0007_tamper-evident-audit-log');
  const db = scratch.database.db;
  const {
    rows: [admin],
  } = (await db.execute(sql`insert into users (role) values ('admin') returning id`)) as unknown as {
    rows: [{ id: string }];
  };
  const gone = randomUUID();
  // As the posting service wrote them, times in microseconds; details with what stable JSON must order and escape.
  await db.execute(sql`insert into audit_log (actor_user_id, action, target_type, target_id, details, created_at)
    values
      (${admin!.id}, 'police.posting.changed', 'user', ${gone}, '{"toStationId": 2, "fromStationId": null}',
        '2026-03-01 10:00:00.123456+00'),
      (${admin!.id}, 'police.posting.changed', 'user', ${gone},
        ${JSON.stringify({ zeta: [1, { b: 'q"uote\n', a: 'Ògùn' }], alpha: { y: true, x: -1.5 } })},
        '2026-03-01 10:00:01.999999+00'),
      (null, 'police.posting.changed', 'user', ${gone}, '{}', '2026-03-02 00:00:00+00')`);

  await scratch.migrateAll();

  const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
  expect(rows.map((r) => r.actorRole)).toEqual(['admin', 'admin', null]);
  expect(rows.map((r) => r.createdAt.toISOString())).toEqual([
    '2026-03-01T10:00:00.123Z',
    '2026-03-01T10:00:01.999Z',
    '2026-03-02T00:00:00.000Z',
  ]);
  expect(rows[0]!.prevHash).toBe('0'.repeat(64));
  expect(await verifyAuditChain(db)).toEqual({ valid: true, checked: 3, firstBrokenId: null });

  await recordAudit(db, {
    actor: { id: admin!.id, role: 'admin' },
    action: AUDIT_ACTIONS.postingChanged,
    target: { type: 'user', id: gone },
    details: { fromStationId: 2, toStationId: null },
    ipAddress: '127.0.0.1',
  });
  expect(await verifyAuditChain(db)).toEqual({ valid: true, checked: 4, firstBrokenId: null });
});
