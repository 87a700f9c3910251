/** Queries on users and what hangs off them (preferences, export, erasure). */
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@safeogun/contract/users';
import type { Db } from '../../db/client';
import { columnsOf } from '../../lib/columns';
import { accountOfClientKey } from '../accounts-core/attempts.repository';
import {
  authAttempts,
  channelReporters,
  emergencyContacts,
  feedbacks,
  incidentReviews,
  incidents,
  jobs,
  notificationPreferences,
  notifications,
  otpCodes,
  refreshTokens,
  smsConversations,
  smsOptOuts,
  smsOutbound,
  sosAlerts,
  stations,
  users,
  ussdSessions,
} from '../../db/schema';

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  return {
    reportStatus: { push: row.reportStatusPush, email: row.reportStatusEmail },
    emergencyAlerts: { push: row.emergencyAlertsPush, email: row.emergencyAlertsEmail },
    moreActivity: { push: row.moreActivityPush, email: row.moreActivityEmail },
    areaAlerts: { push: row.areaAlertsPush, sms: row.areaAlertsSms },
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
    areaAlertsPush: p.areaAlerts.push,
    areaAlertsSms: p.areaAlerts.sms,
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
/**
 * The account's phone number as the USSD and SMS channels kept it (decision 017): the number its reports by phone are
 * texted back to (those reports then get no more status texts), its sessions, conversations, texts and STOP, and the
 * calling number on its USSD SOS alerts (with the account gone, the board would show that number as the sender's).
 * Inbound message ids keep it until the daily sweep (a week): they stop a gateway's retry from filing twice. Runs
 * before the reports lose their link to the account.
 */
async function eraseChannelPhone(tx: Db, userId: string) {
  const [row] = await tx.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
  const phone = row?.phone ?? null;
  const reports = tx.select({ id: incidents.id }).from(incidents).where(eq(incidents.userId, userId));
  await tx
    .delete(channelReporters)
    .where(
      phone
        ? or(inArray(channelReporters.incidentId, reports), eq(channelReporters.phone, phone))
        : inArray(channelReporters.incidentId, reports),
    );
  await tx.update(sosAlerts).set({ callerPhone: null }).where(eq(sosAlerts.userId, userId));
  if (!phone) return;
  await tx.delete(ussdSessions).where(eq(ussdSessions.phone, phone));
  await tx.delete(smsConversations).where(eq(smsConversations.phone, phone));
  await tx.delete(smsOutbound).where(eq(smsOutbound.phone, phone));
  await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

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
    await eraseChannelPhone(tx as unknown as Db, userId);
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
