import type { Incident } from '@safeogun/contract/incidents';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { useReportsMessages } from '../locales/reports/messages';

/** Rows of reports: type, date reported, status, View Details (on a phone, cards that are the link). */
export function IncidentTable({ incidents }: { incidents: Incident[] }) {
  const { _, i18n } = useReportsMessages();
  const columns: DataColumn<Incident>[] = [
    { label: _('reports.table.type'), cell: (i) => i.incidentType, className: 'font-medium text-slate-900' },
    { label: _('reports.table.date'), cell: (i) => i18n.date(i.datePublished), className: 'text-slate-600' },
    { label: _('reports.table.status'), cell: (i) => <StatusBadge status={i.incidentStatus} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={incidents}
      rowKey={(incident) => incident.id}
      rowLink={(incident) => ({
        to: `/reports/${incident.id}`,
        text: _('reports.table.view'),
        label: _('reports.table.viewLabel', { type: incident.incidentType, ticketId: incident.ticketId }),
      })}
      tableClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      cellClassName="px-4 py-3"
    />
  );
}
