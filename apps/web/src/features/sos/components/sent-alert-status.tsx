import clsx from 'clsx';
import { BadgeCheck, Clock } from 'lucide-react';
import type { SenderSosAlert } from '@safeogun/contract/sos-board';
import { useSentAlert } from '../api/use-sent-alert';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function describe(alert: SenderSosAlert): string {
  if (alert.status === 'sent') return 'Your alert was received. Waiting for a police station to acknowledge it...';
  if (!alert.acknowledgedAt) return 'The police have closed your alert.';
  const by = alert.acknowledgedBy ? ` by ${alert.acknowledgedBy}` : ' by the police';
  const closed = alert.status === 'closed' ? ' The police have since closed it.' : '';
  return `Your alert was acknowledged${by} at ${TIME.format(new Date(alert.acknowledgedAt))}.${closed}`;
}

/** Where the alert just sent stands with the police, said live: waiting, acknowledged (by which station), closed. */
export function SentAlertStatus({ alertId, className }: { alertId: string; className?: string }) {
  const { data: alert } = useSentAlert(alertId);
  const acknowledged = Boolean(alert?.acknowledgedAt);
  return (
    <p
      role="status"
      data-testid="sos-alert-status"
      data-status={alert?.status ?? 'loading'}
      className={clsx(
        'flex items-start gap-2 rounded-xl p-3 text-left text-sm',
        acknowledged ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900',
        className,
      )}
    >
      {acknowledged ? (
        <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      ) : (
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      <span>{alert ? describe(alert) : 'Checking your alert...'}</span>
    </p>
  );
}
