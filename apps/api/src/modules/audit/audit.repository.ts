/** The audit log's SQL: entries are only ever added. */
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
