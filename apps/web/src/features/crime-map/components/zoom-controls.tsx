import { Minus, Plus, RotateCcw } from 'lucide-react';
import { MAP_MESSAGES } from '@safeogun/contract/map-messages';
import { useLocalized } from '../../../lib/i18n';
import { useCrimeMapMessages } from '../locales/crime-map/messages';

const button =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50';

/** Zoom in, zoom out, reset and the percentage readout; the small-screen hint below sm. */
export function ZoomControls({
  scale,
  onZoomIn,
  onZoomOut,
  onReset,
}: {
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}) {
  const { _ } = useCrimeMapMessages();
  const localized = useLocalized();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={button} aria-label={_('crimeMap.zoom.in')} onClick={onZoomIn}>
        <Plus className="h-5 w-5" aria-hidden="true" />
      </button>
      <button type="button" className={button} aria-label={_('crimeMap.zoom.out')} onClick={onZoomOut}>
        <Minus className="h-5 w-5" aria-hidden="true" />
      </button>
      <button type="button" className={button} aria-label={_('crimeMap.zoom.reset')} onClick={onReset}>
        <RotateCcw className="h-5 w-5" aria-hidden="true" />
      </button>
      <span
        data-testid="zoom-readout"
        aria-live="polite"
        className="min-w-14 rounded-md bg-slate-100 px-2 py-1 text-center text-sm font-medium text-slate-700"
      >
        {Math.round(scale * 100)}%
      </span>
      <span className="text-xs text-slate-500 sm:hidden">{localized(MAP_MESSAGES.smallScreenHint)}</span>
    </div>
  );
}
