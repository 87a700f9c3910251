import { lazy, Suspense, useEffect, useState } from 'react';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session';
import { ReportFormPart } from '../components/report-form-part';
import { useReportPagesMessages } from '../locales/report-pages/messages';

// Tracking a report (its form, the conversation with the police, their zod schemas) is never on this page's first
// paint: its code loads once the page has rendered, not in its first load (issue 17).
const loadTrackForm = () => import('../components/track-form');
const TrackForm = lazy(() => loadTrackForm().then((module) => ({ default: module.TrackForm })));

type Tab = 'report' | 'track';
const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** /report-incident: the two tabs when signed out (report, track); the full form when signed in. */
export default function ReportIncidentPage() {
  const { _ } = useReportPagesMessages();
  useEffect(() => void loadTrackForm().catch(() => undefined), []);
  const session = useSession();
  const [tab, setTab] = useState<Tab>('report');
  const [trackId, setTrackId] = useState('');
  return (
    <>
      <PageHeader title={_('reportPages.incident.title')} subtitle={_('reportPages.incident.subtitle')} />
      <div className="mx-auto max-w-2xl px-4 py-6">
        {session ? (
          <div className={card}>
            <ReportFormPart />
          </div>
        ) : (
          <Tabs
            label={_('reportPages.incident.tabs')}
            value={tab}
            onValueChange={setTab}
            tabs={[
              { value: 'report', label: _('reportPages.incident.reportTab') },
              { value: 'track', label: _('reportPages.incident.trackTab') },
            ]}
          >
            <TabPanel value="report" className={card}>
              <ReportFormPart
                onCheckStatus={(id) => {
                  setTrackId(id);
                  setTab('track');
                }}
              />
            </TabPanel>
            <TabPanel value="track" className={card}>
              <Suspense fallback={null}>
                <TrackForm key={trackId} initialId={trackId} />
              </Suspense>
            </TabPanel>
          </Tabs>
        )}
      </div>
    </>
  );
}
