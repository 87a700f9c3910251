import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, EyeOff, Pause, Timer, VenetianMask } from 'lucide-react';
import type { ReporterIdentity } from '@safeogun/contract/casework';
import type { ReportSla } from '@safeogun/contract/sla';
import { escalationLabel } from '../lib/case-events';
import { formatFull } from '../../../lib/time';
import { currentTarget, isDueSoon, statusLabel, targetPhrase, type TargetState } from '../lib/sla';

const badge = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';

const SLA_TONES: Record<TargetState, string> = {
  overdue: 'bg-red-100 text-red-800',
  running: 'bg-slate-100 text-slate-800',
  paused: 'bg-slate-200 text-slate-800',
  met: 'bg-emerald-50 text-emerald-800',
  late: 'bg-amber-50 text-amber-900',
  none: 'bg-slate-100 text-slate-700',
};

const SLA_ICONS: Record<TargetState, typeof Timer> = {
  overdue: AlertTriangle,
  running: Timer,
  paused: Pause,
  met: CheckCircle2,
  late: CheckCircle2,
  none: Timer,
};

/**
 * The response-time target running now (decision 011): the time left or overdue, on hold, or how the report was
 * resolved. `detail` adds what the time is for ("to acknowledge") on the badge itself; otherwise only a screen
 * reader hears it, and the queue's table says it on a line of its own.
 */
export function SlaBadge({ sla, now, detail = false }: { sla: ReportSla; now: number; detail?: boolean }) {
  const status = currentTarget(sla, now);
  const Icon = SLA_ICONS[status.state];
  const running = status.state === 'running' || status.state === 'overdue' || status.state === 'paused';
  const phrase = running ? ` ${targetPhrase(status)}` : '';
  return (
    <span
      className={clsx(badge, isDueSoon(status) ? 'bg-amber-100 text-amber-900' : SLA_TONES[status.state])}
      title={status.dueAt ? `Due ${formatFull(status.dueAt)}` : undefined}
      data-testid="sla-badge"
      data-sla-state={status.state}
    >
      <Icon className="h-3 w-3" aria-hidden="true" />
      {statusLabel(status)}
      {detail ? phrase : <span className="sr-only">{phrase}</span>}
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
