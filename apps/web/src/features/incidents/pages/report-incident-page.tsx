import { useState } from 'react';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session';
import { ReportForm } from '../components/report-form';
import { TrackForm } from '../components/track-form';

type Tab = 'report' | 'track';
const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** /report-incident: the two tabs when signed out (report, track); the full form when signed in. */
export default function ReportIncidentPage() {
  const session = useSession();
  const [tab, setTab] = useState<Tab>('report');
  const [trackId, setTrackId] = useState('');
  return (
    <>
      <PageHeader title="Report an Incident" subtitle="Tell the police what happened. It takes less than a minute." />
      <div className="mx-auto max-w-2xl px-4 py-6">
        {session ? (
          <div className={card}>
            <ReportForm />
          </div>
        ) : (
          <Tabs
            label="Report or track"
            value={tab}
            onValueChange={setTab}
            tabs={[
              { value: 'report', label: 'Report An Incident' },
              { value: 'track', label: 'Track an Anonymous Report' },
            ]}
          >
            <TabPanel value="report" className={card}>
              <ReportForm
                onCheckStatus={(id) => {
                  setTrackId(id);
                  setTab('track');
                }}
              />
            </TabPanel>
            <TabPanel value="track" className={card}>
              <TrackForm key={trackId} initialId={trackId} />
            </TabPanel>
          </Tabs>
        )}
      </div>
    </>
  );
}
