import { useMemo, useState } from 'react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import type { TransparencyStation } from '@safeogun/contract/transparency';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select';
import { useTransparencyMessages } from '../locales/transparency/messages';
import { figureTexts, type FigureTexts } from './figures';

type SortKey = keyof Pick<
  TransparencyStation,
  | 'formation'
  | 'received'
  | 'shareAcknowledgedOnTime'
  | 'medianMinutesToAcknowledge'
  | 'medianMinutesToResolve'
  | 'averageRating'
>;

/** Each sort and the message naming it. */
const SORTS: readonly { value: SortKey; id: string }[] = [
  { value: 'received', id: 'transparency.sort.received' },
  { value: 'shareAcknowledgedOnTime', id: 'transparency.sort.onTime' },
  { value: 'medianMinutesToAcknowledge', id: 'transparency.sort.acknowledge' },
  { value: 'medianMinutesToResolve', id: 'transparency.sort.resolve' },
  { value: 'averageRating', id: 'transparency.sort.rating' },
  { value: 'formation', id: 'transparency.sort.name' },
];

function stationColumns(_: (id: string) => string, f: FigureTexts): readonly DataColumn<TransparencyStation>[] {
  return [
    {
      label: _('transparency.column.station'),
      cell: (s) => <span className="font-semibold text-slate-900">{s.formation}</span>,
    },
    { label: _('transparency.column.reports'), cell: (s) => f.countText(s.received), className: 'tabular-nums' },
    {
      label: _('transparency.column.onTime'),
      cell: (s) => f.shareText(s.shareAcknowledgedOnTime, s.received),
      className: 'tabular-nums',
    },
    {
      label: _('transparency.column.acknowledge'),
      cell: (s) => f.durationText(s.medianMinutesToAcknowledge, s.received),
      className: 'tabular-nums',
    },
    {
      label: _('transparency.column.resolve'),
      cell: (s) => f.durationText(s.medianMinutesToResolve, s.received),
      className: 'tabular-nums',
    },
    {
      label: _('transparency.column.rating'),
      cell: (s) => `${f.ratingText(s.averageRating, s.ratings)}${s.ratings ? ` (${s.ratings})` : ''}`,
      className: 'tabular-nums',
    },
  ];
}

/** The stations of the area, sorted by the figure chosen (withheld figures last, whichever the direction). */
export function StationsTable({ stations }: { stations: readonly TransparencyStation[] }) {
  const { _ } = useTransparencyMessages();
  const [sort, setSort] = useState<SortKey>('received');
  const columns = stationColumns(_, figureTexts(_));
  const sorts = SORTS.map((s) => ({ value: s.value, label: _(s.id) }));
  const sortName = sorts.find((s) => s.value === sort)?.label.toLowerCase() ?? sort;
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
          {_('transparency.stations.title')}
        </h2>
        <div className="flex items-end gap-2">
          <SelectField
            label={_('transparency.stations.sortBy')}
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            options={sorts}
            fieldClassName="space-y-1"
          />
          <Button
            variant="secondary"
            onClick={() => setDescending((d) => !d)}
            aria-label={_(
              descending ? 'transparency.stations.descendingLabel' : 'transparency.stations.ascendingLabel',
            )}
          >
            {descending ? (
              <ArrowDownWideNarrow className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ArrowUpNarrowWide className="h-4 w-4" aria-hidden="true" />
            )}
            {_(descending ? 'transparency.stations.descending' : 'transparency.stations.ascending')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">{_('transparency.stations.legend')}</p>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(s) => String(s.stationId)}
        caption={_(descending ? 'transparency.stations.captionHighest' : 'transparency.stations.captionLowest', {
          sort: sortName,
        })}
        tableClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      />
    </section>
  );
}
