import clsx from 'clsx';
import {
  ArrowUpCircle,
  BadgeCheck,
  EyeOff,
  Inbox,
  LockKeyhole,
  Mail,
  MessageSquare,
  RotateCw,
  Shuffle,
  Smartphone,
} from 'lucide-react';
import type { CaseEvent, PoliceCase } from '@safeogun/contract/casework';
import { eventAuthor, eventTitle, newestFirst } from '../lib/case-events';
import { formatFull } from '../../../lib/time';

const ICONS: Record<CaseEvent['kind'], typeof BadgeCheck> = {
  status: RotateCw,
  note: MessageSquare,
  acknowledged: BadgeCheck,
  rerouted: Shuffle,
  escalated: ArrowUpCircle,
  'map-visibility': EyeOff,
  message: Mail,
  'sms-delivery': Smartphone,
};

/**
 * Everything done on the report, newest first: who, when, and whether the reporter sees it; its filing closes the
 * list.
 */
export function CaseHistory({ incident }: { incident: Pick<PoliceCase, 'history' | 'submittedAt' | 'identity'> }) {
  const { history } = incident;
  return (
    <ol className="space-y-3" data-testid="case-history">
      {newestFirst(history).map((event) => {
        const Icon = ICONS[event.kind] ?? RotateCw;
        return (
          <li key={event.id} className="flex gap-3" data-testid="history-entry">
            <span
              className={clsx(
                'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
                event.isPublic ? 'bg-brand-100 text-brand-800' : 'bg-slate-200 text-slate-700',
              )}
              aria-hidden="true"
            >
              <Icon className="h-4 w-4" />
            </span>
            <div className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="font-semibold text-slate-900">{eventTitle(event)}</p>
                {event.kind === 'message' && event.details?.['from'] === 'reporter' ? (
                  <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">
                    From the reporter
                  </span>
                ) : event.isPublic ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Reporter sees this
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    <LockKeyhole className="h-3 w-3" aria-hidden="true" /> Internal
                  </span>
                )}
              </div>
              {event.note ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{event.note}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                {eventAuthor(event)} · <time dateTime={event.at}>{formatFull(event.at)}</time>
              </p>
            </div>
          </li>
        );
      })}
      <li className="flex gap-3">
        <span
          className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-800"
          aria-hidden="true"
        >
          <Inbox className="h-4 w-4" />
        </span>
        <div className="min-w-0 flex-1 rounded-lg border border-dashed border-slate-300 bg-white p-3">
          <p className="font-semibold text-slate-900">Report received</p>
          <p className="mt-1 text-xs text-slate-600">
            {incident.identity === 'anonymous' ? 'Filed anonymously' : 'Filed by the reporter'} ·{' '}
            <time dateTime={incident.submittedAt}>{formatFull(incident.submittedAt)}</time>
          </p>
        </div>
      </li>
    </ol>
  );
}
