import { Lock, MapPin, X } from 'lucide-react';
import type { CrimeArea, CrimeRow } from '@safeogun/contract/crime-map';
import { MAP_MESSAGES, mapAuthRequiredBody, mapSelectedEmpty } from '@safeogun/contract/messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate } from '../../../lib/format';
import { statusClasses, statusLabel } from '../../../lib/incident-status';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';

const COLUMNS: DataColumn<CrimeRow>[] = [
  { label: 'Location', cell: (row) => row.location, className: 'whitespace-nowrap' },
  { label: 'Crime Type', cell: (row) => row.crimetype, className: 'whitespace-nowrap' },
  { label: 'Date Reported', cell: (row) => formatDate(row.dateReported), className: 'whitespace-nowrap' },
  { label: 'Last Updated', cell: (row) => formatDate(row.lastUpdated), className: 'whitespace-nowrap' },
  {
    label: 'Status',
    cell: (row) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses(row.status, 'map')}`}>
        {statusLabel(row.status)}
      </span>
    ),
    className: 'whitespace-nowrap',
  },
  {
    label: 'Description',
    cell: (row) =>
      row.description.trim() ? (
        row.description
      ) : (
        <span className="text-slate-500 italic">{MAP_MESSAGES.noDescription}</span>
      ),
    className: 'max-w-md text-slate-700',
  },
];

/** Signed-in: '{area} - Crime Details' with its badge, table and Clear Selection. */
export function DetailsPanel({
  area,
  data,
  page,
  onPage,
  onClear,
}: {
  area: string;
  data: CrimeArea | undefined;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const count = data?.count ?? 0;
  if (count === 0) {
    const empty = mapSelectedEmpty(area);
    return (
      <section aria-labelledby="details-title" className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <MapPin className="mx-auto h-8 w-8 text-slate-400" aria-hidden="true" />
        <h2 id="details-title" className="mt-2 text-lg font-semibold text-slate-900">
          {empty.title}
        </h2>
        <p className="mt-1 text-slate-600">{empty.body}</p>
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          Clear Selection
        </Button>
      </section>
    );
  }
  const rows = data?.crimes ?? [];
  return (
    <section aria-labelledby="details-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="details-title" className="text-lg font-semibold text-slate-900">
            {area} - Crime Details
          </h2>
          <span
            data-testid="details-badge"
            className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800"
          >
            {count} {count === 1 ? 'Report' : 'Reports'}
          </span>
        </div>
        <Button variant="secondary" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden="true" />
          Clear Selection
        </Button>
      </div>
      {rows.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-medium text-slate-800">{MAP_MESSAGES.noDetails}</p>
          <p className="mt-1 text-sm text-slate-600">{MAP_MESSAGES.noDetailsHint}</p>
        </div>
      ) : (
        <div className="mt-4 md:overflow-x-auto" tabIndex={0} role="region" aria-label={`${area} crime reports`}>
          <DataTable
            columns={COLUMNS}
            rows={rows}
            rowKey={(row, i) => `${row.dateReported}-${i}`}
            caption={`Reports in ${area}, newest first. Reporter identity and street addresses are never shown.`}
          />
          <Pagination
            page={page}
            totalPages={data?.pagination.totalPages ?? 1}
            onChange={onPage}
            label={`${area} report pages`}
          />
        </div>
      )}
    </section>
  );
}

/** Public: the panel text of the specification for a chosen area. */
export function AuthRequiredPanel({ area }: { area: string }) {
  return (
    <section
      aria-labelledby="auth-required-title"
      className="rounded-xl border border-slate-200 bg-white p-6 text-center"
    >
      <Lock className="mx-auto h-8 w-8 text-slate-400" aria-hidden="true" />
      <h2 id="auth-required-title" className="mt-2 text-lg font-semibold text-slate-900">
        {MAP_MESSAGES.authRequiredTitle}
      </h2>
      <p className="mt-1 text-slate-600">{mapAuthRequiredBody(area)}</p>
      <Link to="/login" state={{ from: '/crime-map' }} className={buttonClasses('primary', 'mt-4')}>
        Login
      </Link>
    </section>
  );
}
