import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { trackFormSchema, type TrackResult } from '@safeogun/contract/incidents';
import type { ThreadMessage } from '@safeogun/contract/thread';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useLocalized } from '../../../lib/i18n';
import { useAnswerByTrackingId } from '../api/use-answer-by-tracking-id';
import { useTrack } from '../api/use-track';
import { MessageThread } from '../../../components/message-thread';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DATE_TIME } from '../lib/dates';
import { useTrackMessages } from '../locales/track/messages';
import { Field } from '../../../components/ui/field';

/** The conversation of a tracked report: the reporter reads the police's messages and answers them. */
function TrackedThread({ result }: { result: TrackResult }) {
  const { _ } = useTrackMessages();
  const [thread, setThread] = useState<ThreadMessage[]>(result.messages);
  const [closed, setClosed] = useState(!result.canReply);
  const answer = useAnswerByTrackingId(result.trackingId, { onThread: setThread, onClosed: () => setClosed(true) });
  return (
    <MessageThread
      title={_('track.thread.title')}
      viewer="reporter"
      messages={thread}
      canReply={!closed}
      hint={_('track.thread.hint')}
      onSend={(body) => answer.mutateAsync(body)}
      sending={answer.isPending}
    />
  );
}

/**
 * Track a report by its tracking ID: status, date submitted, type, public updates, the conversation. `initialId`
 * (from Check status on the anonymous confirmation) is filled in and looked up at once.
 */
export function TrackForm({ initialId = '' }: { initialId?: string }) {
  const { _, i18n } = useTrackMessages();
  const localized = useLocalized();
  const { register, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(trackFormSchema),
    defaultValues: { trackingId: initialId },
  });
  const track = useTrack();
  const { mutate } = track;
  useEffect(() => {
    if (initialId.trim()) mutate(initialId.trim());
  }, [initialId, mutate]);
  const blank = watch('trackingId').trim() === '';

  if (track.data) {
    const r = track.data;
    return (
      <section aria-labelledby="track-result" className="space-y-4">
        <h2 id="track-result" className="text-lg font-bold text-brand-900">
          {_('track.result.heading', { trackingId: r.trackingId })}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase text-slate-500">{_('track.result.status')}</dt>
            <dd>
              <StatusBadge status={r.status} />
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{_('track.result.dateSubmitted')}</dt>
            <dd className="text-sm">{i18n.date(r.dateSubmitted)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{_('track.result.report')}</dt>
            <dd className="text-sm">{r.incidentType}</dd>
          </div>
        </dl>
        {r.updates.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-800">{_('track.result.updates')}</h3>
            <ol className="mt-2 space-y-2">
              {r.updates.map((u, i) => (
                <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    {u.status ? <StatusBadge status={u.status} /> : <span />}
                    <span className="text-xs text-slate-500">{i18n.date(u.date, DATE_TIME)}</span>
                  </div>
                  <p className="mt-1 text-slate-700">{u.note}</p>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <TrackedThread key={r.trackingId} result={r} />
        <Button
          variant="secondary"
          onClick={() => {
            track.reset();
            reset({ trackingId: '' });
          }}
        >
          {_('track.searchAnother')}
        </Button>
      </section>
    );
  }

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => void handleSubmit(({ trackingId }) => track.mutate(trackingId))(event)}
    >
      <Field label={_('track.form.label')} id="tracking-id" className="space-y-1">
        <input
          id="tracking-id"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={_('track.form.placeholder')}
          {...register('trackingId', {
            // Typing again clears the previous error (section 4).
            onChange: () => {
              if (track.isError) track.reset();
            },
          })}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3 font-mono text-sm uppercase focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        {blank ? <p className="text-xs text-slate-500">{localized(REPORT_MESSAGES.trackingIdRequired)}</p> : null}
      </Field>
      {track.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(track.error, REPORT_MESSAGES.trackingNotFound)}
        </p>
      ) : null}
      <Button type="submit" disabled={blank || track.isPending}>
        {track.isPending ? _('track.searching') : _('track.submit')}
      </Button>
    </form>
  );
}
