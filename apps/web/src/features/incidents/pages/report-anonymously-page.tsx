import { lazy, Suspense, useEffect, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { ReportFormPart } from '../components/report-form-part';
import { useReportPagesMessages } from '../locales/report-pages/messages';
import { OutboxSection } from '../../../components/outbox/outbox-section';
import { ANONYMOUS_OWNER } from '../../../lib/outbox';
import { useUserId } from '../../../lib/session';

// Tracking a report (its form, the conversation with the police, their zod schemas) is never on this page's first
// paint: its code loads once the page has rendered, not in its first load (issue 17).
const loadTrackForm = () => import('../components/track-form');
const TrackForm = lazy(() => loadTrackForm().then((module) => ({ default: module.TrackForm })));

/** /report-anonymously: type, description and media, for anyone; stored with no link to an account. */
export default function ReportAnonymouslyPage() {
  const { _ } = useReportPagesMessages();
  useEffect(() => void loadTrackForm().catch(() => undefined), []);
  const [trackId, setTrackId] = useState<string | null>(null);
  // A signed-in person's waiting reports are on their dashboard; a signed-out person's anonymous ones here.
  const userId = useUserId();
  return (
    <>
      <PageHeader title={_('reportPages.anonymous.title')} subtitle={_('reportPages.anonymous.subtitle')} />
      <div className="mx-auto max-w-2xl px-4 py-6">
        {userId ? null : <OutboxSection owners={[ANONYMOUS_OWNER]} className="mb-6" />}
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          {trackId === null ? (
            <ReportFormPart anonymous onCheckStatus={setTrackId} />
          ) : (
            <Suspense fallback={null}>
              <TrackForm key={trackId} initialId={trackId} />
            </Suspense>
          )}
        </div>
      </div>
    </>
  );
}
