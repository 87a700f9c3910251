/**
 * Whether a police account reaches one report (the rule itself lives in jurisdiction/). Reach starts at
 * submission: a draft belongs to its author alone, whoever asks. Out of reach answers 404, as if the report did
 * not exist.
 */
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { isUuid } from '../../lib/uuid';
import { jurisdictionOf, reaches } from '../jurisdiction/jurisdiction';
import * as repo from './incidents.repository';

export async function policeCanReach(db: Db, user: AuthUser, incidentId: string): Promise<boolean> {
  if (!isUuid(incidentId)) return false;
  const found = await repo.findIncidentById(db, incidentId);
  if (!found || found.incident.isDraft) return false;
  return reaches(await jurisdictionOf(db, user), found.incident);
}
