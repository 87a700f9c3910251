import { ExternalLink, Navigation } from 'lucide-react';
import { BOUNDARY_ATTRIBUTION } from '../lib/lga-boundaries';
import { LgaPointMap } from './lga-point-map';
import { useMapsMessages } from './locales/maps/messages';

export interface Place {
  address: string | null;
  lga: { id: number; name: string } | null;
  latitude: number | null;
  longitude: number | null;
  /** How far the position may be off, in metres (a phone's reading). */
  accuracyMeters?: number | null;
}

/**
 * Where something happened: its LGA drawn among the state's with the point (and the position's accuracy) on it, and
 * below, in words, the address, the LGA, the coordinates, `notes`, and a link to the place on a street map.
 */
export function PlaceMap({
  id,
  place,
  what,
  notes = [],
}: {
  id: string;
  place: Place;
  what: string;
  notes?: string[];
}) {
  const { _ } = useMapsMessages();
  const { latitude, longitude } = place;
  const hasPoint = latitude !== null && longitude !== null;
  const lga = place.lga?.name ?? _('maps.place.unknownLga');
  const label = hasPoint ? _('maps.place.labelMarked', { lga, what }) : _('maps.place.label', { lga });
  const accuracy =
    hasPoint && place.accuracyMeters
      ? ` · ${_('maps.place.within', { meters: Math.round(place.accuracyMeters) })}`
      : '';
  return (
    <figure className="space-y-2">
      <LgaPointMap
        focusLgaId={place.lga?.id ?? null}
        points={hasPoint ? [{ id, latitude, longitude, accuracyMeters: place.accuracyMeters }] : []}
        label={label}
      />
      <figcaption className="space-y-1 text-sm text-slate-700">
        <span className="flex items-start gap-1">
          <Navigation className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {place.address ?? _('maps.place.noAddress')}
            <span className="block text-xs text-slate-600">
              {place.lga ? _('maps.place.lga', { lga: place.lga.name }) : _('maps.place.lgaUnknown')}
              {hasPoint
                ? ` · ${latitude.toFixed(5)}, ${longitude.toFixed(5)}${accuracy}`
                : ` · ${_('maps.place.noPosition')}`}
              {notes.map((note) => ` · ${note}`).join('')}
            </span>
          </span>
        </span>
        {hasPoint ? (
          <a
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
          >
            {_('maps.place.openMap')} <ExternalLink className="h-3 w-3" aria-hidden="true" />
            <span className="sr-only">{_('maps.place.newTab')}</span>
          </a>
        ) : null}
        <span className="block text-xs text-slate-500">{BOUNDARY_ATTRIBUTION}</span>
      </figcaption>
    </figure>
  );
}
