import { ArrowUpCircle, Flag } from 'lucide-react';
import type { PoliceSosAlert } from '@safeogun/contract/sos';
import { Badge } from '../../../components/ui/badge';
import { STATUS_CLASSES, STATUS_LABELS, escalationLabel } from '../lib/labels';

export function AlertStatusBadge({ status }: { status: PoliceSosAlert['status'] }) {
  return (
    <Badge compact className={STATUS_CLASSES[status]}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** How far up an unacknowledged alert has gone (nothing at the station level). */
export function EscalatedBadge({ alert }: { alert: Pick<PoliceSosAlert, 'escalation'> }) {
  const label = escalationLabel(alert.escalation.level);
  if (!label) return null;
  return (
    <Badge compact className="bg-orange-100 text-orange-900">
      <ArrowUpCircle className="h-3 w-3" aria-hidden="true" /> Escalated: {label}
    </Badge>
  );
}

/**
 * The sender's false-alert record: flagged for HQ, or earlier false alerts; for a hidden sender State HQ's one bit.
 * Nothing for a clean record.
 */
export function FalseAlertFlag({
  alert,
}: {
  alert: Pick<PoliceSosAlert, 'flagged' | 'falseAlertCount' | 'priorFalseAlerts'>;
}) {
  const count = alert.falseAlertCount ?? 0;
  const text = alert.flagged
    ? `Sender flagged: ${count} false ${count === 1 ? 'alert' : 'alerts'}`
    : count > 0
      ? `${count} earlier false ${count === 1 ? 'alert' : 'alerts'}`
      : alert.priorFalseAlerts
        ? 'Hidden sender had an earlier false alert'
        : null;
  if (!text) return null;
  return (
    <Badge
      compact
      className={alert.flagged ? 'bg-red-100 text-red-900' : 'bg-yellow-100 text-yellow-900'}
      data-testid="false-alert-flag"
    >
      <Flag className="h-3 w-3" aria-hidden="true" /> {text}
    </Badge>
  );
}
