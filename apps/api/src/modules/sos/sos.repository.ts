import { and, count, eq, gte, inArray, isNotNull, isNull, lt, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { emergencyContacts, lgas, sosAlerts, stations, users } from '../../db/schema';
import { newestFirstPage } from '../../db/pages';

/**
 * The alerts a police account reaches: those lying in its LGAs (jurisdiction/lgasOf), and those assigned to one of
 * its stations or to the account itself (decision 012).
 */
export type AlertReach = 'all' | { lgaIds: number[]; stationIds: number[]; officerId: string };

export async function findSender(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      address: users.address,
      latitude: users.latitude,
      longitude: users.longitude,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function lockSender(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sos:${userId}`}))`);
}

/** The sender's alerts since `since`: how many, and when the oldest was sent (it leaves the window first). */
export async function recentAlerts(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(sosAlerts.createdAt) })
    .from(sosAlerts)
    .where(and(eq(sosAlerts.userId, userId), gte(sosAlerts.createdAt, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Alerts sent by USSD from one number since `since`: the number is the sender when there is no account. */
export async function recentCallerAlerts(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sosAlerts)
    .where(and(eq(sosAlerts.callerPhone, phone), gte(sosAlerts.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertAlert(db: Db, values: typeof sosAlerts.$inferInsert) {
  const [row] = await db.insert(sosAlerts).values(values).returning();
  return row!;
}

export const listContacts = (db: Db, userId: string) =>
  db
    .select({ id: emergencyContacts.id, phoneNumber: emergencyContacts.phoneNumber })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId));

/** Of these storage keys, the ones a committed alert names. */
export async function committedAudioKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: sosAlerts.audioKey }).from(sosAlerts).where(inArray(sosAlerts.audioKey, keys));
  return new Set(rows.map((r) => r.key!));
}

export async function findAlertForUpdate(tx: Db, id: string) {
  const [row] = await tx.select().from(sosAlerts).where(eq(sosAlerts.id, id)).for('update');
  return row ?? null;
}

export async function markAlertFalse(tx: Db, id: string, at: Date) {
  const [row] = await tx
    .update(sosAlerts)
    .set({ status: 'false-alert', markedFalseAt: at })
    .where(and(eq(sosAlerts.id, id), isNull(sosAlerts.markedFalseAt), isNull(sosAlerts.attendedAt)))
    .returning();
  return row ?? null;
}

/** Counts one more (identified) false alert on the account and flags it for HQ at the threshold (once). */
export async function countFalseAlert(tx: Db, userId: string, threshold: number, at: Date) {
  const [row] = await tx
    .update(users)
    .set({
      falseAlertCount: sql`${users.falseAlertCount} + 1`,
      flaggedAt: sql`case when ${users.flaggedAt} is null and ${users.falseAlertCount} + 1 >= ${threshold} then ${at.toISOString()}::timestamptz else ${users.flaggedAt} end`,
    })
    .where(eq(users.id, userId))
    .returning({ falseAlertCount: users.falseAlertCount, flaggedAt: users.flaggedAt });
  return row ?? null;
}

export async function findUserFalseAlertState(db: Db, userId: string) {
  const [row] = await db
    .select({ falseAlertCount: users.falseAlertCount, flaggedAt: users.flaggedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** An earlier alert of the same sender was marked false (by the time this one is read). */
const earlierAlert = alias(sosAlerts, 'earlier_alert');
const priorFalseAlerts = sql<boolean>`exists (select 1 from ${sosAlerts} ${earlierAlert} where ${and(
  eq(earlierAlert.userId, sosAlerts.userId),
  ne(earlierAlert.id, sosAlerts.id),
  isNotNull(earlierAlert.markedFalseAt),
  lt(earlierAlert.createdAt, sosAlerts.createdAt),
)})`;

const acknowledger = alias(users, 'acknowledger');
const assignedOfficer = alias(users, 'assigned_officer');
const assignedStation = alias(stations, 'assigned_station');

/**
 * What police may be shown of an alert: the alert, its area, the sender's name, phone and false-alert record,
 * whether the sender had earlier false alerts, who acknowledged it and whom it is assigned to. The service decides
 * which of these a viewer gets.
 */
const policeAlertColumns = {
  alert: sosAlerts,
  lga: lgas.name,
  userName: users.fullName,
  userPhone: users.phoneNumber,
  falseAlertCount: users.falseAlertCount,
  flaggedAt: users.flaggedAt,
  priorFalseAlerts,
  acknowledgedByName: acknowledger.fullName,
  assignedOfficerName: assignedOfficer.fullName,
  assignedStationName: assignedStation.formation,
};

/** Alerts within reach, as a condition (undefined: all of them). */
export const alertsInReach = (reach: AlertReach): SQL | undefined =>
  reach === 'all'
    ? undefined
    : or(
        reach.lgaIds.length ? inArray(sosAlerts.lgaId, reach.lgaIds) : undefined,
        reach.stationIds.length ? inArray(sosAlerts.assignedStationId, reach.stationIds) : undefined,
        eq(sosAlerts.assignedOfficerId, reach.officerId),
      );

/** Alerts as police see them (sender, LGA, acknowledger and assignees joined), within reach and matching `where`. */
const policeAlertsWhere = (db: Db, reach: AlertReach, where?: SQL) =>
  db
    .select(policeAlertColumns)
    .from(sosAlerts)
    .leftJoin(users, eq(users.id, sosAlerts.userId))
    .leftJoin(lgas, eq(lgas.id, sosAlerts.lgaId))
    .leftJoin(acknowledger, eq(acknowledger.id, sosAlerts.acknowledgedByUserId))
    .leftJoin(assignedOfficer, eq(assignedOfficer.id, sosAlerts.assignedOfficerId))
    .leftJoin(assignedStation, eq(assignedStation.id, sosAlerts.assignedStationId))
    .where(and(alertsInReach(reach), where));

/** A status filter: one status, `open` (new, acknowledged) or `closed` (attended, false alert). */
function withStatus(status: string | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'open') return inArray(sosAlerts.status, ['new', 'acknowledged']);
  if (status === 'closed') return inArray(sosAlerts.status, ['attended', 'false-alert']);
  return eq(sosAlerts.status, status);
}

export async function listAlertsForPolice(
  db: Db,
  reach: AlertReach,
  status: string | undefined,
  page: number,
  size: number,
) {
  const where = withStatus(status);
  const [total] = await db
    .select({ n: count() })
    .from(sosAlerts)
    .where(and(alertsInReach(reach), where));
  const rows = await newestFirstPage(
    policeAlertsWhere(db, reach, where).$dynamic(),
    { at: sosAlerts.createdAt, id: sosAlerts.id },
    { limit: size, offset: (page - 1) * size },
  );
  return { total: total?.n ?? 0, rows };
}

export async function findAlertForPolice(db: Db, reach: AlertReach, id: string) {
  const [row] = await policeAlertsWhere(db, reach, eq(sosAlerts.id, id));
  return row ?? null;
}

/** Acknowledged once, by `by` (and their station then); a closed alert is not acknowledged any more. */
export async function acknowledgeAlert(db: Db, id: string, at: Date, by: { userId: string; stationId: number | null }) {
  const [row] = await db
    .update(sosAlerts)
    .set({
      status: 'acknowledged',
      acknowledgedAt: at,
      acknowledgedByUserId: by.userId,
      acknowledgedStationId: by.stationId,
    })
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.status, 'new')))
    .returning({ id: sosAlerts.id, userId: sosAlerts.userId });
  return row ?? null;
}

/** The sender's own alert, and the station that acknowledged it. */
export async function findOwnAlert(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ alert: sosAlerts, acknowledgedStation: stations.formation })
    .from(sosAlerts)
    .leftJoin(stations, eq(stations.id, sosAlerts.acknowledgedStationId))
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.userId, userId)));
  return row ?? null;
}

/** Accounts flagged for repeated false alerts (erased accounts left out), newest flag first. */
export async function listFlaggedAccounts(db: Db, page: number, size: number) {
  const where = and(isNotNull(users.flaggedAt), isNull(users.deletedAt));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const flagged = db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      falseAlertCount: users.falseAlertCount,
      flaggedAt: users.flaggedAt,
    })
    .from(users)
    .where(where)
    .$dynamic();
  const rows = await newestFirstPage(
    flagged,
    { at: users.flaggedAt, id: users.id },
    { limit: size, offset: (page - 1) * size },
  );
  return { total: total?.n ?? 0, rows };
}
