/**
 * Notifications: stored for the user (in-app, live over server-sent events) and emailed, each as the user's
 * stored preferences allow per category (push = in-app/live, email = email). Email goes through the job queue so a
 * slow or failing mail server never slows or fails the request that caused the notification.
 *
 * Other modules call `notify(deps, ...)` or one of the helpers below (the app instance serves as deps).
 */
import { COMMAND_TIME_ZONE } from '@safeogun/contract/constants';
import type { Db } from '../../db/client';
import type { AppEvents } from '../../plugins/events';
import type { JobQueue } from '../../plugins/jobs';
import type { NotificationBus } from './notifications.bus';
import type { NotificationCategory, NotificationItem } from '@safeogun/contract/notifications';
import type { IncidentStatus } from '@safeogun/contract/incidents';
import { NOTIFICATION_TEXTS, type NotificationTexts } from './notification-texts';
import {
  citizensForBroadcast,
  countUnread,
  hasNotificationLinking,
  emailOf,
  insertNotification,
  languageOf,
  preferencesOf,
  usersNotifiedOf,
  type NotificationRow,
} from './notifications.repository';

export const EMAIL_QUEUE = 'notification-email';
/**
 * Queue for security-alert broadcasts: whoever publishes a Security Alerts article enqueues `{ articleId }` here
 * (`deps.jobs.enqueue(SECURITY_ALERT_QUEUE, { articleId })`, ideally in the publishing transaction) and the
 * broadcast runs off the request path.
 */
export const SECURITY_ALERT_QUEUE = 'notification-security-alert';

/** A notice's words: fixed, or written from the texts of the recipient's language (notification-texts.ts). */
export type NoticeText = string | ((texts: NotificationTexts) => string);

export interface NotifyInput {
  userId: string;
  category: NotificationCategory;
  title: NoticeText;
  body: NoticeText;
  /** In-app path, e.g. /reports/{id}. */
  link?: string | null;
  /** Skip a user who already has a notification with this link (a broadcast being retried). */
  once?: boolean;
}

export interface NotifyResult {
  notification: NotificationItem | null;
  emailQueued: boolean;
}

export interface EmailJob {
  userId: string;
  subject: string;
  text: string;
  /** What the message is about (`/news/12`): a retried broadcast skips people already emailed about it. */
  link?: string | null;
}

