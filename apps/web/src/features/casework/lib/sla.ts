/**
 * A report's response-time targets as an officer reads them (decision 011): the target running now and the time left
 * or overdue (the queue's badge), and each of the two targets with when it was met (the case).
 */
import { formatMinutes, type ReportSla } from '@safeogun/contract/sla';

export type SlaTarget = 'acknowledge' | 'resolve';

/** How a target stands: met in time or late, overdue, running, stopped while on hold, or not set. */
export type TargetState = 'met' | 'late' | 'overdue' | 'running' | 'paused' | 'none';

export interface TargetStatus {
  target: SlaTarget;
  state: TargetState;
  /** The deadline (while on hold, as it stands if work resumed now). */
  dueAt: string | null;
  /** When it was met. */
  metAt: string | null;
  /** Minutes left (running, paused), overdue (overdue) or late (late); 0 otherwise. */
  minutes: number;
  /** The target itself, in minutes. */
  targetMinutes: number | null;
}

const MINUTE = 60_000;
const minutesBetween = (from: string | number, to: string | number) =>
  (new Date(to).getTime() - new Date(from).getTime()) / MINUTE;

/** One of the report's two targets at `now`. */
export function targetStatus(sla: ReportSla, target: SlaTarget, now: number): TargetStatus {
  const dueAt = target === 'acknowledge' ? sla.acknowledgeBy : sla.resolveBy;
  const metAt = target === 'acknowledge' ? sla.acknowledgedAt : sla.resolvedAt;
  const targetMinutes = target === 'acknowledge' ? sla.acknowledgeMinutes : sla.resolveMinutes;
  const base = { target, dueAt, metAt, targetMinutes };
  if (!dueAt) return { ...base, state: 'none', minutes: 0 };
  if (metAt) {
    const late = minutesBetween(dueAt, metAt);
    return late > 0 ? { ...base, state: 'late', minutes: late } : { ...base, state: 'met', minutes: 0 };
  }
  const left = minutesBetween(now, dueAt);
  if (left < 0) return { ...base, state: 'overdue', minutes: -left };
  if (target === 'resolve' && sla.pausedAt) return { ...base, state: 'paused', minutes: left };
  return { ...base, state: 'running', minutes: left };
}

/** The target the report is working against now: acknowledge until it is acknowledged, then resolve. */
export function currentTarget(sla: ReportSla, now: number): TargetStatus {
  return targetStatus(sla, sla.acknowledgedAt || sla.resolvedAt ? 'resolve' : 'acknowledge', now);
}

/** Less than a quarter of the target left: shown in amber. */
export function isDueSoon(status: TargetStatus): boolean {
  return status.state === 'running' && status.targetMinutes !== null && status.minutes <= status.targetMinutes / 4;
}

/** "2 h 10 min"; under a minute, "under 1 min". */
export function amount(minutes: number): string {
  return minutes < 1 ? 'under 1 min' : formatMinutes(Math.floor(minutes));
}

const VERB: Record<SlaTarget, string> = { acknowledge: 'acknowledge', resolve: 'resolve' };

/** The badge's words: "12 min left", "Overdue by 25 min", "On hold: 3 h left", "Resolved in time". */
export function statusLabel(status: TargetStatus): string {
  switch (status.state) {
    case 'running':
      return `${amount(status.minutes)} left`;
    case 'overdue':
      return `Overdue by ${amount(status.minutes)}`;
    case 'paused':
      return `On hold: ${amount(status.minutes)} left`;
    case 'met':
      return status.target === 'acknowledge' ? 'Acknowledged in time' : 'Resolved in time';
    case 'late':
      return `${status.target === 'acknowledge' ? 'Acknowledged' : 'Resolved'} ${amount(status.minutes)} late`;
    case 'none':
      return 'No target';
  }
}

/** What the label is about, for a screen reader and the queue's second line: "to acknowledge". */
export function targetPhrase(status: TargetStatus): string {
  return `to ${VERB[status.target]}`;
}
