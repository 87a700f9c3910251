import { useEffect } from 'react';
import { PROFILE_MESSAGES, REPORT_MESSAGES } from '@safeogun/contract/messages';
import { toast } from '../../../lib/toast';
import { useNearbyStations } from '../api/use-nearby-stations';
import { SearchableSelect } from './searchable-select';

/** Nearest police station: disabled until the address has coordinates; the three empty messages of section 2. */
export function StationField({
  point,
  value,
  onChange,
  errorMessage = PROFILE_MESSAGES.nearbyFailed,
}: {
  point: { latitude: number; longitude: number } | null;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The toast when the stations cannot be loaded (the specification words it differently on /edit_draft). */
  errorMessage?: string;
}) {
  const stations = useNearbyStations(point);
  useEffect(() => {
    if (stations.isError) toast.error(errorMessage);
  }, [stations.isError, errorMessage]);
  const options = (stations.data ?? []).map((s) => ({
    value: s.id,
    label: s.formation,
    hint: `${s.distance.toFixed(1)} km`,
  }));
  const empty = !point
    ? REPORT_MESSAGES.enterAddressFirst
    : stations.isFetching
      ? REPORT_MESSAGES.searchingStations
      : REPORT_MESSAGES.noStationsNearby;
  return (
    <div className="space-y-1">
      <label htmlFor="report-station" className="block text-sm font-medium text-slate-800">
        Nearest Police Station
      </label>
      <SearchableSelect
        id="report-station"
        options={options}
        value={value}
        onChange={onChange}
        disabled={!point}
        placeholder={
          !point
            ? REPORT_MESSAGES.enterAddressFirst
            : stations.isFetching
              ? REPORT_MESSAGES.searchingStations
              : 'Search for a station'
        }
        emptyText={empty}
      />
      {point && !stations.isFetching && options.length === 0 ? (
        <p className="text-xs text-slate-600">{REPORT_MESSAGES.noStationsNearby}</p>
      ) : null}
      {!point ? <p className="text-xs text-slate-500">{REPORT_MESSAGES.enterAddressFirst}</p> : null}
    </div>
  );
}
