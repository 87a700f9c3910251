import { Link } from 'react-router';
import type { Incident } from '@safeogun/contract/incidents';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableHead } from '../../../components/ui/table-head';

/** Rows of reports: type, date reported, status, View Details. */
export function IncidentTable({ incidents }: { incidents: Incident[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <TableHead columns={['Incident Type', 'Date Reported', 'Status']} actions cellClassName="px-4 py-3" />
        <tbody>
          {incidents.map((incident) => (
            <tr key={incident.id} className="border-t border-slate-100">
              <td className="px-4 py-3 font-medium text-slate-900">{incident.incidentType}</td>
              <td className="px-4 py-3 text-slate-600">{formatDate(incident.datePublished)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={incident.incidentStatus} />
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={`/reports/${incident.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                  aria-label={`View Details of ${incident.incidentType} report ${incident.ticketId}`}
                >
                  View Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
