import { useState } from 'react';
import { Link } from 'react-router';
import type { Poll } from '@safeogun/contract/community';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { pluralCount } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useVote } from '../api/community';
import { useCommunityMessages } from '../locales/community/messages';

/** A poll: its options to vote on, or its results as a bar chart once the resident voted or it closed. */
export function PollCard({ poll, headingLevel = 'h3' }: { poll: Poll; headingLevel?: 'h1' | 'h3' }) {
  const { _ } = useCommunityMessages();
  const session = useSession();
  const vote = useVote(poll.id);
  const [choice, setChoice] = useState<number | null>(null);
  const Heading = headingLevel;
  const results = poll.results;
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`poll-${poll.id}`}>
      <Heading id={`poll-${poll.id}`} className="font-semibold text-brand-900">
        <Link to={`/community/polls/${poll.id}`} className="hover:underline">
          {poll.question}
        </Link>
      </Heading>
      <p className="text-sm text-slate-600">
        {poll.closed
          ? _('community.poll.closed')
          : _('community.poll.closes', { date: new Date(poll.closesAt).toLocaleString() })}
      </p>
      {results ? (
        <ul className="mt-3 space-y-2" aria-label={_('community.poll.results')}>
          {poll.options.map((option) => {
            const votes = results.counts.find((c) => c.optionId === option.id)?.votes ?? 0;
            const share = results.total ? Math.round((votes / results.total) * 100) : 0;
            return (
              <li key={option.id}>
                <div className="flex justify-between text-sm">
                  <span>{option.text}</span>
                  <span>{_('community.poll.votes', { ...pluralCount(votes), share })}</span>
                </div>
                <div className="h-3 rounded bg-slate-100" aria-hidden="true">
                  <div className="h-3 rounded bg-brand-600" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
          <li className="text-sm text-slate-600">{_('community.poll.total', pluralCount(results.total))}</li>
        </ul>
      ) : null}
      {!poll.voted && !poll.closed ? (
        session ? (
          <form
            className="mt-3 space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (choice === null) return;
              vote.mutate(choice, {
                onError: (error) => toast.error(errorMessage(error, _('community.poll.voteFailed'))),
              });
            }}
          >
            <fieldset>
              <legend className="sr-only">{poll.question}</legend>
              {poll.options.map((option) => (
                <label key={option.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`poll-${poll.id}-option`}
                    value={option.id}
                    checked={choice === option.id}
                    onChange={() => setChoice(option.id)}
                  />
                  {option.text}
                </label>
              ))}
            </fieldset>
            <Button type="submit" disabled={choice === null || vote.isPending}>
              {_('community.poll.vote')}
            </Button>
          </form>
        ) : (
          <p className="mt-3 text-sm">
            <Link to="/login" className="text-brand-700 underline">
              {_('community.poll.signIn')}
            </Link>
          </p>
        )
      ) : null}
    </article>
  );
}
