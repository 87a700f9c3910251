/**
 * The audit log: who did what to which record, for HQ. Callers write an entry in the same transaction as the
 * change it records, so a change is never kept without its entry. Only posting changes are recorded today; the
 * police console adds its actions here.
 */
import type { Db } from '../../db/client';
import { insertAuditEntry } from './audit.repository';

export const AUDIT_ACTIONS = {
  /** An administrator posted a police officer to a station (or to none). */
  postingChanged: 'police.posting.changed',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  actorUserId: string;
  action: AuditAction;
  target: { type: 'user'; id: string };
  details: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    details: entry.details,
  });
}
