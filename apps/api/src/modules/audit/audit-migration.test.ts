/**
 * Migration 0007 (decision 008) chains the audit rows written before it, hashing in SQL exactly as audit-chain.ts
 * does in JavaScript: after it, the old rows verify and new rows chain on from them.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { openTestDatabase } from '../../../test/helpers';
import { AUDIT_ACTIONS, recordAudit, verifyAuditChain } from './audit.service';

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const FIRST_CHAINED = '0007_tamper-evident-audit-log';

let database: Database;
let dropDatabase = async () => undefined as void;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'safeogun-migrations-'));

beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openTestDatabase({ empty: true }));
});
afterAll(async () => {
  await database?.close();
  await dropDatabase();
  rmSync(scratch, { recursive: true, force: true });
});

/** Applies the migrations of `folder` (only those not applied yet). */
const migrateFrom = (folder: string) =>
  database.engine === 'pglite'
    ? migratePglite(drizzlePglite(database.pglite!), { migrationsFolder: folder })
    : migratePg(drizzlePg(database.pool!), { migrationsFolder: folder });

/** The migrations folder as it was before the chain: the journal stops before 0007. */
function migrationsBeforeChain(): string {
  cpSync(migrationsFolder, scratch, { recursive: true });
  const journalPath = path.join(scratch, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === FIRST_CHAINED);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return scratch;
}

it('back-fills the rows written before into the chain, and new rows chain on from them', async () => {
  await migrateFrom(migrationsBeforeChain());
  const db = database.db;
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

  await migrateFrom(migrationsFolder);

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
