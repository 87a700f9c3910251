/**
 * Police reach, in one place (issue 11, widening decision 006): which reports, alerts and feedback a police account
 * may read and act on, from its role and posting, read fresh on every call.
 * - officer: the reports routed to their station or lying in its LGA;
 * - area_commander: every report of their Area Command's LGAs (or carrying the command);
 * - hq and admin: the whole state;
 * - anyone else, or a police account without a posting: nothing.
 * Out of reach answers 404 everywhere, as if the record did not exist.
 */
import { isPoliceRole } from '@safeogun/contract/roles';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { findPosting, lgaIdsOfAreaCommand, stationIdsInLgas, type IncidentReach } from './jurisdiction.repository';

export type Jurisdiction = IncidentReach;
export {
  armCondition,
  incidentsInReach,
  placedInReach,
  reachArms,
  type PlacedColumns,
  type ReachArm,
} from './jurisdiction.repository';

export async function jurisdictionOf(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<Jurisdiction> {
  if (!isPoliceRole(user.role)) return { kind: 'none' };
  if (user.role === 'hq' || user.role === 'admin') return { kind: 'state' };
  const posting = await findPosting(db, user.id);
  if (!posting || posting.role !== user.role) return { kind: 'none' };
  if (user.role === 'area_commander') {
    if (posting.areaCommandId === null) return { kind: 'none' };
    return {
      kind: 'area',
      areaCommandId: posting.areaCommandId,
      lgaIds: await lgaIdsOfAreaCommand(db, posting.areaCommandId),
    };
  }
  if (posting.stationId === null) return { kind: 'none' };
  return { kind: 'station', stationId: posting.stationId, lgaId: posting.stationLgaId };
}

export interface PlacedRecord {
  stationId: number | null;
  lgaId: number | null;
  areaCommandId?: number | null;
}

/** Whether `record` (a report, or anything placed by station and LGA) lies within `reach`. */
export function reaches(reach: Jurisdiction, record: PlacedRecord): boolean {
  switch (reach.kind) {
    case 'state':
      return true;
    case 'area':
      return (
        (record.areaCommandId != null && record.areaCommandId === reach.areaCommandId) ||
        (record.lgaId !== null && reach.lgaIds.includes(record.lgaId))
      );
    case 'station':
      return record.stationId === reach.stationId || (reach.lgaId !== null && record.lgaId === reach.lgaId);
    case 'none':
      return false;
  }
}

/** The LGAs a jurisdiction covers ('all' for the state, [] for none): the reach of SOS alerts. */
export function lgasOf(reach: Jurisdiction): 'all' | number[] {
  switch (reach.kind) {
    case 'state':
      return 'all';
    case 'area':
      return reach.lgaIds;
    case 'station':
      return reach.lgaId === null ? [] : [reach.lgaId];
    case 'none':
      return [];
  }
}

/** The stations a jurisdiction covers ('all' for the state): the reach of feedback to stations. */
export async function stationsOf(db: Db, reach: Jurisdiction): Promise<'all' | number[]> {
  switch (reach.kind) {
    case 'state':
      return 'all';
    case 'area':
      return stationIdsInLgas(db, reach.lgaIds);
    case 'station':
      return [reach.stationId];
    case 'none':
      return [];
  }
}
