import { ArrowUpCircle, BadgeCheck, CheckCircle2, Flag, MessageSquare, Siren, UserCheck } from 'lucide-react';
import type { SosHistoryEntry } from '@safeogun/contract/sos-board';
import { formatFull } from '../../../lib/time';
import { entryAuthor, entryTitle } from '../lib/labels';

const ICONS: Record<SosHistoryEntry['kind'], typeof BadgeCheck> = {
  sent: Siren,
  acknowledged: BadgeCheck,
  assigned: UserCheck,
  note: MessageSquare,
  escalated: ArrowUpCircle,
  attended: CheckCircle2,
  'false-alert': Flag,
};

/** Everything that happened to the alert, newest first: what, who, when. */
export function AlertHistory({ history }: { history: SosHistoryEntry[] }) {
  return (
    <ol className="space-y-3" data-testid="sos-history">
      {[...history].reverse().map((entry) => {
        const Icon = ICONS[entry.kind];
        return (
          <li key={entry.id} className="flex gap-3">
            <span
              className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-700"
              aria-hidden="true"
            >
              <Icon className="h-4 w-4" />
            </span>
            <div className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold text-slate-900">{entryTitle(entry)}</p>
              {entry.note ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{entry.note}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                {entryAuthor(entry)} · <time dateTime={entry.at}>{formatFull(entry.at)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
