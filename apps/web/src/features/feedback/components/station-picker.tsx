import { useId, useMemo, useState } from 'react';
import type { StationOption } from '@safeogun/contract/options';

/** Searchable station list: type to filter, pick one. */
export function StationPicker({
  stations,
  value,
  onChange,
  loading,
}: {
  stations: StationOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading: boolean;
}) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const selected = stations.find((s) => s.id === value) ?? null;
  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (q ? stations.filter((s) => s.formation.toLowerCase().includes(q)) : stations).slice(0, 50);
  }, [search, stations]);

  return (
    <div className="relative">
      <input
        id="feedback-station"
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={loading ? 'Loading stations...' : 'Search for a station'}
        value={open ? search : (selected?.formation ?? search)}
        onFocus={() => {
          setOpen(true);
          setSearch('');
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
          if (value !== null) onChange(null);
        }}
        className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">No stations found</li>
          ) : (
            matches.map((station) => (
              <li
                key={station.id}
                role="option"
                aria-selected={station.id === value}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange(station.id);
                  setSearch('');
                  setOpen(false);
                }}
                className="cursor-pointer px-3 py-2 text-sm hover:bg-brand-50 aria-selected:bg-brand-100"
              >
                {station.formation}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
