import { Link } from 'react-router';
import clsx from 'clsx';
import type { SecurityAlert } from '@safeogun/contract/community';
import { useCommunityMessages } from '../locales/community/messages';

const TONE = {
  info: 'border-sky-300 bg-sky-50',
  warning: 'border-amber-400 bg-amber-50',
  danger: 'border-red-500 bg-red-50',
} as const;

/** A security alert: its severity, its places and its text, linking to its own page. */
export function AlertCard({ alert }: { alert: SecurityAlert }) {
  const { _ } = useCommunityMessages();
  return (
    <article className={clsx('rounded-lg border-l-4 p-4', TONE[alert.severity])} aria-labelledby={`alert-${alert.id}`}>
      <p className="text-xs font-semibold uppercase tracking-wide">{_(`community.severity.${alert.severity}`)}</p>
      <h3 id={`alert-${alert.id}`} className="font-semibold text-slate-900">
        <Link to={`/community/alerts/${alert.id}`} className="hover:underline">
          {alert.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-700">{alert.body}</p>
      <p className="mt-1 text-xs text-slate-600">
        {alert.lgas.length ? alert.lgas.join(', ') : _('community.alert.wholeState')}
      </p>
    </article>
  );
}
