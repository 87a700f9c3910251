import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FileWarning, Phone, Siren } from 'lucide-react';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useLocalized } from '../../../lib/i18n';
import { SavedNotice } from '../../../components/saved-notice';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useIncidents } from '../api/use-incidents';
import { IncidentTable } from '../components/incident-table';
import { useDashboardMessages } from '../locales/dashboard/messages';
import { OutboxSection } from '../../../components/outbox/outbox-section';

/**
 * /dashboard: greeting, actions, Recent Reports paged by 10, the floating SOS button. `banner` (composed in by
 * app/pages/dashboard-page.tsx: the security alerts for the resident's area) shows above the greeting.
 */
export default function DashboardPage({ banner }: { banner?: ReactNode }) {
  const { _ } = useDashboardMessages();
  const localized = useLocalized();
  const session = useSession();
  const [page, setPage] = useState(1);
  const reports = useIncidents(page);
  useEffect(() => {
    if (reports.isError) toast.error(localized(REPORT_MESSAGES.fetchIncidentsFailed));
  }, [reports.isError, localized]);
  const list = reports.data?.incidents;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {banner}
      <header className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-brand-100">{_('dashboard.welcome')}</p>
          <h1 className="text-2xl font-bold">{session?.user.fullName ?? _('dashboard.citizen')}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/emergency-contact" className={buttonClasses('secondary')}>
            <Phone className="h-4 w-4" aria-hidden="true" /> {_('dashboard.emergencyContact')}
          </Link>
          <Link
            to="/report-incident"
            className={buttonClasses('primary', 'bg-accent-400 text-brand-900 hover:bg-accent-500')}
          >
            <FileWarning className="h-4 w-4" aria-hidden="true" /> {_('dashboard.report')}
          </Link>
        </div>
      </header>

      {session ? <OutboxSection owners={[session.user.id]} className="mt-8" /> : null}

      <section aria-labelledby="recent-reports" className="mt-8">
        <h2 id="recent-reports" className="mb-3 text-lg font-bold text-brand-900">
          {_('dashboard.recent')}
        </h2>
        <SavedNotice query={reports} className="mb-3" />
        {reports.isLoading ? (
          <Spinner label={_('dashboard.loading')} />
        ) : reports.isError && !list ? (
          <p className="text-sm text-red-700">{localized(REPORT_MESSAGES.fetchIncidentsFailed)}</p>
        ) : !list || list.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {localized(REPORT_MESSAGES.noReportsYet)}
          </div>
        ) : (
          <>
            <IncidentTable incidents={list.data} />
            <Pagination page={page} totalPages={list.pagination.totalPages} onChange={setPage} />
          </>
        )}
      </section>

      {/* The label sits inside the red button (white on red-700, 6.4:1; the red-700 label under it read 2.4:1 on
          the footer), ringed in white so it stands out on the dark footer; the footer leaves room under it at the
          page's end (index.css, data-floating-action). */}
      <Link
        to="/sos"
        data-floating-action
        className="fixed right-4 bottom-4 z-40 flex h-16 w-16 flex-col items-center justify-center rounded-full bg-red-700 text-white shadow-lg ring-4 ring-white hover:bg-red-800 sm:right-6 sm:bottom-6"
      >
        <Siren className="h-5 w-5" aria-hidden="true" />
        <span className="text-xs leading-none font-bold">SOS</span>
      </Link>
    </div>
  );
}
