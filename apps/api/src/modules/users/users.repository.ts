/** Queries on users and what hangs off them (preferences, export, erasure). */
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@safeogun/contract/users';
import type { Db } from '../../db/client';
import { columnsOf } from '../../lib/columns';
import { accountOfClientKey } from '../accounts-core/attempts.repository';
import {
  authAttempts,
  emergencyContacts,
  feedbacks,
  incidentReviews,
  incidents,
  jobs,
  notificationPreferences,
  notifications,
  otpCodes,
  refreshTokens,
  sosAlerts,
  stations,
  users,
} from '../../db/schema';

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  return {
    reportStatus: { push: row.reportStatusPush, email: row.reportStatusEmail },
    emergencyAlerts: { push: row.emergencyAlertsPush, email: row.emergencyAlertsEmail },
    moreActivity: { push: row.moreActivityPush, email: row.moreActivityEmail },
  };
}

export async function savePreferences(db: Db, userId: string, p: NotificationPreferences): Promise<void> {
  const values = {
    reportStatusPush: p.reportStatus.push,
    reportStatusEmail: p.reportStatus.email,
    emergencyAlertsPush: p.emergencyAlerts.push,
    emergencyAlertsEmail: p.emergencyAlerts.email,
    moreActivityPush: p.moreActivity.push,
    moreActivityEmail: p.moreActivity.email,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

export async function stationExists(db: Db, stationId: number): Promise<boolean> {
  const [station] = await db.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId));
  return Boolean(station);
}

/** Everything held about the user besides the profile, for the JSON download offered before deletion. */
export async function exportUserRecords(db: Db, userId: string) {
  const [contacts, reports, feedback, alerts, prefs, reviews] = await Promise.all([
    db
      .select(columnsOf(emergencyContacts, 'fullName', 'phoneNumber', 'relationship', 'createdAt'))
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, userId))
      .orderBy(asc(emergencyContacts.createdAt)),
    db
      .select(
        columnsOf(
          incidents,
          'ticketId',
          'status',
          'isDraft',
          'address',
          'description',
          'isIdentityHidden',
          'latitude',
          'longitude',
          'submittedAt',
          'createdAt',
        ),
      )
      .from(incidents)
      .where(eq(incidents.userId, userId))
      .orderBy(asc(incidents.createdAt)),
    db
      .select(columnsOf(feedbacks, 'recipient', 'officerName', 'rating', 'comment', 'createdAt'))
      .from(feedbacks)
      .where(eq(feedbacks.userId, userId)),
    db
      .select(columnsOf(sosAlerts, 'comment', 'address', 'latitude', 'longitude', 'status', 'createdAt'))
      .from(sosAlerts)
      .where(eq(sosAlerts.userId, userId)),
    getPreferences(db, userId),
    db
      .select(columnsOf(incidentReviews, 'rating', 'comments', 'createdAt'))
      .from(incidentReviews)
      .where(eq(incidentReviews.userId, userId)),
  ]);
  return {
    notificationPreferences: prefs,
    emergencyContacts: contacts,
    reports,
    reviews,
    feedback,
    sosAlerts: alerts,
  };
}

/**
 * Erases the person (DECISIONS.md): name, email, phone, address, contacts, tokens and the rest of the
 * profile go; reports, alerts and feedback stay for police work, detached from the account.
 */
export async function eraseUser(db: Db, userId: string, email: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    // Queued work about the person, done or pending: notification emails (userId), reset codes (email), SOS texts
    // (alertId, contactId; their payloads carry the user's name and the contacts' numbers). A pending SOS text is
    // dropped with the contact it was for.
    const alertIds = tx
      .select({ id: sql`${sosAlerts.id}::text` })
      .from(sosAlerts)
      .where(eq(sosAlerts.userId, userId));
    const contactIds = tx
      .select({ id: sql`${emergencyContacts.id}::text` })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, userId));
    const about: SQL[] = [
      eq(sql`${jobs.payload}->>'userId'`, userId),
      inArray(sql`${jobs.payload}->>'alertId'`, alertIds),
      inArray(sql`${jobs.payload}->>'contactId'`, contactIds),
    ];
    if (email) about.push(eq(sql`${jobs.payload}->>'email'`, email));
    await tx.delete(jobs).where(or(...about));
    // Brute-force counters keyed by the address, the account id, or a client address and the address.
    const counters: SQL[] = [inArray(authAttempts.key, email ? [email, userId] : [userId])];
    if (email) counters.push(eq(accountOfClientKey, email));
    await tx.delete(authAttempts).where(or(...counters));
    await tx.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    if (email) await tx.delete(otpCodes).where(eq(otpCodes.email, email));
    await tx.update(incidents).set({ userId: null }).where(eq(incidents.userId, userId));
    await tx.update(incidentReviews).set({ userId: null, name: null }).where(eq(incidentReviews.userId, userId));
    await tx.update(feedbacks).set({ userId: null }).where(eq(feedbacks.userId, userId));
    await tx.update(sosAlerts).set({ userId: null }).where(eq(sosAlerts.userId, userId));
    await tx
      .update(users)
      .set({
        email: null,
        userName: null,
        fullName: null,
        phoneNumber: null,
        address: null,
        state: null,
        gender: null,
        passwordHash: null,
        googleSub: null,
        stationId: null,
        latitude: null,
        longitude: null,
        locationMetadata: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}
