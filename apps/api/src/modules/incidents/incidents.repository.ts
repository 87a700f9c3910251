import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  idempotencyKeys,
  incidentFiles,
  incidentReviews,
  incidentTypes,
  incidentUpdates,
  incidents,
  lgas,
  stations,
} from '../../db/schema';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentFileRow = typeof incidentFiles.$inferSelect;
export type IncidentUpdateRow = typeof incidentUpdates.$inferSelect;
export type IncidentReviewRow = typeof incidentReviews.$inferSelect;

const joinedColumns = {
  incident: incidents,
  typeName: incidentTypes.name,
  stationFormation: stations.formation,
  lgaName: lgas.name,
};

export type JoinedIncident = {
  incident: IncidentRow;
  typeName: string;
  stationFormation: string | null;
  lgaName: string | null;
};

function joined(db: Db) {
  return db
    .select(joinedColumns)
    .from(incidents)
    .innerJoin(incidentTypes, eq(incidentTypes.id, incidents.incidentTypeId))
    .leftJoin(stations, eq(stations.id, incidents.stationId))
    .leftJoin(lgas, eq(lgas.id, incidents.lgaId));
}

/** The incident when it belongs to the user; null otherwise (callers answer 404 either way). */
export async function findOwnedIncident(db: Db, id: string, userId: string): Promise<JoinedIncident | null> {
  const rows = await joined(db)
    .where(and(eq(incidents.id, id), eq(incidents.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findIncidentById(db: Db, id: string): Promise<JoinedIncident | null> {
  const rows = await joined(db).where(eq(incidents.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findSubmittedByTicket(db: Db, ticketId: string): Promise<JoinedIncident | null> {
  const rows = await joined(db)
    .where(and(eq(incidents.ticketId, ticketId), eq(incidents.isDraft, false)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listOwnedIncidents(
  db: Db,
  userId: string,
  isDraft: boolean,
  page: number,
  size: number,
): Promise<{ rows: JoinedIncident[]; total: number }> {
  const where = and(eq(incidents.userId, userId), eq(incidents.isDraft, isDraft));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(incidents).where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(incidents.createdAt), desc(incidents.id))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: Number(total) };
}

export function filesOf(db: Db, incidentIds: string[]): Promise<IncidentFileRow[]> {
  if (incidentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incidentFiles)
    .where(inArray(incidentFiles.incidentId, incidentIds))
    .orderBy(asc(incidentFiles.createdAt), asc(incidentFiles.id));
}

export function publicUpdatesOf(db: Db, incidentIds: string[]): Promise<IncidentUpdateRow[]> {
  if (incidentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incidentUpdates)
    .where(and(inArray(incidentUpdates.incidentId, incidentIds), eq(incidentUpdates.isPublic, true)))
    .orderBy(asc(incidentUpdates.createdAt), asc(incidentUpdates.id));
}

export function reviewsOf(db: Db, incidentIds: string[]): Promise<IncidentReviewRow[]> {
  if (incidentIds.length === 0) return Promise.resolve([]);
  return db.select().from(incidentReviews).where(inArray(incidentReviews.incidentId, incidentIds));
}

export async function findFile(db: Db, incidentId: string, fileId: string): Promise<IncidentFileRow | null> {
  const rows = await db
    .select()
    .from(incidentFiles)
    .where(and(eq(incidentFiles.id, fileId), eq(incidentFiles.incidentId, incidentId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Inside a transaction: waits while another transaction holds the same idempotency key, so a concurrent duplicate
 * reads the first request's answer instead of doing (and storing files for) the same work again.
 */
export async function lockIdempotencyKey(tx: Db, scope: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`idempotency:${scope}:${key}`}))`);
}

/** Of these file ids, the ones with a committed row. */
export async function existingFileIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: incidentFiles.id }).from(incidentFiles).where(inArray(incidentFiles.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findIdempotent(db: Db, scope: string, key: string) {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findIncidentType(db: Db, id: number) {
  const rows = await db.select().from(incidentTypes).where(eq(incidentTypes.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findStation(db: Db, id: number) {
  const rows = await db.select().from(stations).where(eq(stations.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function stationsInLga(db: Db, lgaId: number) {
  return db
    .select()
    .from(stations)
    .where(and(eq(stations.lgaId, lgaId), eq(stations.isActive, true)))
    .orderBy(asc(stations.id));
}
