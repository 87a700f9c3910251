import { useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';

export interface Option {
  value: number;
  label: string;
  hint?: string;
}

/** A combobox: type to filter, pick one; clearable. */
export function SearchableSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  emptyText = 'No options',
  clearable = true,
}: {
  id: string;
  options: Option[];
  value: number | null;
  onChange: (value: number | null) => void;
  placeholder: string;
  disabled?: boolean;
  emptyText?: string;
  clearable?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const selected = options.find((o) => o.value === value) ?? null;
  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [search, options]);

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={open ? search : (selected?.label ?? '')}
        onFocus={() => {
          setOpen(true);
          setSearch('');
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
        }}
        className="min-h-11 w-full rounded-lg border border-slate-300 px-3 pr-9 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500"
      />
      {clearable && selected && !disabled ? (
        <button
          type="button"
          aria-label="Clear selection"
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100"
          onClick={() => onChange(null)}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
      {open && !disabled ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">{emptyText}</li>
          ) : (
            matches.map((option) => (
              <li
                key={option.value}
                role="option"
                aria-selected={option.value === value}
                className="cursor-pointer px-3 py-2 text-sm hover:bg-brand-50 aria-selected:bg-brand-100"
                onMouseDown={(event) => {
                  event.preventDefault();
                  onChange(option.value);
                  setSearch('');
                  setOpen(false);
                }}
              >
                {option.label}
                {option.hint ? <span className="ml-2 text-xs text-slate-500">{option.hint}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
