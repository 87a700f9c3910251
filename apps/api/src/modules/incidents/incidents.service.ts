/**
 * Incident reporting: what every service of this module is given, and reading a citizen's own reports. Filing,
 * drafts, reviews, tracking and evidence URLs have their own files; police casework is the casework module.
 *
 * Services take their dependencies as the first argument (`deps`, built once when the routes register) and plain
 * values after it; they return plain results and throw AppError for the error handler to answer.
 */
import type { Incident } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { toDtos } from './incident-dto';
import type { IncidentsDeps } from './incidents.deps';
import * as repo from './incidents.repository';
import { pagination } from '../../lib/pagination';

/** The citizen's own report or draft; anything else answers 404 with the message given. */
export async function ownedOr404(db: Db, id: string, userId: string, message: string = REPORT_MESSAGES.reportNotFound) {
  if (!isUuid(id)) throw notFound(message);
  const row = await repo.findOwnedIncident(db, id, userId);
  if (!row) throw notFound(message);
  return row;
}

export async function getIncident(deps: IncidentsDeps, user: AuthUser, id: string): Promise<Incident> {
  const row = await ownedOr404(deps.db, id, user.id);
  return (await toDtos(deps, [row]))[0]!;
}

export async function listIncidents(
  deps: IncidentsDeps,
  user: AuthUser,
  query: { page: number; size: number; isDraft?: 'true' | 'false' },
) {
  const isDraft = query.isDraft === 'true';
  const { rows, total } = await repo.listOwnedIncidents(deps.db, user.id, isDraft, query.page, query.size);
  return {
    data: await toDtos(deps, rows),
    pagination: pagination(total, query.page, query.size, 1),
  };
}
