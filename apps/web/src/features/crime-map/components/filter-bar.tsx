import { RefreshCw, X } from 'lucide-react';
import type { IdName } from '@safeogun/contract/options';
import { DEFAULT_MAP_DATE_RANGE, MAP_DATE_RANGES, type MapDateRange } from '@safeogun/contract/reference';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Button } from '../../../components/ui/button';
import type { CrimeMapFilters } from '../api/use-crime-map';
import { useCrimeMapMessages } from '../locales/crime-map/messages';

/** Each period and the message naming it. */
const RANGE_IDS: Record<MapDateRange, string> = {
  '24h': 'crimeMap.range.24h',
  '7d': 'crimeMap.range.7d',
  '30d': 'crimeMap.range.30d',
  '3m': 'crimeMap.range.3m',
  '12m': 'crimeMap.range.12m',
};

/** Location, Date Range, Crime Type, Clear Filters, Refresh: above the map, or in the phone's Filters sheet. */
export function FilterBar({
  filters,
  lgas,
  types,
  onChange,
  onClear,
  onRefresh,
  refreshing,
  stacked = false,
}: {
  filters: CrimeMapFilters;
  lgas: IdName[];
  types: IdName[];
  onChange: (next: Partial<CrimeMapFilters>) => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** One field under another, without a frame (in the phone's Filters sheet). */
  stacked?: boolean;
}) {
  const { _ } = useCrimeMapMessages();
  return (
    <form
      aria-label={_('crimeMap.filters.label')}
      className={
        stacked
          ? 'grid gap-3'
          : 'grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto] lg:items-end'
      }
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label={_('crimeMap.filters.location')} className="flex flex-col gap-1">
        <Select
          value={filters.lgaId ?? ''}
          onChange={(e) => onChange({ lgaId: e.target.value ? Number(e.target.value) : null })}
          placeholder={_('crimeMap.filters.allLocations')}
          options={lgas.map((l) => ({ value: l.id, label: l.name }))}
        />
      </Field>
      <Field label={_('crimeMap.filters.dateRange')} className="flex flex-col gap-1">
        <Select
          value={filters.dateRange}
          onChange={(e) => onChange({ dateRange: (e.target.value || DEFAULT_MAP_DATE_RANGE) as MapDateRange })}
          options={MAP_DATE_RANGES.map((r) => ({ value: r.value, label: _(RANGE_IDS[r.value]) }))}
        />
      </Field>
      <Field label={_('crimeMap.filters.crimeType')} className="flex flex-col gap-1">
        <Select
          value={filters.incidentTypeId ?? ''}
          onChange={(e) => onChange({ incidentTypeId: e.target.value ? Number(e.target.value) : null })}
          placeholder={_('crimeMap.filters.allTypes')}
          options={types.map((t) => ({ value: t.id, label: t.name }))}
        />
      </Field>
      <Button variant="secondary" onClick={onClear}>
        <X className="h-4 w-4" aria-hidden="true" />
        {_('crimeMap.filters.clear')}
      </Button>
      <Button onClick={onRefresh} disabled={refreshing}>
        <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
        {_('crimeMap.filters.refresh')}
      </Button>
    </form>
  );
}

/** The Active Filters chips: shown when a location or type is set or the period is not 7d. */
export function ActiveFilters({
  filters,
  lgas,
  types,
  onChange,
}: {
  filters: CrimeMapFilters;
  lgas: IdName[];
  types: IdName[];
  onChange: (next: Partial<CrimeMapFilters>) => void;
}) {
  const { _ } = useCrimeMapMessages();
  const chips: { key: string; label: string; clear: () => void }[] = [];
  if (filters.lgaId) {
    const name = lgas.find((l) => l.id === filters.lgaId)?.name ?? _('crimeMap.chips.selectedLocation');
    chips.push({
      key: 'location',
      label: _('crimeMap.chips.location', { name }),
      clear: () => onChange({ lgaId: null }),
    });
  }
  if (filters.dateRange !== DEFAULT_MAP_DATE_RANGE) {
    chips.push({
      key: 'range',
      label: _('crimeMap.chips.period', { label: _(RANGE_IDS[filters.dateRange]) }),
      clear: () => onChange({ dateRange: DEFAULT_MAP_DATE_RANGE }),
    });
  }
  if (filters.incidentTypeId) {
    const name = types.find((t) => t.id === filters.incidentTypeId)?.name ?? _('crimeMap.chips.selectedType');
    chips.push({
      key: 'type',
      label: _('crimeMap.chips.type', { name }),
      clear: () => onChange({ incidentTypeId: null }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div data-testid="active-filters" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">{_('crimeMap.chips.title')}</span>
      {chips.map((chip) => (
        <span
          key={chip.key}
          data-testid="filter-chip"
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-800"
        >
          {chip.label}
          <button
            type="button"
            aria-label={_('crimeMap.chips.remove', { label: chip.label })}
            className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100"
            onClick={chip.clear}
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
    </div>
  );
}
