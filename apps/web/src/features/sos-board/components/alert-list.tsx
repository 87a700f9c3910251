import clsx from 'clsx';
import { Link } from 'react-router';
import { Mic, UserCheck } from 'lucide-react';
import type { PoliceSosAlert } from '@safeogun/contract/sos';
import { formatFull, formatSince } from '../../../lib/time';
import { assigneeLabel } from '../lib/labels';
import { AlertStatusBadge, EscalatedBadge, FalseAlertFlag } from './alert-badges';

/** The alerts as cards, newest first; each opens the alert (`selected` is the one open). */
export function AlertList({
  alerts,
  selected,
  now,
  empty,
}: {
  alerts: PoliceSosAlert[];
  selected: string | undefined;
  now: number;
  empty: string;
}) {
  if (!alerts.length) return <p className="rounded-lg bg-white p-4 text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-2" data-testid="sos-alert-list">
      {alerts.map((alert) => {
        const current = alert.id === selected;
        const assignee = assigneeLabel(alert);
        return (
          <li key={alert.id}>
            <Link
              to={`/console/sos/${alert.id}`}
              aria-current={current ? 'true' : undefined}
              data-testid={`sos-card-${alert.id}`}
              className={clsx(
                'block rounded-xl border bg-white p-3 shadow-sm hover:border-brand-400',
                current ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200',
                alert.status === 'new' && !current && 'border-l-4 border-l-red-600',
              )}
            >
              <span className="flex flex-wrap items-center gap-2">
                <AlertStatusBadge status={alert.status} />
                <span className="font-semibold text-slate-900">{alert.location.lga ?? 'Place unknown'}</span>
                <time
                  dateTime={alert.receivedAt}
                  title={formatFull(alert.receivedAt)}
                  className="ml-auto text-xs font-semibold tabular-nums text-slate-700"
                >
                  {formatSince(alert.receivedAt, now)} ago
                </time>
              </span>
              <span className="mt-1 line-clamp-2 block break-words text-sm text-slate-800">{alert.comment}</span>
              <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                {alert.audio ? (
                  <span className="inline-flex items-center gap-1">
                    <Mic className="h-3 w-3" aria-hidden="true" /> Voice note
                  </span>
                ) : null}
                {assignee ? (
                  <span className="inline-flex items-center gap-1">
                    <UserCheck className="h-3 w-3" aria-hidden="true" /> {assignee}
                  </span>
                ) : null}
                <EscalatedBadge alert={alert} />
                <FalseAlertFlag alert={alert} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
