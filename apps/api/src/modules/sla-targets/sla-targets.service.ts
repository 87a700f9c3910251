/**
 * Response-time targets per incident type (issue 12, decision 011): administrators read and change them; each
 * change is audited in its transaction. A change applies to reports filed from then on: a report keeps the targets
 * it was filed under, so no open report turns overdue, or stops being, because a target moved.
 */
import { SLA_MESSAGES, type SlaTarget, type SlaTargetBody } from '@safeogun/contract/sla';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { AUDIT_ACTIONS, auditBy } from '../audit/audit.service';
import * as repo from './sla-targets.repository';
import type { AuditedActor } from '../audit/audit.service';

export interface SlaTargetsDeps {
  db: Db;
  now: () => Date;
}

export type Actor = AuditedActor;

export async function listSlaTargets(deps: SlaTargetsDeps): Promise<SlaTarget[]> {
  return repo.listTargets(deps.db);
}

/** Sets one type's two targets; the same values again change nothing and write no audit row. */
export async function updateSlaTarget(
  deps: SlaTargetsDeps,
  actor: Actor,
  incidentTypeId: number,
  body: SlaTargetBody,
): Promise<{ target: SlaTarget; changed: boolean }> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockTarget(tx, incidentTypeId);
    if (!before) throw notFound(SLA_MESSAGES.unknownType);
    if (before.acknowledgeMinutes === body.acknowledgeMinutes && before.resolveMinutes === body.resolveMinutes)
      return { target: before, changed: false };
    const target = await repo.updateTarget(tx, incidentTypeId, body);
    await auditBy(
      tx,
      actor,
      AUDIT_ACTIONS.slaTargetChanged,
      { type: 'incident-type', id: incidentTypeId },
      {
        incidentType: before.incidentType,
        from: { acknowledgeMinutes: before.acknowledgeMinutes, resolveMinutes: before.resolveMinutes },
        to: { acknowledgeMinutes: target.acknowledgeMinutes, resolveMinutes: target.resolveMinutes },
      },
      deps.now(),
    );
    return { target, changed: true };
  });
}
