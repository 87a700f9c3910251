import clsx from 'clsx';
import { BadgeCheck, Clock } from 'lucide-react';
import type { SenderSosAlert } from '@safeogun/contract/sos-board';
import { useSentAlert } from '../api/use-sent-alert';
import { useSosMessages } from '../locales/sos/messages';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

type Translate = ReturnType<typeof useSosMessages>['_'];

function describe(alert: SenderSosAlert, _: Translate): string {
  if (alert.status === 'sent') return _('sos.status.waiting');
  if (!alert.acknowledgedAt) return _('sos.status.closedUnacknowledged');
  const time = TIME.format(new Date(alert.acknowledgedAt));
  const acknowledged = alert.acknowledgedBy
    ? _('sos.status.acknowledgedBy', { station: alert.acknowledgedBy, time })
    : _('sos.status.acknowledged', { time });
  return alert.status === 'closed' ? `${acknowledged} ${_('sos.status.sinceClosed')}` : acknowledged;
}

/** Where the alert just sent stands with the police, said live: waiting, acknowledged (by which station), closed. */
export function SentAlertStatus({ alertId, className }: { alertId: string; className?: string }) {
  const { _ } = useSosMessages();
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
      <span>{alert ? describe(alert, _) : _('sos.status.checking')}</span>
    </p>
  );
}
