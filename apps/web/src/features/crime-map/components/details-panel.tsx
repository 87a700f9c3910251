import { Lock, MapPin, X } from 'lucide-react';
import type { I18n } from '@lingui/core';
import type { CrimeArea, CrimeRow } from '@safeogun/contract/crime-map';
import { normaliseStatus, type IncidentStatus } from '@safeogun/contract/incident-statuses';
import { MAP_MESSAGES } from '@safeogun/contract/map-messages';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { statusClasses } from '../../../lib/incident-status';
import { localized, pluralCount } from '../../../lib/i18n';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { useCrimeMapMessages } from '../locales/crime-map/messages';

const STATUS_IDS: Record<IncidentStatus, string> = {
  new: 'crimeMap.status.new',
  'in-progress': 'crimeMap.status.inProgress',
  'on-hold': 'crimeMap.status.onHold',
  resolved: 'crimeMap.status.resolved',
  closed: 'crimeMap.status.closed',
};

/** A day as "Jan 5, 2026" in English (as lib/format writes it), in the page's language otherwise. */
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

function crimeColumns(i18n: I18n): DataColumn<CrimeRow>[] {
  const _ = (id: string) => i18n._(id);
  const day = (value: string) => i18n.date(value, DAY);
  const status = (value: string) => {
    const known = normaliseStatus(value);
    return known ? _(STATUS_IDS[known]) : value;
  };
  return [
    { label: _('crimeMap.column.location'), cell: (row) => row.location, className: 'whitespace-nowrap' },
    { label: _('crimeMap.column.crimeType'), cell: (row) => row.crimetype, className: 'whitespace-nowrap' },
    { label: _('crimeMap.column.dateReported'), cell: (row) => day(row.dateReported), className: 'whitespace-nowrap' },
    { label: _('crimeMap.column.lastUpdated'), cell: (row) => day(row.lastUpdated), className: 'whitespace-nowrap' },
    {
      label: _('crimeMap.column.status'),
      cell: (row) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClasses(row.status, 'map')}`}>
          {status(row.status)}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    {
      label: _('crimeMap.column.description'),
      cell: (row) =>
        row.description.trim() ? (
          row.description
        ) : (
          <span className="text-slate-500 italic">{localized(MAP_MESSAGES.noDescription)}</span>
        ),
      className: 'max-w-md text-slate-700',
    },
  ];
}

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
  const { _, i18n } = useCrimeMapMessages();
  const count = data?.count ?? 0;
  if (count === 0) {
    return (
      <section aria-labelledby="details-title" className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <MapPin className="mx-auto h-8 w-8 text-slate-400" aria-hidden="true" />
        <h2 id="details-title" className="mt-2 text-lg font-semibold text-slate-900">
          {_('crimeMap.details.emptyTitle', { area })}
        </h2>
        <p className="mt-1 text-slate-600">{_('crimeMap.details.emptyBody')}</p>
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          {_('crimeMap.details.clear')}
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
            {_('crimeMap.details.title', { area })}
          </h2>
          <span
            data-testid="details-badge"
            className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800"
          >
            {_('crimeMap.details.badge', pluralCount(count))}
          </span>
        </div>
        <Button variant="secondary" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden="true" />
          {_('crimeMap.details.clear')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-medium text-slate-800">{localized(MAP_MESSAGES.noDetails)}</p>
          <p className="mt-1 text-sm text-slate-600">{localized(MAP_MESSAGES.noDetailsHint)}</p>
        </div>
      ) : (
        <div
          className="mt-4 md:overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={_('crimeMap.details.region', { area })}
        >
          <DataTable
            columns={crimeColumns(i18n)}
            rows={rows}
            rowKey={(row, i) => `${row.dateReported}-${i}`}
            caption={_('crimeMap.details.caption', { area })}
          />
          <Pagination
            page={page}
            totalPages={data?.pagination.totalPages ?? 1}
            onChange={onPage}
            label={_('crimeMap.details.pages', { area })}
          />
        </div>
      )}
    </section>
  );
}

/** Public: the panel text of the specification for a chosen area. */
export function AuthRequiredPanel({ area }: { area: string }) {
  const { _ } = useCrimeMapMessages();
  return (
    <section
      aria-labelledby="auth-required-title"
      className="rounded-xl border border-slate-200 bg-white p-6 text-center"
    >
      <Lock className="mx-auto h-8 w-8 text-slate-400" aria-hidden="true" />
      <h2 id="auth-required-title" className="mt-2 text-lg font-semibold text-slate-900">
        {localized(MAP_MESSAGES.authRequiredTitle)}
      </h2>
      <p className="mt-1 text-slate-600">{_('crimeMap.auth.body', { area })}</p>
      <Link to="/login" state={{ from: '/crime-map' }} className={buttonClasses('primary', 'mt-4')}>
        {_('crimeMap.auth.login')}
      </Link>
    </section>
  );
}
