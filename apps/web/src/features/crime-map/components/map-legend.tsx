import { INTENSITY_STYLE, type IntensityLevel } from '../lib/intensity';
import { useCrimeMapMessages } from '../locales/crime-map/messages';

const ORDER: IntensityLevel[] = ['normal', 'low', 'moderate', 'high'];

/** The Crime Intensity Legend: 0 normal, 1-2 low, 3-7 moderate, 8+ high. */
export function MapLegend() {
  const { _ } = useCrimeMapMessages();
  return (
    <section aria-labelledby="map-legend-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="map-legend-title" className="text-sm font-semibold text-slate-900">
        {_('crimeMap.legend.title')}
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-2 text-sm text-slate-700 sm:grid-cols-4">
        {ORDER.map((level) => (
          <li key={level} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-4 w-4 rounded border border-slate-300"
              style={{ backgroundColor: INTENSITY_STYLE[level].fill }}
            />
            <span>
              {_('crimeMap.legend.item', {
                level: _(INTENSITY_STYLE[level].labelId),
                range: INTENSITY_STYLE[level].range,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
