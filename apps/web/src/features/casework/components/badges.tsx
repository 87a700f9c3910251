import clsx from 'clsx';
import { AlertTriangle, EyeOff, Timer, VenetianMask } from 'lucide-react';
import type { ReporterIdentity } from '@safeogun/contract/casework';
import { escalationLabel } from '../lib/case-events';
import { formatClock, formatFull } from '../../../lib/time';

const badge = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * The response-time target (SLA): the due time once targets apply, "Overdue" when it has passed on an open report.
 * Until targets are configured (part 2), most reports have none.
 */
export function SlaBadge({ dueAt, overdue, now }: { dueAt: string | null; overdue: boolean; now: number }) {
  if (overdue) {
    return (
      <span className={clsx(badge, 'bg-red-100 text-red-800')} title={dueAt ? `Was due ${formatFull(dueAt)}` : ''}>
        <AlertTriangle className="h-3 w-3" aria-hidden="true" />
        Overdue
      </span>
    );
  }
  if (!dueAt) {
    return (
      <span className="text-xs text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No target yet</span>
      </span>
    );
  }
  return (
    <span className={clsx(badge, 'bg-slate-100 text-slate-700')} title={`Due ${formatFull(dueAt)}`}>
      <Timer className="h-3 w-3" aria-hidden="true" />
      Due {formatClock(dueAt, now)}
    </span>
  );
}

/** "Hidden" (the reporter chose not to be identified to the police) or "Anonymous"; nothing for a named reporter. */
export function IdentityBadge({ identity }: { identity: ReporterIdentity }) {
  if (identity === 'hidden') {
    return (
      <span className={clsx(badge, 'bg-violet-100 text-violet-800')} title="The reporter chose to hide their identity">
        <EyeOff className="h-3 w-3" aria-hidden="true" />
        Hidden
      </span>
    );
  }
  if (identity === 'anonymous') {
    return (
      <span className={clsx(badge, 'bg-slate-200 text-slate-800')} title="Reported anonymously">
        <VenetianMask className="h-3 w-3" aria-hidden="true" />
        Anonymous
      </span>
    );
  }
  return <span className="sr-only">Named reporter</span>;
}

export function EscalationBadge({ level }: { level: number }) {
  const label = escalationLabel(level);
  if (!label) return null;
  return <span className={clsx(badge, 'bg-orange-100 text-orange-900')}>Escalated: {label}</span>;
}
