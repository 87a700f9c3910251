import { AlertTriangle, CheckCircle2, EyeOff, Pause, Timer, VenetianMask } from 'lucide-react';
import type { ReporterIdentity } from '@safeogun/contract/casework';
import type { ReportSla } from '@safeogun/contract/sla';
import { Badge } from '../../../components/ui/badge';
import { escalationLabel } from '../lib/case-events';
import { formatFull } from '../../../lib/time';
import { currentTarget, isDueSoon, statusLabel, targetPhrase, type TargetState } from '../lib/sla';

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
    <Badge
      compact
      className={isDueSoon(status) ? 'bg-amber-100 text-amber-900' : SLA_TONES[status.state]}
      title={status.dueAt ? `Due ${formatFull(status.dueAt)}` : undefined}
      data-testid="sla-badge"
      data-sla-state={status.state}
    >
      <Icon className="h-3 w-3" aria-hidden="true" />
      {statusLabel(status)}
      {detail ? phrase : <span className="sr-only">{phrase}</span>}
    </Badge>
  );
}

/** The badge of a reporter the police may not name: one who chose to hide their identity, or an anonymous one. */
const UNNAMED_REPORTERS = {
  hidden: {
    label: 'Hidden',
    icon: EyeOff,
    title: 'The reporter chose to hide their identity',
    tone: 'bg-violet-100 text-violet-800',
  },
  anonymous: {
    label: 'Anonymous',
    icon: VenetianMask,
    title: 'Reported anonymously',
    tone: 'bg-slate-200 text-slate-800',
  },
} as const;

/** "Hidden" (the reporter chose not to be identified to the police) or "Anonymous"; nothing for a named reporter. */
export function IdentityBadge({ identity }: { identity: ReporterIdentity }) {
  if (identity === 'named') return <span className="sr-only">Named reporter</span>;
  const { label, icon: Icon, title, tone } = UNNAMED_REPORTERS[identity];
  return (
    <Badge compact className={tone} title={title}>
      <Icon className="h-3 w-3" aria-hidden="true" />
      {label}
    </Badge>
  );
}

export function EscalationBadge({ level }: { level: number }) {
  const label = escalationLabel(level);
  if (!label) return null;
  return (
    <Badge compact className="bg-orange-100 text-orange-900">
      Escalated: {label}
    </Badge>
  );
}
