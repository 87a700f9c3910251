/** One report as the police read it: the report with its places, evidence, full history (authors) and review. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaCommands, incidentFiles, incidentReviews, incidentUpdates, incidents, users } from '../../db/schema';
import { incidentWithPlaceNames, withPlaces } from '../../db/incident-places';

export type IncidentRow = typeof incidents.$inferSelect;
export type CaseFileRow = typeof incidentFiles.$inferSelect;

export interface CaseRow {
  incident: IncidentRow;
  typeName: string;
  lgaName: string | null;
  areaCommandName: string | null;
  stationFormation: string | null;
}

/** The report with the names of its type and places. */
const selectCase = (db: Db, id: string) =>
  withPlaces(
    db
      .select({ ...incidentWithPlaceNames, areaCommandName: areaCommands.name })
      .from(incidents)
      .$dynamic(),
  )
    .leftJoin(areaCommands, eq(areaCommands.id, incidents.areaCommandId))
    .where(eq(incidents.id, id));

export async function findCase(db: Db, id: string): Promise<CaseRow | null> {
  const [row] = await selectCase(db, id).limit(1);
  return row ?? null;
}

/**
 * `findCase`, the report locked for the rest of the transaction; null when another transaction holds it (an
 * officer acting, another process's escalation sweep): the sweep looks again next time.
 */
export async function lockCaseUnlessBusy(tx: Db, id: string): Promise<CaseRow | null> {
  const [row] = await selectCase(tx, id).for('update', { of: incidents, skipLocked: true });
  return row ?? null;
}

export function caseFiles(db: Db, incidentId: string): Promise<CaseFileRow[]> {
  return db
    .select()
    .from(incidentFiles)
    .where(eq(incidentFiles.incidentId, incidentId))
    .orderBy(asc(incidentFiles.createdAt), asc(incidentFiles.id));
}

/** Every entry of the history, public and internal, oldest first, with its author's name and role. */
export function caseHistory(db: Db, incidentId: string) {
  return db
    .select({
      update: incidentUpdates,
      authorName: users.fullName,
      authorRole: users.role,
    })
    .from(incidentUpdates)
    .leftJoin(users, eq(users.id, incidentUpdates.authorUserId))
    .where(eq(incidentUpdates.incidentId, incidentId))
    .orderBy(asc(incidentUpdates.createdAt), asc(incidentUpdates.id));
}

export async function caseReview(db: Db, incidentId: string) {
  const [row] = await db
    .select({
      rating: incidentReviews.rating,
      comments: incidentReviews.comments,
      createdAt: incidentReviews.createdAt,
      reply: incidentReviews.reply,
      repliedAt: incidentReviews.repliedAt,
    })
    .from(incidentReviews)
    .where(eq(incidentReviews.incidentId, incidentId))
    .limit(1);
  return row ?? null;
}
