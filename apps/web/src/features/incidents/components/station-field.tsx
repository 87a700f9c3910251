import { useEffect } from 'react';
import { PROFILE_MESSAGES, REPORT_MESSAGES } from '@safeogun/contract/messages';
import { Combobox, type ComboboxControlProps } from '../../../components/ui/combobox';
import { useLocalized } from '../../../lib/i18n';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useNearbyStations } from '../api/use-nearby-stations';
import { useReportFormMessages } from '../locales/report-form/messages';

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
  const { _ } = useReportFormMessages();
  const localized = useLocalized();
  const stations = useNearbyStations(point);
  useErrorToast(stations.isError, localized(errorMessage));
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
  const empty = localized(
    !point
      ? REPORT_MESSAGES.enterAddressFirst
      : stations.isFetching
        ? REPORT_MESSAGES.searchingStations
        : REPORT_MESSAGES.noStationsNearby,
  );
  return (
    <Combobox
      id="report-station"
      label={_('reportForm.station.label')}
      {...control}
      options={options}
      disabled={!point}
      placeholder={
        !point
          ? localized(REPORT_MESSAGES.enterAddressFirst)
          : stations.isFetching
            ? localized(REPORT_MESSAGES.searchingStations)
            : _('reportForm.station.placeholder')
      }
      emptyText={empty}
      hint={
        !point
          ? localized(REPORT_MESSAGES.enterAddressFirst)
          : !stations.isFetching && options.length === 0
            ? localized(REPORT_MESSAGES.noStationsNearby)
            : undefined
      }
    />
  );
}
