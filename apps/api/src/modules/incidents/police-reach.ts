/**
 * Police reach, in one place: which reports an officer may read and act on. Reach starts at submission: a draft
 * belongs to its author alone, whoever asks. An administrator (State HQ) reaches every submitted report; an
 * officer those routed to their station or lying in their station's LGA. Out of reach answers 404, as if the
 * report did not exist.
 */
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { isUuid } from '../../lib/uuid';
import { findPostingStation } from '../accounts-core/accounts.repository';
import * as repo from './incidents.repository';

export async function policeCanReach(db: Db, user: AuthUser, incidentId: string): Promise<boolean> {
  if (!isUuid(incidentId)) return false;
  const found = await repo.findIncidentById(db, incidentId);
  if (!found || found.incident.isDraft) return false;
  if (user.role === 'admin') return true;
  if (user.role !== 'police') return false;
  const station = await findPostingStation(db, user.id);
  if (!station) return false;
  return found.incident.stationId === station.id || (station.lgaId !== null && found.incident.lgaId === station.lgaId);
}