export function toItem({ category, readAt, createdAt, id, title, body, link }: NotificationRow): NotificationItem {
  return {
    id,
    title,
    body,
    link,
    category: category as NotificationCategory,
    read: readAt !== null,
    readAt: readAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

function emailText(deps: NotificationsDeps, link: string | null | undefined, body: string, texts: NotificationTexts) {
  const url = link ? `${deps.notifications.publicUrl}${link}` : deps.notifications.publicUrl;
  return `${body}\n\n${texts.emailFooter(url)}`;
}

const written = (text: NoticeText, texts: NotificationTexts) => (typeof text === 'string' ? text : text(texts));

/**
 * For callers whose own work is already committed (a police note, a reply): a failure to notify is logged and
 * never turns their success into an error; the notification is what is lost, not the note.
 */
export async function notifyAfterCommit(deps: NotificationsDeps, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.log.error({ err: error }, 'could not notify the citizen');
  }
}

/** Stores, publishes and emails one notification as the user's preferences allow. */
export async function notify(deps: NotificationsDeps, input: NotifyInput): Promise<NotifyResult> {
  const { publish, ...result } = await notifyWithin(deps, deps.db, input);
  await publish();
  return result;
}

/**
 * `notify` inside the caller's transaction `tx`: the notification and its email job are written with the change
 * they announce (kept or lost with it, never twice). Call `publish` once the transaction has committed, so the live
 * stream only tells of a notification that exists.
 */
export async function notifyWithin(
  deps: NotificationsDeps,
  tx: Db,
  input: NotifyInput,
): Promise<NotifyResult & { publish(): Promise<void> }> {
  const preferences = await preferencesOf(tx, input.userId);
  const channels = preferences[input.category];
  const told = input.once && input.link ? await hasNotificationLinking(tx, input.userId, input.link) : false;
  if (told || (!channels.push && !channels.email))
    return { notification: null, emailQueued: false, publish: async () => {} };
  const texts = NOTIFICATION_TEXTS[await languageOf(tx, input.userId)];
  const title = written(input.title, texts);
  const body = written(input.body, texts);
  let notification: NotificationItem | null = null;
  if (channels.push) {
    const row = await insertNotification(tx, {
      userId: input.userId,
      category: input.category,
      title,
      body,
      link: input.link ?? null,
    });
    notification = toItem(row);
  }
  let emailQueued = false;
  if (channels.email) {
    await deps.jobs.enqueue<EmailJob>(
      EMAIL_QUEUE,
      {
        userId: input.userId,
        subject: `SafeOgun: ${title}`,
        text: emailText(deps, input.link, body, texts),
        link: input.link ?? null,
      },
      {},
      tx,
    );
    emailQueued = true;
  }
  const created = notification;
  return {
    notification,
    emailQueued,
    async publish() {
      if (!created) return;
      try {
        await deps.notifications.bus.publish({ userId: input.userId, kind: 'created', notificationId: created.id });
      } catch (error) {
        // The notification is stored; the bell catches up on its next load.
        deps.log.warn({ err: error }, 'could not publish a notification event');
      }
    },
  };
}

interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** What notifying needs; the app instance has all of it (the mailer is absent in some tests' apps). */
export interface NotificationsDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  notifications: { bus: Pick<NotificationBus, 'publish'>; publicUrl: string };
  mailer?: Mailer;
}

/** The email job: looks the address up at send time (an account deleted meanwhile gets nothing). */
export async function sendNotificationEmail(deps: NotificationsDeps, job: EmailJob): Promise<void> {
  const to = await emailOf(deps.db, job.userId);
  if (!to) return;
  const mailer = deps.mailer;
  if (!mailer) throw Object.assign(new Error('no mailer configured'), { permanent: true });
  await mailer.send({ to, subject: job.subject, text: job.text });
}

export async function unreadCountOf(deps: NotificationsDeps, userId: string) {
  return countUnread(deps.db, userId);
}

// ---------------------------------------------------------------------------------------------------------------
// What is notified

interface ReportRef {
  userId: string;
  incidentId: string;
  ticketId: string;
}

/** A notice about one of the user's reports, opening that report. */
function notifyAboutReport(deps: NotificationsDeps, report: ReportRef, title: NoticeText, body: string) {
  return notify(deps, {
    userId: report.userId,
    category: 'reportStatus',
    title,
    body,
    link: `/reports/${report.incidentId}`,
  });
}

/** A status change (always with a police note) on the user's report. */
export function notifyReportStatus(deps: NotificationsDeps, change: ReportRef & { to: IncidentStatus; note: string }) {
  const title = (t: NotificationTexts) => t.reportStatus(change.ticketId, t.status[change.to] ?? change.to);
  return notifyAboutReport(deps, change, title, change.note);
}

/** A police note on the user's report without a status change. */
export function notifyPoliceNote(deps: NotificationsDeps, input: ReportRef & { note: string }) {
  return notifyAboutReport(deps, input, (t) => t.policeNote(input.ticketId), input.note);
}

/** A police message on the user's report (issue 12): read and answered on the report page. */
export function notifyPoliceMessage(deps: NotificationsDeps, input: ReportRef & { text: string }) {
  return notifyAboutReport(deps, input, (t) => t.policeMessage(input.ticketId), input.text);
}

/** The police replied to the user's review of a case. */
export function notifyReviewReply(deps: NotificationsDeps, input: ReportRef & { reply: string }) {
  return notifyAboutReport(deps, input, (t) => t.reviewReply(input.ticketId), input.reply);
}

/** The police replied to the user's feedback: a reply to the user, like a review reply, so on by default. */
export function notifyFeedbackReply(deps: NotificationsDeps, input: { userId: string; reply: string }) {
  return notify(deps, {
    userId: input.userId,
    category: 'reportStatus',
    title: (t) => t.feedbackReply,
    body: input.reply,
    link: '/feedback?tab=history',
  });
}

/** The user's SOS alert was acknowledged by a station. */
export function notifySosAcknowledged(deps: NotificationsDeps, input: { userId: string; station?: string | null }) {
  return notify(deps, {
    userId: input.userId,
    category: 'emergencyAlerts',
    title: (t) => t.sosAcknowledged,
    body: (t) => t.sosAcknowledgedBody(input.station ?? null),
    link: '/sos',
  });
}

const WAT_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMMAND_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * An SOS alert nobody acknowledged reached a commander's level (issue 12): each commander of the Area Command, or of
 * State HQ, is told once, with a link to the alert on the live board.
 */
export async function notifySosEscalated(deps: NotificationsDeps, input: AppEvents['sos.escalated']): Promise<void> {
  const where = input.level === 'area' ? 'your Area Command' : 'State HQ';
  for (const userId of input.commanderIds) {
    await notifyAfterCommit(deps, () =>
      notify(deps, {
        userId,
        category: 'emergencyAlerts',
        title: `SOS alert escalated to ${where}`,
        body: `An SOS alert from ${input.lga ?? 'an unknown place'} sent at ${WAT_TIME.format(input.sentAt)} WAT has not been acknowledged for ${input.minutes} minutes.`,
        link: `/console/sos/${input.alertId}`,
      }),
    );
  }
}

/**
 * A new Security Alert article: every citizen, as each one's emergency-alert preference allows. Citizens already
 * told about this article (in the app or by a queued email) are skipped, so a retried job does not repeat itself.
 */
export async function notifySecurityAlert(
  deps: NotificationsDeps,
  article: { id: number; title: string; subtitle?: string | null },
): Promise<number> {
  const recipients = await citizensForBroadcast(deps.db);
  const already = await usersNotifiedOf(deps.db, `/news/${article.id}`, EMAIL_QUEUE);
  let count = 0;
  for (const user of recipients) {
    if ((!user.push && !user.email) || already.has(user.id)) continue;
    await notify(deps, {
      userId: user.id,
      category: 'emergencyAlerts',
      title: (t) => t.securityAlert(article.title),
      body: (t) => article.subtitle ?? t.securityAlertBody,
      link: `/news/${article.id}`,
    });
    count++;
  }
  return count;
}
