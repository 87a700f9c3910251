/**
 * The rules of response-time targets on one report (decision 011), as plain functions of its columns and a time:
 * what the console is told (`reportSla`), whether it is overdue, which escalation level it has earned, and how a
 * status change stops or restarts its clock. The database derives the running deadline (`sla_due_at`) and the next
 * escalation time (`sla_escalate_at`) from the same columns (trigger `incidents_sla_derive`, migration 0012).
 */
import type { IncidentStatus } from '@safeogun/contract/incidents';
import { MAX_ESCALATION_LEVEL, type ReportSla } from '@safeogun/contract/sla';

export interface SlaColumns {
  acknowledgedAt: Date | null;
  acknowledgeMinutes: number | null;
  resolveMinutes: number | null;
  acknowledgeDueAt: Date | null;
  resolveDueAt: Date | null;
  resolvedAt: Date | null;
  slaPausedAt: Date | null;
  slaDueAt: Date | null;
}

const MINUTE = 60_000;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Time as the report's clock counts it: stopped at `slaPausedAt` while it is on hold. */
function clockOf(row: SlaColumns, now: Date): Date {
  return row.slaPausedAt && row.slaPausedAt < now ? row.slaPausedAt : now;
}

/** On hold: paused and not resolved (a resolved report's clock is stopped too, but its targets are done). */
const onHold = (row: SlaColumns) => row.slaPausedAt !== null && row.resolvedAt === null;

/** The target running now has passed (the acknowledge target until acknowledged, then the resolve target). */
export function isOverdue(row: SlaColumns, now: Date): boolean {
  return row.slaDueAt !== null && row.slaDueAt < clockOf(row, now);
}

/** What the queue and the case say of the report's targets. */
export function reportSla(row: SlaColumns, now: Date): ReportSla {
  const held = onHold(row) ? Math.max(0, now.getTime() - row.slaPausedAt!.getTime()) : 0;
  return {
    acknowledgeBy: iso(row.acknowledgeDueAt),
    resolveBy: row.resolveDueAt ? new Date(row.resolveDueAt.getTime() + held).toISOString() : null,
    acknowledgedAt: iso(row.acknowledgedAt),
    resolvedAt: iso(row.resolvedAt),
    overdue: isOverdue(row, now),
    pausedAt: onHold(row) ? iso(row.slaPausedAt) : null,
    acknowledgeMinutes: row.acknowledgeMinutes,
    resolveMinutes: row.resolveMinutes,
  };
}

/** The target the running deadline belongs to. */
export const runningTarget = (row: Pick<SlaColumns, 'acknowledgedAt'>): 'acknowledge' | 'resolve' =>
  row.acknowledgedAt ? 'resolve' : 'acknowledge';

/**
 * The escalation level the report has earned: one level when its running target passes, one more for each further
 * whole target period it stays overdue (a report 15 minutes late on a 15-minute target reaches State HQ), at most
 * State HQ. The same rule as `sla_escalate_at`, which tells the sweep when to look.
 */
export function earnedEscalationLevel(row: SlaColumns, now: Date): number {
  if (!row.slaDueAt) return 0;
  const minutes = runningTarget(row) === 'acknowledge' ? row.acknowledgeMinutes : row.resolveMinutes;
  const at = clockOf(row, now).getTime();
  const due = row.slaDueAt.getTime();
  let level = 0;
  for (let next = 1; next <= MAX_ESCALATION_LEVEL; next++) {
    const from = next === 1 ? due : minutes === null ? Infinity : due + (next - 1) * minutes * MINUTE;
    if (from < at) level = next;
  }
  return level;
}

export type SlaChange = Partial<Pick<SlaColumns, 'resolveDueAt' | 'resolvedAt' | 'slaPausedAt'>>;

/**
 * How a status change moves the clock: on hold or resolved stops it; back to in progress restarts it with the
 * resolve deadline moved on by the time it was stopped; resolving or closing meets the resolve target (the first of
 * the two, when a resolved report is closed).
 */
export function slaOnStatusChange(row: SlaColumns, to: IncidentStatus, at: Date): SlaChange {
  switch (to) {
    case 'on-hold':
      return { slaPausedAt: at };
    case 'resolved':
      return { resolvedAt: at, slaPausedAt: at };
    case 'closed':
      return { resolvedAt: row.resolvedAt ?? at, slaPausedAt: null };
    case 'in-progress': {
      if (!row.slaPausedAt) return {};
      const held = Math.max(0, at.getTime() - row.slaPausedAt.getTime());
      return {
        slaPausedAt: null,
        resolvedAt: null,
        resolveDueAt: row.resolveDueAt ? new Date(row.resolveDueAt.getTime() + held) : null,
      };
    }
    case 'new':
      return {};
  }
}
