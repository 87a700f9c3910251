import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isReviewable, normaliseStatus, type IncidentStatus } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useLocalized } from '../../../lib/i18n';
import { useAnswerByTrackingId } from '../api/use-answer-by-tracking-id';
import { useNotificationsFor } from '../../../lib/live-notifications';
import { useIncident } from '../api/use-incident';
import { EvidenceGrid } from '../components/evidence-grid';
import { MessageThread } from '../../../components/message-thread';
import { ReviewDialog } from '../components/review-dialog';
import { StarRating } from '../../../components/ui/star-rating';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DATE_TIME } from '../lib/dates';
import { useReportDetailsMessages } from '../locales/report-details/messages';
import { Section } from '../../../components/ui/section';

/** The headings of the report's evidence and updates. */
const sectionTitle = 'mb-3 text-lg font-bold text-brand-900';

const STATUS_TEXT: Record<IncidentStatus, string> = {
  new: REPORT_MESSAGES.underReview,
  'in-progress': REPORT_MESSAGES.statusInProgress,
  'on-hold': REPORT_MESSAGES.statusOnHold,
  resolved: REPORT_MESSAGES.statusResolved,
  closed: REPORT_MESSAGES.statusClosed,
};

function statusText(status: string) {
  return STATUS_TEXT[normaliseStatus(status) ?? 'new'];
}

/** /reports/{id}: every field, evidence, updates, messages with the police, and 'Leave a Review' when Closed or Resolved. */
export default function ReportDetailsPage() {
  const { _, i18n } = useReportDetailsMessages();
  const localized = useLocalized();
  const { id } = useParams();
  const incident = useIncident(id);
  const [reviewing, setReviewing] = useState(false);
  // The reporter answers through the report's tracking ID (the same way as an anonymous reporter); the report reloads.
  const answer = useAnswerByTrackingId(incident.data?.ticketId ?? '', {
    onThread: () => incident.refetch(),
    onClosed: () => incident.refetch(),
  });
  // News of this report (a status change, a police note, a reply) shows here as it arrives.
  useNotificationsFor(id ? `/reports/${id}` : null, () => void incident.refetch());

  if (incident.isLoading) return <PageSpinner label={_('reportDetails.loading')} />;
  const r = incident.data;
  if (!r) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{localized(REPORT_MESSAGES.reportNotFound)}</h1>
        <Link to="/reports" className={buttonClasses('primary', 'mt-6')}>
          {_('reportDetails.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Link to="/reports" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {_('reportDetails.back')}
      </Link>
      <header className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{r.incidentType}</h1>
          <p className="text-sm text-slate-500">{_('reportDetails.ticketId', { ticketId: r.ticketId })}</p>
        </div>
        <StatusBadge status={r.incidentStatus} />
      </header>
      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-xs uppercase text-slate-500">{_('reportDetails.dateCreated')}</dt>
          <dd>{i18n.date(r.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{_('reportDetails.status')}</dt>
          <dd>{localized(statusText(r.incidentStatus))}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{_('reportDetails.submissionTime')}</dt>
          <dd>{i18n.date(r.submittedAt ?? r.createdAt, DATE_TIME)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{_('reportDetails.location')}</dt>
          <dd>
            {r.address ?? _('reportDetails.notGiven')}
            {r.lga ? (
              <span className="block text-xs text-slate-500">{_('reportDetails.lga', { lga: r.lga.name })}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{_('reportDetails.station')}</dt>
          <dd>{r.station?.formation ?? _('reportDetails.notAssigned')}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{_('reportDetails.identity')}</dt>
          <dd>{r.isIdentityHidden ? _('reportDetails.identityHidden') : _('reportDetails.identityVisible')}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs uppercase text-slate-500">{_('reportDetails.description')}</dt>
          <dd className="whitespace-pre-wrap">{r.description}</dd>
        </div>
      </dl>

      <Section title={_('reportDetails.evidence')} className="mt-6" titleClassName={sectionTitle}>
        <EvidenceGrid files={r.files} />
      </Section>

      {r.updates.length > 0 ? (
        <Section title={_('reportDetails.updates')} className="mt-6" titleClassName={sectionTitle}>
          <ol className="space-y-2">
            {r.updates.map((u, i) => (
              <li key={i} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <div className="flex items-center justify-between">
                  {u.status ? <StatusBadge status={u.status} /> : <span />}
                  <span className="text-xs text-slate-500">{i18n.date(u.date, DATE_TIME)}</span>
                </div>
                <p className="mt-1">{u.note}</p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {!r.isDraft && (r.messages.length > 0 || normaliseStatus(r.incidentStatus) !== 'closed') ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          <MessageThread
            title={_('reportDetails.thread.title')}
            viewer="reporter"
            messages={r.messages}
            canReply={normaliseStatus(r.incidentStatus) !== 'closed'}
            onSend={(body) => answer.mutateAsync(body)}
            sending={answer.isPending}
            hint={r.isIdentityHidden ? _('reportDetails.thread.hint') : undefined}
          />
        </div>
      ) : null}

      {r.review ? (
        <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-bold text-brand-900">{_('reportDetails.review.yours')}</h2>
          <StarRating value={r.review.rating} />
          <p className="mt-2 whitespace-pre-wrap text-sm">{r.review.comments}</p>
          {r.review.reply ? (
            <div className="mt-4 rounded-xl bg-brand-50 p-4">
              <h3 className="text-sm font-semibold text-brand-900">{_('reportDetails.review.reply')}</h3>
              {r.review.repliedAt ? (
                <p className="text-xs text-slate-500">{i18n.date(r.review.repliedAt, DATE_TIME)}</p>
              ) : null}
              <p className="mt-1 whitespace-pre-wrap text-sm">{r.review.reply}</p>
            </div>
          ) : null}
        </section>
      ) : isReviewable(r.incidentStatus) ? (
        <div className="mt-6">
          <Button onClick={() => setReviewing(true)}>{_('reportDetails.review.leave')}</Button>
          <ReviewDialog incidentId={r.id} open={reviewing} onOpenChange={setReviewing} />
        </div>
      ) : null}
    </div>
  );
}
