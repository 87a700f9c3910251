import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Filter, ScanSearch, X } from 'lucide-react';
import clsx from 'clsx';
import { INCIDENT_CHANNELS, QUEUE_SORTS, type IncidentChannel, type QueueSort } from '@safeogun/contract/casework';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Button } from '../../../components/ui/button';
import { useIncidentTypeOptions, useLgaOptions, useStationOptions } from '../api/use-options';
import { DEFAULT_FILTERS, activeFilterCount, type QueueFilters } from '../lib/queue-filters';

// The searchable station picker (and Downshift with it) loads only when the filters are shown.
const Combobox = lazy(() => import('../../../components/ui/combobox').then((m) => ({ default: m.Combobox })));

export const CHANNEL_LABELS: Record<IncidentChannel, string> = {
  web: 'Web',
  ussd: 'USSD',
  sms: 'SMS',
  open311: 'Open311',
};

const SORT_LABELS: Record<QueueSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'sla-due': 'Least time left',
};

const SEARCH_DELAY_MS = 350;

/**
 * Search, sort and the filters (folded away until asked for, or while any is set); every change lands in the
 * address bar (through `onChange`).
 */
export function QueueFiltersBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  /** `replace`: typing in the search box does not add a history entry per letter. */
  onChange: (next: Partial<QueueFilters>, options?: { replace?: boolean }) => void;
}) {
  const active = activeFilterCount(filters);
  const [open, setOpen] = useState(active > 0);
  const panelId = useId();

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchBox value={filters.q} onSearch={(q) => onChange({ q, page: 1 }, { replace: true })} />
        <div className="flex items-end gap-2">
          <Field label="Sort" className="min-w-0 flex-1 space-y-1 sm:w-48 sm:flex-none">
            <Select
              value={filters.sort}
              onChange={(e) => onChange({ sort: e.target.value as QueueSort, page: 1 })}
              options={QUEUE_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            />
          </Field>
          <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            <Filter className="h-4 w-4" aria-hidden="true" />
            Filters{active ? ` (${active})` : ''}
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        className={clsx(
          open ? 'grid' : 'hidden',
          'grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
        )}
      >
        {open ? <FilterFields filters={filters} onChange={onChange} /> : null}
        {active > 0 ? (
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={() =>
                onChange({
                  lgaId: null,
                  stationId: null,
                  incidentTypeId: null,
                  channel: null,
                  overdue: false,
                  from: DEFAULT_FILTERS.from,
                  to: DEFAULT_FILTERS.to,
                  page: 1,
                })
              }
            >
              <X className="h-4 w-4" aria-hidden="true" />
              Clear filters
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The address bar changed by itself (back, a cleared search): the box follows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => search.current(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Field label="Search by ticket ID or description" className="space-y-1">
        <div className="relative">
          <ScanSearch
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={text}
            maxLength={100}
            placeholder="OGP-7K2Q or 'market'"
            className="pl-9"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </Field>
    </form>
  );
}

function FilterFields({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (next: Partial<QueueFilters>) => void;
}) {
  const lgas = useLgaOptions();
  const types = useIncidentTypeOptions();
  const stations = useStationOptions();
  const number = (value: string) => (value ? Number(value) : null);
  return (
    <>
      <Field label="LGA" className="space-y-1">
        <Select
          value={filters.lgaId ?? ''}
          placeholder="All LGAs"
          onChange={(e) => onChange({ lgaId: number(e.target.value), page: 1 })}
          options={(lgas.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
        />
      </Field>
      <Suspense fallback={<StationFallback />}>
        <Combobox
          label="Station"
          placeholder="All stations"
          value={filters.stationId}
          onChange={(stationId) => onChange({ stationId, page: 1 })}
          options={(stations.data ?? []).map((s) => ({ value: s.id, label: s.formation }))}
          emptyText={stations.isLoading ? 'Loading stations...' : 'No station matches'}
        />
      </Suspense>
      <Field label="Incident type" className="space-y-1">
        <Select
          value={filters.incidentTypeId ?? ''}
          placeholder="All types"
          onChange={(e) => onChange({ incidentTypeId: number(e.target.value), page: 1 })}
          options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
      </Field>
      <Field label="Channel" className="space-y-1">
        <Select
          value={filters.channel ?? ''}
          placeholder="All channels"
          onChange={(e) => onChange({ channel: (e.target.value || null) as IncidentChannel | null, page: 1 })}
          options={INCIDENT_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))}
        />
      </Field>
      <Field label="Received from" className="space-y-1">
        <Input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value, page: 1 })}
        />
      </Field>
      <Field label="Received to" className="space-y-1">
        <Input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value, page: 1 })}
        />
      </Field>
      <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          checked={filters.overdue}
          onChange={(e) => onChange({ overdue: e.target.checked, page: 1 })}
        />
        Overdue only
      </label>
    </>
  );
}

function StationFallback() {
  return (
    <Field label="Station" className="space-y-1">
      <Input disabled placeholder="Loading stations..." />
    </Field>
  );
}
