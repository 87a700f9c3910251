import type { Db } from '../../db/client';
import { auditBy, type AuditAction, type AuditedActor } from '../audit/audit.service';

/** Records a change to a tip or an alert in the audit log, at the service's clock, naming it by its title. */
export function auditContent(
  deps: { now: () => Date },
  tx: Db,
  actor: AuditedActor,
  action: AuditAction,
  type: 'community-tip' | 'community-alert',
  content: { id: number; title: string },
  details: Record<string, unknown>,
) {
  return auditBy(tx, actor, action, { type, id: content.id }, { title: content.title, ...details }, deps.now());
}
