import type { Incident } from '@safeogun/contract/incidents';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

const COLUMNS: DataColumn<Incident>[] = [
  { label: 'Incident Type', cell: (i) => i.incidentType, className: 'font-medium text-slate-900' },
  { label: 'Date Reported', cell: (i) => formatDate(i.datePublished), className: 'text-slate-600' },
  { label: 'Status', cell: (i) => <StatusBadge status={i.incidentStatus} /> },
];

/** Rows of reports: type, date reported, status, View Details (on a phone, cards that are the link). */
export function IncidentTable({ incidents }: { incidents: Incident[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={incidents}
      rowKey={(incident) => incident.id}
      rowLink={(incident) => ({
        to: `/reports/${incident.id}`,
        text: 'View Details',
        label: `View Details of ${incident.incidentType} report ${incident.ticketId}`,
      })}
      tableClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      cellClassName="px-4 py-3"
    />
  );
}
