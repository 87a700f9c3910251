import clsx from 'clsx';
import type { IdName } from '@safeogun/contract/options';
import { lgaKey } from '@safeogun/contract/reference';
import { Button } from '../../../components/ui/button';
import { pluralCount } from '../../../lib/i18n';
import { INTENSITY_STYLE, levelOf } from '../lib/intensity';
import { useCrimeMapMessages } from '../locales/crime-map/messages';

const ROW = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm';

/**
 * 'Reports by area': every LGA with its count and activity level, most reports first, under the map for people who
 * would rather read than pinch. Signed in, each area is a button that selects it, as tapping it on the map does.
 */
export function AreaList({
  lgas,
  counts,
  signedIn,
  selectedId,
  onSelect,
  onShowAll,
}: {
  lgas: IdName[];
  counts: Map<string, number>;
  signedIn: boolean;
  selectedId: number | null;
  onSelect: (lga: IdName) => void;
  /** Clears the location filter: the counts of every area come back. */
  onShowAll: () => void;
}) {
  const { _ } = useCrimeMapMessages();
  // With a location chosen the map counts that area only: the list shows it alone rather than zeros elsewhere.
  // Names of equal counts in plain character order (capitalised words, spaces, hyphens, a slash: the same order as
  // localeCompare here), whose first call sets up the browser's collation: tens of ms of the first render on a phone.
  const areas = lgas
    .filter((lga) => selectedId === null || lga.id === selectedId)
    .map((lga) => ({ lga, count: counts.get(lgaKey(lga.name)) ?? 0 }))
    .sort((a, b) => b.count - a.count || (a.lga.name < b.lga.name ? -1 : a.lga.name > b.lga.name ? 1 : 0));
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="area-list-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="area-list-title" className="text-sm font-semibold text-slate-900">
        {_('crimeMap.areas.title')}
      </h2>
      <ul aria-labelledby="area-list-title" className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {areas.map(({ lga, count }) => {
          const level = INTENSITY_STYLE[levelOf(count)];
          const selected = lga.id === selectedId;
          const content = (
            <>
              <span
                aria-hidden="true"
                className="h-4 w-4 shrink-0 rounded border border-slate-300"
                style={{ backgroundColor: level.fill }}
              />
              <span className="min-w-0 flex-1 font-medium text-slate-900">{lga.name}</span>
              <span className="shrink-0 text-slate-700">
                {_('crimeMap.reports', pluralCount(count))}
                <span className="sr-only">, {_('crimeMap.level.activity', { level: _(level.labelId) })}</span>
              </span>
            </>
          );
          return (
            <li key={lga.id}>
              {signedIn ? (
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(lga)}
                  className={clsx(
                    ROW,
                    'border',
                    selected ? 'border-slate-900 bg-slate-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  {content}
                </button>
              ) : (
                <div className={clsx(ROW, 'bg-slate-50')}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {selectedId !== null ? (
        <Button variant="ghost" className="mt-2" onClick={onShowAll}>
          {_('crimeMap.areas.showAll')}
        </Button>
      ) : null}
    </section>
  );
}
