/**
 * The live board's records (decision 012): an alert's events (its history and the stream's cursor), assignment,
 * closing as attended, escalation, and whom an alert can be assigned to or escalated to.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lgas, sosAlertEvents, sosAlerts, stations, users } from '../../db/schema';
import { alertsInReach, type AlertReach } from './sos.repository';

export type EventRow = typeof sosAlertEvents.$inferSelect;

export async function insertEvent(db: Db, values: typeof sosAlertEvents.$inferInsert): Promise<EventRow> {
  const [row] = await db.insert(sosAlertEvents).values(values).returning();
  return row!;
}

const historyRows = (db: Db, where: SQL) =>
  db
    .select({ event: sosAlertEvents, actorName: users.fullName, actorRole: users.role })
    .from(sosAlertEvents)
    .leftJoin(users, eq(users.id, sosAlertEvents.actorUserId))
    .where(where)
    .orderBy(asc(sosAlertEvents.id));

export type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];

/** An alert's history, oldest first, with each acting account's name and role. */
export const listHistory = (db: Db, alertId: string) => historyRows(db, eq(sosAlertEvents.alertId, alertId));

export async function findHistoryEntry(db: Db, eventId: number): Promise<HistoryRow | null> {
  const [row] = await historyRows(db, eq(sosAlertEvents.id, eventId));
  return row ?? null;
}

/** The newest event number (null: none yet). */
export async function headEventId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: max(sosAlertEvents.id) }).from(sosAlertEvents);
  return row?.id ?? null;
}

/**
 * The events of alerts within reach from `cursor` on, oldest first, at most `limit`: those numbered after it, and
 * also those written up to `overlapMs` before it (a transaction that took its number earlier may have committed
 * later, after the browser's cursor had passed it). Sending an event twice is harmless: the board reads the alert.
 */
export async function eventsSince(db: Db, reach: AlertReach, cursor: number, overlapMs: number, limit: number) {
  const [at] = await db
    .select({ createdAt: sosAlertEvents.createdAt })
    .from(sosAlertEvents)
    .where(eq(sosAlertEvents.id, cursor));
  const after: SQL = at
    ? or(gt(sosAlertEvents.id, cursor), gte(sosAlertEvents.createdAt, new Date(at.createdAt.getTime() - overlapMs)))!
    : gt(sosAlertEvents.id, cursor);
  return db
    .select({
      id: sosAlertEvents.id,
      alertId: sosAlertEvents.alertId,
      kind: sosAlertEvents.kind,
      at: sosAlertEvents.createdAt,
    })
    .from(sosAlertEvents)
    .innerJoin(sosAlerts, eq(sosAlerts.id, sosAlertEvents.alertId))
    .where(and(after, alertsInReach(reach)))
    .orderBy(asc(sosAlertEvents.id))
    .limit(limit);
}

// Assignment ------------------------------------------------------------------------------------------------------

export async function findStation(db: Db, id: number) {
  const [row] = await db
    .select({ id: stations.id, name: stations.formation, lgaId: stations.lgaId, isActive: stations.isActive })
    .from(stations)
    .where(eq(stations.id, id));
  return row ?? null;
}

/** An active officer (role officer, not disabled or erased) and the station they are posted to. */
export async function findOfficer(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.fullName,
      stationId: stations.id,
      stationName: stations.formation,
      stationLgaId: stations.lgaId,
    })
    .from(users)
    .innerJoin(stations, eq(stations.id, users.postingStationId))
    .where(and(eq(users.id, id), eq(users.role, 'officer'), isNull(users.disabledAt), isNull(users.deletedAt)));
  return row ?? null;
}

export async function setAssignment(
  tx: Db,
  id: string,
  assignment: { assignedStationId: number | null; assignedOfficerId: string | null },
) {
  await tx.update(sosAlerts).set(assignment).where(eq(sosAlerts.id, id));
}

/** Active stations in the given LGAs ('all': every one), with their LGA and position. */
export function stationsIn(db: Db, lgaIds: 'all' | number[]) {
  return db
    .select({
      id: stations.id,
      name: stations.formation,
      lga: lgas.name,
      latitude: stations.latitude,
      longitude: stations.longitude,
    })
    .from(stations)
    .leftJoin(lgas, eq(lgas.id, stations.lgaId))
    .where(and(eq(stations.isActive, true), lgaIds === 'all' ? undefined : inArray(stations.lgaId, lgaIds)));
}

/** Active officers posted to these stations, by name. */
export function officersAt(db: Db, stationIds: number[], limit: number) {
  if (!stationIds.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.fullName, stationId: stations.id, stationName: stations.formation })
    .from(users)
    .innerJoin(stations, eq(stations.id, users.postingStationId))
    .where(
      and(
        eq(users.role, 'officer'),
        inArray(users.postingStationId, stationIds),
        isNull(users.disabledAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}

// Closing and escalating ------------------------------------------------------------------------------------------

/** Closed as attended; an alert never acknowledged is acknowledged by the same act. */
export async function attendAlert(tx: Db, id: string, at: Date, by: { userId: string; stationId: number | null }) {
  const [row] = await tx
    .update(sosAlerts)
    .set({
      status: 'attended',
      attendedAt: at,
      acknowledgedAt: sql`coalesce(${sosAlerts.acknowledgedAt}, ${at.toISOString()}::timestamptz)`,
      acknowledgedByUserId: sql`coalesce(${sosAlerts.acknowledgedByUserId}, ${by.userId}::uuid)`,
      acknowledgedStationId: sql`case when ${sosAlerts.acknowledgedAt} is null then ${by.stationId}::integer else ${sosAlerts.acknowledgedStationId} end`,
    })
    .where(and(eq(sosAlerts.id, id), inArray(sosAlerts.status, ['new', 'acknowledged'])))
    .returning({ id: sosAlerts.id });
  return row ?? null;
}

/** Raises an unacknowledged alert to `level` when it is below it; null when another run got there first. */
export async function raiseEscalation(tx: Db, id: string, level: number, at: Date) {
  const [row] = await tx
    .update(sosAlerts)
    .set({ escalationLevel: level, escalatedAt: at })
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.status, 'new'), lt(sosAlerts.escalationLevel, level)))
    .returning({ id: sosAlerts.id });
  return row ?? null;
}

/** An LGA's name and Area Command (null: no LGA). */
export async function areaOf(db: Db, lgaId: number | null) {
  if (lgaId === null) return null;
  const [row] = await db
    .select({ name: lgas.name, areaCommandId: lgas.areaCommandId })
    .from(lgas)
    .where(eq(lgas.id, lgaId));
  return row ?? null;
}

/** The active commanders of a level: the area commanders of one command, or State HQ. */
export async function commanders(db: Db, level: { areaCommandId: number } | 'hq'): Promise<string[]> {
  const who =
    level === 'hq'
      ? eq(users.role, 'hq')
      : and(eq(users.role, 'area_commander'), eq(users.postingAreaCommandId, level.areaCommandId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(who, isNull(users.disabledAt), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}
