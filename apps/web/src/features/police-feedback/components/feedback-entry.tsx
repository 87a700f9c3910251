import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EyeOff, UserCheck } from 'lucide-react';
import type { PoliceFeedbackEntry } from '@safeogun/contract/police-feedback';
import { ROLE_LABELS, type Role } from '@safeogun/contract/roles';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { formatDateTime } from '../../../lib/format';
import { ReplyForm } from './reply-form';

const roleLabel = (role: string) => (role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role);

/** What the entry is about: the reviewed case, the station, or (State HQ) the officer the citizen named. */
function Subject({ entry }: { entry: PoliceFeedbackEntry }) {
  if (entry.incident)
    return (
      <>
        Case{' '}
        <Link
          to={`/console/incidents/${entry.incident.id}`}
          className="font-mono font-semibold text-brand-700 underline"
        >
          {entry.incident.ticketId}
        </Link>{' '}
        ({entry.incident.incidentType}){entry.station ? ` · ${entry.station.formation}` : ''}
      </>
    );
  if (entry.officerName) return <>Officer named by the citizen: {entry.officerName}</>;
  return <>{entry.station?.formation ?? 'No station'}</>;
}

/** Who wrote it, as far as the police may know. */
function Sender({ entry }: { entry: PoliceFeedbackEntry }) {
  if (entry.reviewerName) return <>By {entry.reviewerName}</>;
  return (
    <span className="inline-flex items-center gap-1">
      <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
      {entry.kind === 'review' ? 'Identity hidden at the citizen’s request' : 'Sender not shown to the police'}
    </span>
  );
}

/** One review or feedback: rating, words, where it is about, who (when allowed), the reply and a reply box. */
export function FeedbackEntryCard({ entry }: { entry: PoliceFeedbackEntry }) {
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // The reply box closed (sent or cancelled): the focus goes back to the button that opened it, once it is there.
  const wasReplying = useRef(false);
  useEffect(() => {
    if (wasReplying.current && !replying) replyButton.current?.focus();
    wasReplying.current = replying;
  }, [replying]);
  const label = entry.kind === 'review' ? 'Case review' : `Feedback · ${entry.feedbackType ?? 'Other'}`;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4" data-testid="feedback-entry">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{label}</span>
          {entry.handledByMe ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <UserCheck className="h-3 w-3" aria-hidden="true" /> You handled this case
            </span>
          ) : null}
        </h3>
        <time dateTime={entry.createdAt} className="text-xs text-slate-600">
          {formatDateTime(entry.createdAt)}
        </time>
      </header>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        {entry.rating ? (
          <StarRating value={entry.rating} />
        ) : (
          <span className="text-sm text-slate-600">No rating (this type carries none)</span>
        )}
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{entry.comment}</p>
      <p className="mt-2 text-xs text-slate-600">
        <Subject entry={entry} />
      </p>
      <p className="mt-1 text-xs text-slate-600">
        <Sender entry={entry} />
      </p>
      {entry.reply && !replying ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-xs font-semibold text-slate-700">
            Reply
            {entry.repliedBy
              ? ` from ${entry.repliedBy.fullName ?? 'a former account'} · ${roleLabel(entry.repliedBy.role)}`
              : ''}
            {entry.repliedAt ? ` · ${formatDateTime(entry.repliedAt)}` : ''}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{entry.reply}</p>
        </div>
      ) : null}
      {replying ? (
        <ReplyForm entry={entry} onDone={() => setReplying(false)} />
      ) : (
        <Button ref={replyButton} variant="secondary" className="mt-3" onClick={() => setReplying(true)}>
          {entry.reply ? 'Replace reply' : 'Reply'}
        </Button>
      )}
    </article>
  );
}
