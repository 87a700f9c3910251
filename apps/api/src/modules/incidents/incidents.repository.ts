import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentFiles, incidentReviews, incidentUpdates, incidents, users } from '../../db/schema';
import { newestFirstPage } from '../../db/pages';
import { incidentWithPlaceNames, withPlaces } from '../../db/incident-places';
import { placeholders, statement } from '../../db/statements';
import { claimedInsert, claimedInsertMany, type ClaimedRow, type KeyClaim } from '../../lib/idempotency.repository';
import { writeBatches } from '../../lib/write-batches';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentFileRow = typeof incidentFiles.$inferSelect;
export type IncidentUpdateRow = typeof incidentUpdates.$inferSelect;
export type IncidentReviewRow = typeof incidentReviews.$inferSelect;

export type JoinedIncident = {
  incident: IncidentRow;
  typeName: string;
  stationFormation: string | null;
  lgaName: string | null;
};

const joined = (db: Db) => withPlaces(db.select(incidentWithPlaceNames).from(incidents).$dynamic());

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
  const rows = await newestFirstPage(
    joined(db).where(where).$dynamic(),
    { at: incidents.createdAt, id: incidents.id },
    { limit: size, offset: (page - 1) * size },
  );
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

/** Of these storage keys, the ones a committed file row names. */
export async function committedStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: incidentFiles.storageKey })
    .from(incidentFiles)
    .where(inArray(incidentFiles.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}

export async function insertIncident(tx: Db, values: typeof incidents.$inferInsert) {
  const [row] = await tx.insert(incidents).values(values).returning();
  return row!;
}

/** The columns a report filed on the web sets (the database fills the rest: defaults, response-time targets). */
const FILED_COLUMNS = [
  'id',
  'ticketId',
  'userId',
  'incidentTypeId',
  'status',
  'isDraft',
  'address',
  'description',
  'isIdentityHidden',
  'isLocationHidden',
  'isAnonymous',
  'onBehalfOf',
  'channel',
  'latitude',
  'longitude',
  'lgaId',
  'areaCommandId',
  'stationId',
  'submittedAt',
] as const;
export type FiledReport = Required<Pick<typeof incidents.$inferInsert, (typeof FILED_COLUMNS)[number]>>;

const insertFiled = statement<FiledReport>('incident_file', (db) =>
  db.insert(incidents).values(placeholders(...FILED_COLUMNS)),
);

/**
 * A report filed on the web, the hottest write of the app: a statement built once, returning nothing (the app
 * made its id and ticket; reading the whole row back cost as much CPU again as building the statement).
 */
export async function insertFiledReport(tx: Db, values: FiledReport) {
  await insertFiled(tx, values);
}

const insertFiledClaimed = claimedInsert<FiledReport>('incident_file_claimed', incidents, [...FILED_COLUMNS]);
const insertFiledMany = claimedInsertMany<FiledReport>('incident_file_many', incidents, [...FILED_COLUMNS], 'id');

/** Where a report's row sits in the order its triggers lock the counters (crime map, police queue) by. */
const counterOrder = (r: FiledReport) => [r.lgaId, r.incidentTypeId, r.stationId, r.areaCommandId];

const filedTogether = writeBatches<ClaimedRow<FiledReport>, boolean>({
  async one(db, { claim, row }) {
    if (claim) return insertFiledClaimed(db, claim, row);
    await insertFiled(db, row);
    return true;
  },
  many: insertFiledMany,
  maxBatch: 100,
  // A batch under load takes tens of milliseconds; one waiting longer waits on a lock (a report with files holding
  // its counters' rows while its files are written): the reports behind it go on without it.
  stallMs: 300,
  keyOf: ({ claim }) => (claim ? `${claim.scope}\n${claim.key}` : null),
  compare(a, b) {
    const [x, y] = [counterOrder(a.row), counterOrder(b.row)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] ?? -1) - (y[i] ?? -1);
    return 0;
  },
});

/**
 * A report without files in one statement, with its Idempotency-Key's claim when it has one; false when the key
 * was taken (nothing written). Reports filed at the same moment share the statement (lib/write-batches.ts).
 */
export function fileReport(db: Db, values: FiledReport, claim: KeyClaim | null): Promise<boolean> {
  return filedTogether(db, { claim, row: values });
}

export async function insertFiles(tx: Db, rows: (typeof incidentFiles.$inferInsert)[]) {
  if (rows.length) await tx.insert(incidentFiles).values(rows);
}

export async function deleteFiles(tx: Db, ids: string[]) {
  if (ids.length) await tx.delete(incidentFiles).where(inArray(incidentFiles.id, ids));
}

/** Updates the report only while it is a draft; false when it was submitted meanwhile. */
export async function updateDraft(tx: Db, id: string, values: Partial<typeof incidents.$inferInsert>) {
  const updated = await tx
    .update(incidents)
    .set(values)
    .where(and(eq(incidents.id, id), eq(incidents.isDraft, true)))
    .returning({ id: incidents.id });
  return updated.length > 0;
}

export async function deleteDraft(db: Db, id: string) {
  await db.delete(incidents).where(and(eq(incidents.id, id), eq(incidents.isDraft, true)));
}

export async function insertReview(db: Db, values: typeof incidentReviews.$inferInsert) {
  const [row] = await db.insert(incidentReviews).values(values).returning();
  return row!;
}

export async function findFullName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.fullName ?? null;
}
