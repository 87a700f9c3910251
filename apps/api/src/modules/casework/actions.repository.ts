/** The SQL of police actions on a report: the locked row, its versioned update, history rows, stations, replies. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentReviews, incidentUpdates, incidents, lgas, stations } from '../../db/schema';

export type ActionRow = typeof incidents.$inferSelect;

/** The submitted report, locked for the rest of the transaction (drafts are nobody's case). */
export async function lockSubmitted(tx: Db, id: string): Promise<ActionRow | null> {
  const [row] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
  return row && !row.isDraft ? row : null;
}

export async function findSubmitted(db: Db, id: string): Promise<ActionRow | null> {
  const [row] = await db.select().from(incidents).where(eq(incidents.id, id));
  return row && !row.isDraft ? row : null;
}

/** Applies an action's change to the locked report and moves it to its next version. */
export async function updateCase(
  tx: Db,
  row: Pick<ActionRow, 'id' | 'version'>,
  values: Partial<
    Pick<
      ActionRow,
      | 'status'
      | 'acknowledgedAt'
      | 'stationId'
      | 'escalationLevel'
      | 'hiddenFromMap'
      | 'resolveDueAt'
      | 'resolvedAt'
      | 'slaPausedAt'
      | 'legalHoldAt'
      | 'legalHoldByUserId'
      | 'legalHoldReason'
    >
  >,
  at: Date,
) {
  await tx
    .update(incidents)
    .set({ ...values, version: row.version + 1, updatedAt: at })
    .where(eq(incidents.id, row.id));
}

export async function insertUpdate(db: Db, values: typeof incidentUpdates.$inferInsert) {
  const [row] = await db.insert(incidentUpdates).values(values).returning();
  return row!;
}

/** A station with the places that decide who reaches it: its LGA and that LGA's Area Command. */
export async function findStationPlace(db: Db, id: number) {
  const [row] = await db
    .select({
      id: stations.id,
      formation: stations.formation,
      isActive: stations.isActive,
      lgaId: stations.lgaId,
      areaCommandId: lgas.areaCommandId,
    })
    .from(stations)
    .leftJoin(lgas, eq(lgas.id, stations.lgaId))
    .where(eq(stations.id, id))
    .limit(1);
  return row ?? null;
}

export async function stationFormation(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ formation: stations.formation }).from(stations).where(eq(stations.id, id));
  return row?.formation ?? null;
}

export async function setReviewReply(db: Db, incidentId: string, reply: string, by: string, at: Date) {
  const [row] = await db
    .update(incidentReviews)
    .set({ reply, repliedAt: at, repliedByUserId: by })
    .where(eq(incidentReviews.incidentId, incidentId))
    .returning();
  return row ?? null;
}
