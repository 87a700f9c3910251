import { useEffect, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import type { GeoPlace } from '@safeogun/contract/geo';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_GEOCODE_MIN_LENGTH } from '@safeogun/contract/constants';
import { GEOLOCATION_MESSAGES, REPORT_MESSAGES } from '@safeogun/contract/messages';
import { useLocalized } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { reverseGeocode, searchPlaces } from '../api/use-geocode';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useReportFormMessages } from '../locales/report-form/messages';

export interface AddressValue {
  address: string;
  useLocation: boolean;
  point: { latitude: number; longitude: number } | null;
  lga: string | null;
}

function geolocationMessage(error: GeolocationPositionError | null): string {
  if (!error) return GEOLOCATION_MESSAGES.failed;
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return GEOLOCATION_MESSAGES.denied;
    case error.POSITION_UNAVAILABLE:
      return GEOLOCATION_MESSAGES.unavailable;
    case error.TIMEOUT:
      return GEOLOCATION_MESSAGES.timeout;
    default:
      return GEOLOCATION_MESSAGES.unable;
  }
}

/** The device position (section 7: high accuracy, 15 s timeout, max age 5 min). */
export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(GEOLOCATION_MESSAGES.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, (error) => reject(new Error(geolocationMessage(error))), {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 5 * 60_000,
    });
  });
}

const usable = (p: GeoPlace) => !(p.latitude === 0 && p.longitude === 0);

/**
 * Address (section 5): 'Use my current location' (default on) fills it with the place found at the device's
 * position (reverse geocoded; the coordinates are kept and shown under it, and are the address only when no place
 * is found; in the draft editor too, where the specification wrote the coordinates: issue 13); typing shows suggestions
 * restricted to Nigeria; a typed address over 15 characters without a comma is checked after a 2-second pause;
 * a place outside Ogun State asks for confirmation.
 */
