import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { REPORT_MESSAGES } from '@safeogun/contract/report-messages';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useLocalized } from '../../../lib/i18n';
import { SavedNotice } from '../../../components/saved-notice';
import { toast } from '../../../lib/toast';
import { useDeleteDraft } from '../api/use-delete-draft';
import { useIncidents } from '../api/use-incidents';
import { IncidentTable } from '../components/incident-table';
import { Modal } from '../../../components/ui/modal';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { ReportForm } from '../components/report-form';
import { useReportsMessages } from '../locales/reports/messages';

type Tab = 'report' | 'all' | 'drafts';

/** /reports: Report Incident, All Reports and Drafts tabs (the active tab can come in navigation state). */
export default function ReportsPage() {
  const { _, i18n } = useReportsMessages();
  const localized = useLocalized();
  const location = useLocation();
  const navigate = useNavigate();
  const preset = (location.state as { tab?: Tab } | null)?.tab;
  const [tab, setTab] = useState<Tab>(preset ?? 'all');
  const [page, setPage] = useState(1);
  const [draftPage, setDraftPage] = useState(1);
  const reports = useIncidents(page, false);
  const drafts = useIncidents(draftPage, true);
  const remove = useDeleteDraft();
  const [confirmId, setConfirmId] = useState<string | null>(null);

  useEffect(() => {
    if (preset) setTab(preset);
  }, [preset]);
  useEffect(() => {
    if (reports.isError) toast.error(localized(REPORT_MESSAGES.fetchIncidentsFailed));
  }, [reports.isError, localized]);
  useEffect(() => {
    if (drafts.isError) toast.error(localized(REPORT_MESSAGES.fetchDraftsFailed));
  }, [drafts.isError, localized]);

  const tabs: [Tab, string, number | undefined][] = [
    ['report', _('reports.tabs.report'), undefined],
    ['all', _('reports.tabs.all'), reports.data?.incidents.pagination.total],
    ['drafts', _('reports.tabs.drafts'), drafts.data?.incidents.pagination.total],
  ];

  return (
    <>
      <PageHeader title={_('reports.header.title')} subtitle={_('reports.header.subtitle')} />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Tabs
          label={_('reports.tabs.label')}
          variant="underline"
          fit
          value={tab}
          onValueChange={setTab}
          tabs={tabs.map(([id, label, count]) => ({
            value: id,
            label: (
              <>
                {label}
                {count !== undefined ? (
                  <span className="rounded-full bg-slate-200 px-2 text-xs" data-testid={`count-${id}`}>
                    {count}
                  </span>
                ) : null}
              </>
            ),
          }))}
        >
          <TabPanel value="report">
            <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
              <ReportForm draftDialog="reports" />
            </div>
          </TabPanel>
          <TabPanel value="all">
            <SavedNotice query={reports} className="mb-3" />
            {reports.isLoading ? (
              <Spinner label={_('reports.loading')} />
            ) : !reports.data || reports.data.incidents.data.length === 0 ? (
              <p className="text-slate-600">{localized(REPORT_MESSAGES.noReports)}</p>
            ) : (
              <>
                <IncidentTable incidents={reports.data.incidents.data} />
                <Pagination page={page} totalPages={reports.data.incidents.pagination.totalPages} onChange={setPage} />
              </>
            )}
          </TabPanel>
          <TabPanel value="drafts">
            <SavedNotice query={drafts} className="mb-3" />
            {drafts.isLoading ? (
              <Spinner label={_('reports.loadingDrafts')} />
            ) : !drafts.data || drafts.data.incidents.data.length === 0 ? (
              <p className="text-slate-600">{localized(REPORT_MESSAGES.noDrafts)}</p>
            ) : (
              <>
                <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
                  {drafts.data.incidents.data.map((draft) => (
                    <li key={draft.id} className="flex items-center justify-between gap-3 px-4 py-3">
                      <div>
                        <p className="font-medium text-slate-900">{draft.incidentType}</p>
                        <p className="text-xs text-slate-500">
                          {_('reports.draft.created', { date: i18n.date(draft.createdAt) })}
                        </p>
                      </div>
                      <div className="flex gap-1">
                        <Link
                          to={`/edit_draft/${draft.id}`}
                          aria-label={_('reports.draft.edit', { type: draft.incidentType })}
                          className="rounded-lg p-3 text-brand-700 hover:bg-brand-50"
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </Link>
                        <button
                          type="button"
                          aria-label={_('reports.draft.delete', { type: draft.incidentType })}
                          className="rounded-lg p-3 text-red-700 hover:bg-red-50"
                          onClick={() => setConfirmId(draft.id)}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={draftPage}
                  totalPages={drafts.data.incidents.pagination.totalPages}
                  onChange={setDraftPage}
                />
              </>
            )}
          </TabPanel>
        </Tabs>
      </div>

      <Modal open={confirmId !== null} onOpenChange={(o) => !o && setConfirmId(null)} title={_('reports.delete.title')}>
        <p className="text-sm text-slate-700">{localized(REPORT_MESSAGES.deleteDraftConfirm)}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmId(null)}>
            {_('reports.delete.no')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(confirmId!);
                setConfirmId(null);
                toast.success(_('reports.delete.done'));
              } catch {
                window.alert(localized(REPORT_MESSAGES.deleteDraftFailed));
              }
            }}
          >
            {_('reports.delete.yes')}
          </Button>
        </div>
      </Modal>
      {/* Keeps navigation state from re-applying on refresh. */}
      {preset ? (
        <NavigationStateReset onReset={() => navigate(location.pathname, { replace: true, state: null })} />
      ) : null}
    </>
  );
}

function NavigationStateReset({ onReset }: { onReset: () => void }) {
  useEffect(() => {
    onReset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
