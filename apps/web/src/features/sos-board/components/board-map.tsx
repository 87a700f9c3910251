import type { PoliceSosAlert } from '@safeogun/contract/sos';
import { LgaPointMap } from '../../../components/lga-point-map';
import { BOUNDARY_ATTRIBUTION } from '../../../lib/lga-boundaries';

/** The open alerts on the state's LGA map: new ones red and pulsing, acknowledged ones amber. */
export function BoardMap({ alerts }: { alerts: PoliceSosAlert[] }) {
  const placed = alerts.filter((a) => a.location.latitude !== null && a.location.longitude !== null);
  const unplaced = alerts.length - placed.length;
  const label = `Map of Ogun State's LGAs with ${placed.length} open ${placed.length === 1 ? 'alert' : 'alerts'} marked`;
  return (
    <figure className="space-y-2 rounded-2xl border border-slate-200 bg-white p-3">
      <LgaPointMap
        focusLgaId={null}
        marked={alerts.map((a) => a.location.lgaId).filter((id): id is number => id !== null)}
        label={label}
        points={placed.map((a) => ({
          id: a.id,
          latitude: a.location.latitude!,
          longitude: a.location.longitude!,
          accuracyMeters: a.location.accuracyMeters,
          urgent: a.status === 'new',
        }))}
      />
      <figcaption className="space-y-1 text-xs text-slate-600">
        <span className="block">
          Red: new, not yet acknowledged. Amber: acknowledged. Tinted: LGAs with an open alert.
          {unplaced ? ` ${unplaced} open ${unplaced === 1 ? 'alert has' : 'alerts have'} no position.` : ''} Open an
          alert in the list for its place, caller and voice note.
        </span>
        <span className="block text-slate-500">{BOUNDARY_ATTRIBUTION}</span>
      </figcaption>
    </figure>
  );
}
