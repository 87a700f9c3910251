import { useMemo, useState } from 'react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import type { TransparencyStation } from '@safeogun/contract/transparency';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select';
import { countText, durationText, ratingText, shareText } from './figures';

type SortKey = keyof Pick<
  TransparencyStation,
  | 'formation'
  | 'received'
  | 'shareAcknowledgedOnTime'
  | 'medianMinutesToAcknowledge'
  | 'medianMinutesToResolve'
  | 'averageRating'
>;

const SORTS: readonly { value: SortKey; label: string }[] = [
  { value: 'received', label: 'Reports received' },
  { value: 'shareAcknowledgedOnTime', label: 'Acknowledged within target' },
  { value: 'medianMinutesToAcknowledge', label: 'Time to acknowledge' },
  { value: 'medianMinutesToResolve', label: 'Time to resolve' },
  { value: 'averageRating', label: 'Average rating' },
  { value: 'formation', label: 'Station name' },
];

const columns: readonly DataColumn<TransparencyStation>[] = [
  { label: 'Station', cell: (s) => <span className="font-semibold text-slate-900">{s.formation}</span> },
  { label: 'Reports', cell: (s) => countText(s.received), className: 'tabular-nums' },
  {
    label: 'On time',
    cell: (s) => shareText(s.shareAcknowledgedOnTime, s.received),
    className: 'tabular-nums',
  },
  {
    label: 'To acknowledge',
    cell: (s) => durationText(s.medianMinutesToAcknowledge, s.received),
    className: 'tabular-nums',
  },
  {
    label: 'To resolve',
    cell: (s) => durationText(s.medianMinutesToResolve, s.received),
    className: 'tabular-nums',
  },
  {
    label: 'Rating',
    cell: (s) => `${ratingText(s.averageRating, s.ratings)}${s.ratings ? ` (${s.ratings})` : ''}`,
    className: 'tabular-nums',
  },
];

/** The stations of the area, sorted by the figure chosen (withheld figures last, whichever the direction). */
export function StationsTable({ stations }: { stations: readonly TransparencyStation[] }) {
  const [sort, setSort] = useState<SortKey>('received');
  const [descending, setDescending] = useState(true);
  const rows = useMemo(() => {
    const sign = descending ? -1 : 1;
    return [...stations].sort((a, b) => {
      const x = a[sort];
      const y = b[sort];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      return (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y)) * sign;
    });
  }, [stations, sort, descending]);
  return (
    <section aria-labelledby="stations-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="stations-heading" className="text-xl font-bold text-brand-900">
          Stations
        </h2>
        <div className="flex items-end gap-2">
          <SelectField
            label="Sort by"
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            options={SORTS}
            fieldClassName="space-y-1"
          />
          <Button
            variant="secondary"
            onClick={() => setDescending((d) => !d)}
            aria-label={descending ? 'Highest first; change to lowest first' : 'Lowest first; change to highest first'}
          >
            {descending ? (
              <ArrowDownWideNarrow className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ArrowUpNarrowWide className="h-4 w-4" aria-hidden="true" />
            )}
            {descending ? 'Highest first' : 'Lowest first'}
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        On time: the share acknowledged within its target. Times are medians. Ratings: average stars (how many).
      </p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(s) => String(s.stationId)}
        caption={`Stations, sorted by ${SORTS.find((s) => s.value === sort)!.label.toLowerCase()}, ${descending ? 'highest' : 'lowest'} first`}
        tableClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      />
    </section>
  );
}
