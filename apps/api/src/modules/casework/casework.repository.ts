import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentReviews, incidentUpdates, incidents } from '../../db/schema';

export type CaseRow = typeof incidents.$inferSelect;

/** The submitted report, locked for the rest of the transaction (drafts are nobody's case). */
export async function lockSubmitted(tx: Db, id: string): Promise<CaseRow | null> {
  const [row] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
  return row && !row.isDraft ? row : null;
}

export async function findSubmitted(db: Db, id: string): Promise<CaseRow | null> {
  const [row] = await db.select().from(incidents).where(eq(incidents.id, id));
  return row && !row.isDraft ? row : null;
}

export async function setStatus(tx: Db, id: string, status: string, at: Date) {
  await tx.update(incidents).set({ status, updatedAt: at }).where(eq(incidents.id, id));
}

export async function setHiddenFromMap(tx: Db, id: string, hiddenFromMap: boolean) {
  await tx.update(incidents).set({ hiddenFromMap }).where(eq(incidents.id, id));
}

export async function insertUpdate(db: Db, values: typeof incidentUpdates.$inferInsert) {
  const [row] = await db.insert(incidentUpdates).values(values).returning();
  return row!;
}

export async function setReviewReply(db: Db, incidentId: string, reply: string, by: string, at: Date) {
  const [row] = await db
    .update(incidentReviews)
    .set({ reply, repliedAt: at, repliedByUserId: by })
    .where(eq(incidentReviews.incidentId, incidentId))
    .returning();
  return row ?? null;
}
