import { useEffect } from 'react';
import { PROFILE_MESSAGES, REPORT_MESSAGES } from '@safeogun/contract/messages';
import { Combobox, type ComboboxControlProps } from '../../../components/ui/combobox';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useNearbyStations } from '../api/use-nearby-stations';

/** Nearest police station: disabled until the address has coordinates; the three empty messages of section 2. */
export function StationField({
  point,
  errorMessage = PROFILE_MESSAGES.nearbyFailed,
  ...control
}: ComboboxControlProps & {
  point: { latitude: number; longitude: number } | null;
  /** The toast when the stations cannot be loaded (the specification words it differently on /edit_draft). */
  errorMessage?: string;
}) {
  const stations = useNearbyStations(point);
  useErrorToast(stations.isError, errorMessage);
  // A station picked for another place (the address moved: "Use my Location" in a draft, a new address) is let go
  // once this place's stations are known: otherwise the field shows none while the report is sent to it. No station
  // lets the server route the report by its place.
  const { value, onChange } = control;
  useEffect(() => {
    if (value !== null && stations.data && !stations.data.some((s) => s.id === value)) onChange(null);
  }, [stations.data, value, onChange]);
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
    <Combobox
      id="report-station"
      label="Nearest Police Station"
      {...control}
      options={options}
      disabled={!point}
      placeholder={
        !point
          ? REPORT_MESSAGES.enterAddressFirst
          : stations.isFetching
            ? REPORT_MESSAGES.searchingStations
            : 'Search for a station'
      }
      emptyText={empty}
      hint={
        !point
          ? REPORT_MESSAGES.enterAddressFirst
          : !stations.isFetching && options.length === 0
            ? REPORT_MESSAGES.noStationsNearby
            : undefined
      }
    />
  );
}
