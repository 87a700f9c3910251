import { useState } from 'react';
import clsx from 'clsx';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session';
import { ReportForm } from '../components/report-form';
import { TrackForm } from '../components/track-form';

type Tab = 'report' | 'track';

/** /report-incident: the two tabs when signed out (report, track); the full form when signed in. */
export default function ReportIncidentPage() {
  const session = useSession();
  const [tab, setTab] = useState<Tab>('report');
  const [trackId, setTrackId] = useState('');
  return (
    <>
      <PageHeader title="Report an Incident" subtitle="Tell the police what happened. It takes less than a minute." />
      <div className="mx-auto max-w-2xl px-4 py-6">
        {!session ? (
          <div
            role="tablist"
            aria-label="Report or track"
            className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
          >
            {(
              [
                ['report', 'Report An Incident'],
                ['track', 'Track an Anonymous Report'],
              ] as const
            ).map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={tab === id}
                className={clsx(
                  'min-h-11 rounded-md px-3 text-sm font-semibold',
                  tab === id ? 'bg-white text-brand-800 shadow' : 'text-slate-600',
                )}
                onClick={() => setTab(id)}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          {session || tab === 'report' ? (
            <ReportForm
              onCheckStatus={(id) => {
                setTrackId(id);
                setTab('track');
              }}
            />
          ) : (
            <TrackForm key={trackId} initialId={trackId} />
          )}
        </div>
      </div>
    </>
  );
}
