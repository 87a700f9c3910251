import type { PoliceCase } from '@safeogun/contract/casework';
import { PlaceMap } from '../../../components/place-map';

/** Where the report is: its LGA drawn among the state's, and the reported point on it. */
export function CaseMap({ incident }: { incident: PoliceCase }) {
  return (
    <PlaceMap
      id={incident.id}
      place={incident}
      what="the reported place"
      notes={incident.isLocationHidden ? ['the reporter hid the location from the public map'] : []}
    />
  );
}
