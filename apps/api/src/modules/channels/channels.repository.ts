/** SQL of the USSD and SMS channels (decision 017). */
import { and, asc, desc, eq, gt, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  channelReporters,
  incidentTypes,
  incidentUpdates,
  incidents,
  smsConversations,
  smsInbound,
  smsOptOuts,
  smsOutbound,
  stations,
  users,
  ussdSessions,
} from '../../db/schema';

export type UssdSessionRow = typeof ussdSessions.$inferSelect;

/**
 * The types a caller may report under, in the web form's order: a type an administrator deactivated (issue 14) is
 * neither offered nor filed, as on the web.
 */
export const listIncidentTypes = (db: Db) =>
  db
    .select({ id: incidentTypes.id, name: incidentTypes.name })
    .from(incidentTypes)
    .where(eq(incidentTypes.isActive, true))
    .orderBy(asc(incidentTypes.sortOrder), asc(incidentTypes.id));

/** Creates the session row unless another callback of the session did (it then waits for that one's commit). */
export async function createSession(tx: Db, values: typeof ussdSessions.$inferInsert) {
  await tx.insert(ussdSessions).values(values).onConflictDoNothing();
}

/** The session, locked until the transaction ends: one callback of a session is answered at a time. */
export async function lockSession(tx: Db, sessionId: string): Promise<UssdSessionRow | null> {
  const [row] = await tx.select().from(ussdSessions).where(eq(ussdSessions.sessionId, sessionId)).for('update');
  return row ?? null;
}

export async function saveSession(tx: Db, sessionId: string, values: Partial<typeof ussdSessions.$inferInsert>) {
  await tx.update(ussdSessions).set(values).where(eq(ussdSessions.sessionId, sessionId));
}

/** What the channels no longer need: sessions and conversations long over, inbound ids past any retry. */
export async function deleteSpent(db: Db, sessionsBefore: Date, inboundBefore: Date) {
  await db.delete(ussdSessions).where(lt(ussdSessions.expiresAt, sessionsBefore));
  await db.delete(smsConversations).where(lt(smsConversations.expiresAt, sessionsBefore));
  await db.delete(smsInbound).where(lt(smsInbound.receivedAt, inboundBefore));
}

/**
 * The one citizen account with this number (sign-up stores +234 and ten digits), with its language (the channels
 * answer it in that language); null when none is.
 */
export async function findCitizenByPhone(db: Db, phone: string) {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, language: users.language })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.role, 'citizen'), isNull(users.deletedAt)))
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

/** Active stations of an LGA with their position, for the nearest to the LGA's label point. */
export const stationsOfLga = (db: Db, lgaId: number) =>
  db
    .select({ id: stations.id, latitude: stations.latitude, longitude: stations.longitude })
    .from(stations)
    .where(and(eq(stations.lgaId, lgaId), eq(stations.isActive, true)))
    .orderBy(asc(stations.id));

export async function insertIncident(tx: Db, values: typeof incidents.$inferInsert) {
  const [row] = await tx.insert(incidents).values(values).returning({ id: incidents.id, ticketId: incidents.ticketId });
  return row!;
}

export async function insertReporter(tx: Db, values: typeof channelReporters.$inferInsert) {
  await tx.insert(channelReporters).values(values);
}

export async function reportsFromPhoneSince(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(channelReporters)
    .where(and(eq(channelReporters.phone, phone), gt(channelReporters.createdAt, since)));
  return row?.n ?? 0;
}

/** The phone to text a report's status changes to, when it came by USSD or SMS. */
export async function reporterOf(db: Db, incidentId: string) {
  const [row] = await db
    .select({ phone: channelReporters.phone, language: channelReporters.language })
    .from(channelReporters)
    .where(eq(channelReporters.incidentId, incidentId));
  return row ?? null;
}

// Inbound SMS ----------------------------------------------------------------------------------------------------

/** Records an inbound message id; false when it was recorded before (a repeated callback). */
export async function claimInbound(tx: Db, id: string, phone: string): Promise<boolean> {
  const rows = await tx.insert(smsInbound).values({ id, phone }).onConflictDoNothing().returning({ id: smsInbound.id });
  return rows.length > 0;
}

/**
 * Serialises one number's texts until the transaction ends: two texts arriving together (a conversation with no row
 * yet to lock, the hourly count of reports) are handled one after the other.
 */
export async function lockPhone(tx: Db, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`channels:${phone}`}, 0))`);
}

export async function lockConversation(tx: Db, phone: string) {
  const [row] = await tx.select().from(smsConversations).where(eq(smsConversations.phone, phone)).for('update');
  return row ?? null;
}

export async function saveConversation(tx: Db, phone: string, state: unknown, expiresAt: Date) {
  await tx
    .insert(smsConversations)
    .values({ phone, state, expiresAt })
    .onConflictDoUpdate({ target: smsConversations.phone, set: { state, expiresAt, updatedAt: sql`now()` } });
}

export async function endConversation(tx: Db, phone: string) {
  await tx.delete(smsConversations).where(eq(smsConversations.phone, phone));
}

export async function optOut(tx: Db, phone: string) {
  await tx.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
}

export async function optIn(tx: Db, phone: string) {
  await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const rows = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  return rows.length > 0;
}

// Outbound SMS ---------------------------------------------------------------------------------------------------

export async function insertOutbound(tx: Db, values: typeof smsOutbound.$inferInsert) {
  const [row] = await tx.insert(smsOutbound).values(values).returning({ id: smsOutbound.id });
  return row!.id;
}

export async function findOutbound(db: Db, id: string) {
  const [row] = await db.select().from(smsOutbound).where(eq(smsOutbound.id, id));
  return row ?? null;
}

export async function markSent(db: Db, id: string, providerMessageId: string | null, at: Date) {
  await db
    .update(smsOutbound)
    .set({ status: 'sent', providerMessageId, sentAt: at })
    .where(and(eq(smsOutbound.id, id), eq(smsOutbound.status, 'queued')));
}

const FINAL = ['delivered', 'failed'];

/**
 * Records a delivery report's state on the text with that gateway id, once: a repeated or late report of a text
 * already final changes nothing. Returns the text when this report made it final.
 */
export async function recordDelivery(
  tx: Db,
  providerMessageId: string,
  values: { status: string; failureReason: string | null; deliveredAt: Date | null },
) {
  const [row] = await tx
    .update(smsOutbound)
    .set(values)
    .where(and(eq(smsOutbound.providerMessageId, providerMessageId), notInArray(smsOutbound.status, FINAL)))
    .returning();
  return row && FINAL.includes(row.status) ? row : null;
}

export async function insertCaseEntry(tx: Db, values: typeof incidentUpdates.$inferInsert) {
  await tx.insert(incidentUpdates).values(values);
}

/** The texts sent to one number, oldest first (the simulator's thread), the last 50. */
export async function outboundTo(db: Db, phone: string) {
  const rows = await db
    .select()
    .from(smsOutbound)
    .where(eq(smsOutbound.phone, phone))
    .orderBy(desc(smsOutbound.createdAt), desc(smsOutbound.id))
    .limit(50);
  return rows.reverse();
}