export function AddressField({
  value,
  onChange,
  locationLabel,
}: {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /** The checkbox's label; 'Use my current location' unless given. */
  locationLabel?: string;
}) {
  const { _ } = useReportFormMessages();
  const localized = useLocalized();
  const [locating, setLocating] = useState(false);
  const [suggestions, setSuggestions] = useState<GeoPlace[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<GeoPlace | null>(null);
  const typedBefore = useRef(value.useLocation ? '' : value.address);
  const latest = useRef(value);
  latest.current = value;
  // A prefilled address (edit draft) is not re-checked until the user changes it.
  const skipCheck = useRef(Boolean(value.address) && !value.useLocation);

  const locate = async () => {
    setLocating(true);
    setError(null);
    try {
      const position = await currentPosition();
      const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
      let address = `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;
      let lga: string | null = null;
      try {
        const place = await reverseGeocode(point.latitude, point.longitude);
        lga = place.lga?.name ?? null;
        address = place.formattedAddress;
      } catch {
        // The coordinates alone are enough to file.
      }
      skipCheck.current = true;
      onChange({ ...latest.current, useLocation: true, address, point, lga });
      toast.success(localized(GEOLOCATION_MESSAGES.success));
    } catch (e) {
      const message = (e as Error).message || GEOLOCATION_MESSAGES.failed;
      toast.error(localized(message));
      setError(message);
      onChange({ ...latest.current, useLocation: false, point: null, lga: null, address: typedBefore.current });
    } finally {
      setLocating(false);
    }
  };

  // A prefilled address without coordinates (a draft typed by hand): find its area once, quietly.
  useEffect(() => {
    const start = latest.current;
    if (start.useLocation || start.point || start.address.trim().length < 3) return;
    let cancelled = false;
    searchPlaces(start.address.trim())
      .then((places) => {
        const place = places.find((p) => p.inOgun && usable(p));
        if (cancelled || !place || latest.current.point || latest.current.address !== start.address) return;
        onChange({
          ...latest.current,
          point: { latitude: place.latitude, longitude: place.longitude },
          lga: place.lga?.name ?? null,
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Default on: ask once when the field appears with the box ticked and no point yet.
  const asked = useRef(false);
  useEffect(() => {
    if (value.useLocation && !value.point && !asked.current) {
      asked.current = true;
      void locate();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value.useLocation]);

  const accept = (place: GeoPlace, replaceText: boolean) => {
    setSuggestions([]);
    if (!place.inNigeria) {
      setError(REPORT_MESSAGES.selectNigeria);
      toast.error(localized(REPORT_MESSAGES.selectNigeria));
      return;
    }
    const apply = () => {
      skipCheck.current = true;
      onChange({
        ...latest.current,
        address: replaceText && !place.approximate ? place.formattedAddress : latest.current.address,
        point: usable(place) ? { latitude: place.latitude, longitude: place.longitude } : null,
        lga: place.lga?.name ?? null,
      });
      setError(null);
    };
    if (!place.inOgun) setConfirm({ ...place, formattedAddress: place.formattedAddress });
    else apply();
    pendingApply.current = apply;
  };
  const pendingApply = useRef<() => void>(() => undefined);

  // Suggestions while typing (Nigeria only), and the 2-second check of a long typed address.
  useEffect(() => {
    if (value.useLocation) return;
    if (skipCheck.current) {
      skipCheck.current = false;
      return;
    }
    const text = value.address.trim();
    let cancelled = false;
    const suggest = window.setTimeout(async () => {
      if (text.length < 3) return setSuggestions([]);
      try {
        const places = await searchPlaces(text);
        if (!cancelled) setSuggestions(places.filter((p) => p.inNigeria));
      } catch {
        if (!cancelled) setSuggestions([]);
      }
    }, 400);
    const check = window.setTimeout(async () => {
      if (text.length <= ADDRESS_GEOCODE_MIN_LENGTH || text.includes(',')) return;
      try {
        const places = await searchPlaces(text);
        if (cancelled) return;
        if (places.length === 0) {
          setError(REPORT_MESSAGES.addressNotFound);
          return;
        }
        const first = places[0]!;
        if (!first.inNigeria) {
          setError(REPORT_MESSAGES.invalidNigerianAddress);
          return;
        }
        accept(first, false);
      } catch {
        if (!cancelled) setError(REPORT_MESSAGES.addressNotFound);
      }
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(suggest);
      window.clearTimeout(check);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value.address, value.useLocation]);

  return (
    <div className="space-y-2">
      <label htmlFor="report-address" className="block text-sm font-medium text-slate-800">
        {_('reportForm.address.label')} <span className="text-red-600">*</span>
      </label>
      <div className="relative">
        <input
          id="report-address"
          type="text"
          autoComplete="street-address"
          value={value.address}
          disabled={value.useLocation}
          placeholder={locating ? _('reportForm.address.locating') : _('reportForm.address.placeholder')}
          onChange={(event) => {
            typedBefore.current = event.target.value;
            setError(null);
            onChange({ ...value, address: event.target.value, point: null, lga: null });
          }}
          onBlur={() => window.setTimeout(() => setSuggestions([]), 150)}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100"
        />
        {suggestions.length > 0 && !value.useLocation ? (
          <ul
            role="listbox"
            aria-label={_('reportForm.address.suggestions')}
            className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {suggestions.map((place, i) => (
              <li
                key={`${place.formattedAddress}-${i}`}
                role="option"
                aria-selected={false}
                className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-brand-50"
                onMouseDown={(event) => {
                  event.preventDefault();
                  accept(place, true);
                }}
              >
                <MapPin className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {place.formattedAddress}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Checkbox
        checked={value.useLocation}
        disabled={locating}
        onChange={(event) => {
          if (event.target.checked) {
            onChange({ ...value, useLocation: true });
            void locate();
          } else {
            onChange({ ...value, useLocation: false, address: typedBefore.current, point: null, lga: null });
          }
        }}
      >
        {locationLabel ?? _('reportForm.address.useLocation')}
      </Checkbox>
      {value.point ? (
        // The place is in the address box; the coordinates found are kept with the report and shown here.
        <p className="text-xs text-slate-600" data-testid="address-point">
          {value.lga ? `${_('reportForm.address.located', { lga: value.lga })} ` : ''}
          {_('reportForm.address.coordinates', {
            latitude: value.point.latitude.toFixed(5),
            longitude: value.point.longitude.toFixed(5),
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {localized(error)}
        </p>
      ) : null}
      <Modal
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={_('reportForm.address.outside.title')}
        description={_('reportForm.address.outside.body')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {_('reportForm.address.outside.no')}
          </Button>
          <Button
            onClick={() => {
              pendingApply.current();
              setConfirm(null);
            }}
          >
            {_('reportForm.address.outside.continue')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
