import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, newsArticles, notificationPreferences, notifications, users } from '../../db/schema';
import { newestFirstPage } from '../../db/pages';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@safeogun/contract/languages';

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The stored preferences, or the section 3 defaults (the table's column defaults) when none were saved. */
export async function preferencesOf(db: Db, userId: string) {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return {
    reportStatus: { push: row?.reportStatusPush ?? true, email: row?.reportStatusEmail ?? true },
    emergencyAlerts: { push: row?.emergencyAlertsPush ?? true, email: row?.emergencyAlertsEmail ?? false },
    moreActivity: { push: row?.moreActivityPush ?? false, email: row?.moreActivityEmail ?? false },
    // Area alerts are told in the app; their texts are sent by the community module, never emailed.
    areaAlerts: { push: row?.areaAlertsPush ?? true, email: false },
  };
}

export async function emailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.email ?? null;
}

/** The account's language (contract languages.ts); English for an account gone or a value not ours. */
export async function languageOf(db: Db, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

export async function hasNotificationLinking(db: Db, userId: string, link: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link)))
    .limit(1);
  return row !== undefined;
}

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listForUser(
  db: Db,
  userId: string,
  opts: { limit: number; offset: number; unreadOnly: boolean },
) {
  const where = and(eq(notifications.userId, userId), opts.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [count]] = await Promise.all([
    newestFirstPage(
      db.select().from(notifications).where(where).$dynamic(),
      { at: notifications.createdAt, id: notifications.id },
      opts,
    ),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findForUser(db: Db, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ?? null;
}

export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Citizens (not deleted) and their preference for one category, for broadcasts such as security alerts. */
export async function citizensForBroadcast(db: Db) {
  return db
    .select({
      id: users.id,
      push: sql<boolean>`coalesce(${notificationPreferences.emergencyAlertsPush}, true)`,
      email: sql<boolean>`coalesce(${notificationPreferences.emergencyAlertsEmail}, false)`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.role, 'citizen'), isNull(users.deletedAt)));
}

/** Users who already have a notification linking to this path (a broadcast being retried). */
/** People told about `link`: a stored notification, or an email job of `emailQueue` (queued, sent or failed). */
export async function usersNotifiedOf(db: Db, link: string, emailQueue: string): Promise<Set<string>> {
  const [stored, emailed] = await Promise.all([
    db.selectDistinct({ userId: notifications.userId }).from(notifications).where(eq(notifications.link, link)),
    db
      .selectDistinct({ userId: sql<string>`${jobs.payload} ->> 'userId'` })
      .from(jobs)
      .where(and(eq(jobs.queue, emailQueue), sql`${jobs.payload} ->> 'link' = ${link}`)),
  ]);
  return new Set([...stored, ...emailed].map((r) => r.userId));
}

/** A published, active article tagged as a security alert (a tag containing 'securityalerts'), or null. */
export async function findPublishedSecurityAlert(db: Db, id: number) {
  const [row] = await db
    .select({ id: newsArticles.id, title: newsArticles.title, subtitle: newsArticles.subtitle })
    .from(newsArticles)
    .where(
      and(
        eq(newsArticles.id, id),
        eq(newsArticles.isActive, true),
        eq(newsArticles.isDraft, false),
        isNotNull(newsArticles.datePublished),
        sql`exists (select 1 from jsonb_array_elements_text(${newsArticles.tags}) as t(tag) where lower(t.tag) like '%securityalerts%')`,
      ),
    );
  return row ?? null;
}
