import { RefreshCw, X } from 'lucide-react';
import type { IdName } from '@safeogun/contract/options';
import { DEFAULT_MAP_DATE_RANGE, MAP_DATE_RANGES, type MapDateRange } from '@safeogun/contract/reference';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Button } from '../../../components/ui/button';
import type { CrimeMapFilters } from '../api/use-crime-map';

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
  return (
    <form
      aria-label="Crime map filters"
      className={
        stacked
          ? 'grid gap-3'
          : 'grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto] lg:items-end'
      }
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="Location" className="flex flex-col gap-1">
        <Select
          value={filters.lgaId ?? ''}
          onChange={(e) => onChange({ lgaId: e.target.value ? Number(e.target.value) : null })}
          placeholder="All Locations"
          options={lgas.map((l) => ({ value: l.id, label: l.name }))}
        />
      </Field>
      <Field label="Date Range" className="flex flex-col gap-1">
        <Select
          value={filters.dateRange}
          onChange={(e) => onChange({ dateRange: (e.target.value || DEFAULT_MAP_DATE_RANGE) as MapDateRange })}
          options={MAP_DATE_RANGES}
        />
      </Field>
      <Field label="Crime Type" className="flex flex-col gap-1">
        <Select
          value={filters.incidentTypeId ?? ''}
          onChange={(e) => onChange({ incidentTypeId: e.target.value ? Number(e.target.value) : null })}
          placeholder="All Types"
          options={types.map((t) => ({ value: t.id, label: t.name }))}
        />
      </Field>
      <Button variant="secondary" onClick={onClear}>
        <X className="h-4 w-4" aria-hidden="true" />
        Clear Filters
      </Button>
      <Button onClick={onRefresh} disabled={refreshing}>
        <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
        Refresh
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
  const chips: { key: string; label: string; clear: () => void }[] = [];
  if (filters.lgaId) {
    const name = lgas.find((l) => l.id === filters.lgaId)?.name ?? 'Selected location';
    chips.push({ key: 'location', label: `Location: ${name}`, clear: () => onChange({ lgaId: null }) });
  }
  if (filters.dateRange !== DEFAULT_MAP_DATE_RANGE) {
    const label = MAP_DATE_RANGES.find((r) => r.value === filters.dateRange)?.label ?? filters.dateRange;
    chips.push({
      key: 'range',
      label: `Period: ${label}`,
      clear: () => onChange({ dateRange: DEFAULT_MAP_DATE_RANGE }),
    });
  }
  if (filters.incidentTypeId) {
    const name = types.find((t) => t.id === filters.incidentTypeId)?.name ?? 'Selected type';
    chips.push({ key: 'type', label: `Type: ${name}`, clear: () => onChange({ incidentTypeId: null }) });
  }
  if (chips.length === 0) return null;
  return (
    <div data-testid="active-filters" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">Active Filters:</span>
      {chips.map((chip) => (
        <span
          key={chip.key}
          data-testid="filter-chip"
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-brand-800"
        >
          {chip.label}
          <button
            type="button"
            aria-label={`Remove ${chip.label}`}
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
