/** The messages between the police and a report's reporter (table incident_messages). SQL only. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentMessages, incidents, users } from '../../db/schema';

const reportColumns = {
  id: incidents.id,
  ticketId: incidents.ticketId,
  status: incidents.status,
  userId: incidents.userId,
  isAnonymous: incidents.isAnonymous,
  stationId: incidents.stationId,
  lgaId: incidents.lgaId,
  areaCommandId: incidents.areaCommandId,
};
export type ThreadReport = { [K in keyof typeof reportColumns]: (typeof incidents.$inferSelect)[K] };

/**
 * A submitted report, its row held (FOR SHARE) until the transaction ends: a message and the report's closing never
 * cross (closing locks the row for update).
 */
export async function holdSubmitted(tx: Db, by: { id: string } | { ticketId: string }): Promise<ThreadReport | null> {
  const [row] = await tx
    .select(reportColumns)
    .from(incidents)
    .where(
      and('id' in by ? eq(incidents.id, by.id) : eq(incidents.ticketId, by.ticketId), eq(incidents.isDraft, false)),
    )
    .for('share');
  return row ?? null;
}

export async function findSubmitted(db: Db, id: string): Promise<ThreadReport | null> {
  const [row] = await db
    .select(reportColumns)
    .from(incidents)
    .where(and(eq(incidents.id, id), eq(incidents.isDraft, false)));
  return row ?? null;
}

export type IncidentMessageRow = typeof incidentMessages.$inferSelect;

/** The threads of these reports, oldest first (each with its police author's name and role). */
export function messagesOf(db: Db, incidentIds: string[]) {
  if (incidentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ message: incidentMessages, authorName: users.fullName, authorRole: users.role })
    .from(incidentMessages)
    .leftJoin(users, eq(users.id, incidentMessages.authorUserId))
    .where(inArray(incidentMessages.incidentId, incidentIds))
    .orderBy(asc(incidentMessages.createdAt), asc(incidentMessages.id));
}

/** A police message names its author. */
export async function insertPoliceMessage(
  db: Db,
  input: { incidentId: string; text: string; authorUserId: string; createdAt: Date },
): Promise<IncidentMessageRow> {
  const [row] = await db
    .insert(incidentMessages)
    .values({ ...input, from: 'police' })
    .returning();
  return row!;
}

/** The reporter's answer: the report, the text and the time, and nothing else (no account, address or client). */
export async function insertReporterMessage(
  db: Db,
  input: { incidentId: string; text: string; createdAt: Date },
): Promise<IncidentMessageRow> {
  const [row] = await db
    .insert(incidentMessages)
    .values({ incidentId: input.incidentId, text: input.text, createdAt: input.createdAt, from: 'reporter' })
    .returning();
  return row!;
}
