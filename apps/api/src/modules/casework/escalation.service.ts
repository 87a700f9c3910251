/**
 * Escalation (issue 12, decision 011). A report past its running target is escalated one level up, station to Area
 * Command to State HQ, once per level: a history entry, an audit row, and a notification to the commanders of that
 * level (the area commanders of the report's command; State HQ's accounts), all in one transaction with the level.
 *
 * The sweep runs on the job queue (`SLA_SWEEP_QUEUE`, every SLA_SWEEP_SECONDS, in whichever process claims it). It
 * reads the reports whose `sla_escalate_at` has passed and escalates each in its own transaction, with the row
 * locked and the earned level worked out again under the lock: two sweeps (two processes, a restart mid-sweep)
 * never escalate a report to one level twice, and a report locked by someone else waits for the next sweep.
 * An officer's escalation by hand writes the same entry, row and notification (`recordEscalation`).
 */
import { ESCALATION_TARGETS } from '@safeogun/contract/casework';
import { formatMinutes } from '@safeogun/contract/sla';
import type { Db } from '../../db/client';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.service';
import { notifyWithin, type NotificationsDeps } from '../notifications/notifications.service';
import type { Actor } from './casework.deps';
import { earnedEscalationLevel, runningTarget } from './sla';
import { insertUpdate } from './actions.repository';
import { lockCaseUnlessBusy, type CaseRow } from './case.repository';
import * as repo from './escalation.repository';

export const SLA_SWEEP_QUEUE = 'sla-escalation-sweep';

export type EscalationDeps = NotificationsDeps & { now: () => Date };

type Publish = () => Promise<void>;

/** Where a level sends a report: its Area Command (by name, when the LGA has one) or State HQ. */
export function levelName(level: number, areaCommandName: string | null): string {
  return level >= 2 ? 'State HQ' : (areaCommandName ?? 'the Area Command');
}

export interface EscalationEntry {
  report: { id: string; ticketId: string; areaCommandId: number | null };
  /** What the commanders are told the report is: "Emergency report in Sagamu". */
  typeName: string;
  lgaName: string | null;
  areaCommandName: string | null;
  fromLevel: number;
  toLevel: number;
  /** The history entry's text (an officer's reason, or why the sweep escalated). */
  note: string;
  /** Details for the history entry and the audit row besides the levels. */
  details: Record<string, unknown>;
  /** Null: the sweep (the system). */
  actor: Actor | null;
  at: Date;
}

/**
 * Records one escalation inside `tx`: the history entry (internal), the audit row and a notification to each
 * commander of the new level. Returns what to publish once the transaction has committed.
 */
export async function recordEscalation(deps: NotificationsDeps, tx: Db, e: EscalationEntry): Promise<Publish[]> {
  const to = ESCALATION_TARGETS[Math.min(e.toLevel, ESCALATION_TARGETS.length) - 1]!;
  const details = { to, fromLevel: e.fromLevel, toLevel: e.toLevel, ...e.details };
  await insertUpdate(tx, {
    incidentId: e.report.id,
    kind: 'escalated',
    status: null,
    note: e.note,
    isPublic: false,
    details,
    authorUserId: e.actor?.id ?? null,
    createdAt: e.at,
  });
  await recordAudit(
    tx,
    {
      actor: e.actor ? { id: e.actor.id, role: e.actor.role } : null,
      action: AUDIT_ACTIONS.incidentEscalated,
      target: { type: 'incident', id: e.report.id },
      details: { ticketId: e.report.ticketId, ...details },
      ipAddress: e.actor?.ip ?? null,
    },
    e.at,
  );
  const publications: Publish[] = [];
  for (const userId of await repo.commandersOf(tx, e.toLevel, e.report.areaCommandId)) {
    const { publish } = await notifyWithin(deps, tx, {
      userId,
      category: 'reportStatus',
      title: `${e.report.ticketId} escalated to ${levelName(e.toLevel, e.areaCommandName)}`,
      body: `${e.typeName} report${e.lgaName ? ` in ${e.lgaName}` : ''}: ${e.note}`,
      link: `/console/incidents/${e.report.id}`,
    });
    publications.push(publish);
  }
  return publications;
}

/** Why the sweep escalates to `level`: "Not acknowledged within the 15 min target: escalated to State HQ." */
function overdueNote(row: CaseRow, level: number): string {
  const target = runningTarget(row.incident);
  const minutes = (target === 'acknowledge' ? row.incident.acknowledgeMinutes : row.incident.resolveMinutes) ?? 0;
  const verb = target === 'acknowledge' ? 'acknowledged' : 'resolved';
  const later = level > 1 ? ` nor in the ${formatMinutes((level - 1) * minutes)} after it` : '';
  return `Not ${verb} within the ${formatMinutes(minutes)} target${later}: escalated to ${levelName(level, row.areaCommandName)}.`;
}

/**
 * Escalates one report as far as it has earned, one level at a time, in one transaction; 0 when it is locked,
 * gone, or already there (another sweep was first). Returns the number of levels raised.
 */
export async function escalateIfDue(deps: EscalationDeps, incidentId: string, now: Date): Promise<number> {
  const publications: Publish[] = [];
  const raised = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockCaseUnlessBusy(tx, incidentId);
    if (!row || row.incident.isDraft) return 0;
    const from = row.incident.escalationLevel;
    const earned = earnedEscalationLevel(row.incident, now);
    if (earned <= from) return 0;
    for (let level = from + 1; level <= earned; level++) {
      const published = await recordEscalation(deps, tx, {
        report: row.incident,
        typeName: row.typeName,
        lgaName: row.lgaName,
        areaCommandName: row.areaCommandName,
        fromLevel: level - 1,
        toLevel: level,
        note: overdueNote(row, level),
        details: { reason: 'overdue', target: runningTarget(row.incident) },
        actor: null,
        at: now,
      });
      publications.push(...published);
    }
    await repo.setEscalationLevel(tx, row.incident.id, earned, now);
    return earned - from;
  });
  for (const publish of publications) await publish();
  return raised;
}

/**
 * One sweep: every report whose next escalation is due, in batches, until none is left or `budgetMs` has passed
 * (the next sweep carries on). Returns the number of levels raised.
 */
export async function sweepOverdue(
  deps: EscalationDeps,
  options: { batch?: number; budgetMs?: number } = {},
): Promise<number> {
  const batch = options.batch ?? 100;
  const now = deps.now();
  const started = performance.now();
  let after: { at: Date; id: string } | null = null;
  let raised = 0;
  for (;;) {
    const due = await repo.dueForEscalation(deps.db, now, after, batch);
    for (const report of due) raised += await escalateIfDue(deps, report.id, now);
    const last = due.at(-1);
    if (due.length < batch || !last?.at) break;
    after = { at: last.at, id: last.id };
    if (options.budgetMs !== undefined && performance.now() - started > options.budgetMs) break;
  }
  return raised;
}
