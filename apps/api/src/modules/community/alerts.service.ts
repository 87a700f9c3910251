/**
 * Security alerts for an area (issue 21): published by State HQ, administrators or an area commander for their
 * command's LGAs, shown until they expire or are withdrawn. With `notify`, residents of those LGAs who left area
 * alerts on are told in the app, and those who also chose texts get one SMS, both off the request path.
 */
import {
  COMMUNITY_MESSAGES,
  type AlertInput,
  type AlertSeverity,
  type SecurityAlert,
} from '@safeogun/contract/community';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { JobQueue } from '../../plugins/jobs';
import type { SmsGateway } from '../../plugins/sms';
import { AUDIT_ACTIONS, type AuditedActor } from '../audit/audit.service';
import { notifyWithin, type NotificationsDeps } from '../notifications/notifications.service';
import { auditContent } from './community-audit';
import { addressableLgas, audienceOf, lgaIdsToAddress, lgaNamesOf, withinReach } from './community-reach';
import {
  activeAlertRows,
  alertAudience,
  alertRowsFor,
  findAlertRow,
  insertAlertRow,
  withdrawAlertRow,
  type AlertRow,
} from './community.repository';

/** Queue of alert broadcasts: `{ alertId }`. */
export const AREA_ALERT_QUEUE = 'community.area-alert';
/** Queue of alert texts: one job per text, `{ alertId, to, message }`. */
export const AREA_ALERT_SMS_QUEUE = 'community.area-alert-sms';

export interface AlertsDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}

export interface AreaAlertSms {
  alertId: number;
  to: string;
  message: string;
}

const toAlert =
  (names: (ids: number[]) => string[]) =>
  (row: AlertRow): SecurityAlert => ({
    id: row.id,
    title: row.title,
    body: row.body,
    severity: row.severity as AlertSeverity,
    lgas: names(row.lgaIds),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
  });

/** The active alerts for `lga`, the signed-in resident or a visitor (`audienceOf`), with the LGA the list is for. */
export async function activeAlerts(deps: Pick<AlertsDeps, 'db' | 'now'>, lga: string | undefined, userId?: string) {
  const listed = await audienceOf(deps.db, lga, userId);
  const rows = await activeAlertRows(deps.db, deps.now(), listed.audience);
  return { lga: listed.lga, alerts: rows.map(toAlert(await lgaNamesOf(deps.db))) };
}

/** Whether an alert is still in force at `now`: neither withdrawn nor expired. */
const inForce = (row: AlertRow | null, now: Date): row is AlertRow =>
  row !== null && row.withdrawnAt === null && row.expiresAt > now;

/** One alert as the public sees it: withdrawn or expired ones are gone. */
export async function readAlert(deps: Pick<AlertsDeps, 'db' | 'now'>, id: number): Promise<SecurityAlert> {
  const row = await findAlertRow(deps.db, id);
  if (!inForce(row, deps.now())) throw notFound(COMMUNITY_MESSAGES.alertNotFound);
  return toAlert(await lgaNamesOf(deps.db))(row);
}

/** How many residents an alert to `lgas` would notify in the app, and how many of them by text. */
async function reachOf(db: Db, lgaIds: number[]) {
  const audience = await alertAudience(db, lgaIds);
  return { recipients: audience.length, texts: audience.filter((r) => r.sms && r.phoneNumber).length };
}

export async function previewAlert(deps: Pick<AlertsDeps, 'db'>, user: AuthUser, lgas: string[]) {
  return reachOf(deps.db, await lgaIdsToAddress(deps.db, user, lgas));
}

export async function publishAlert(deps: AlertsDeps, actor: AuditedActor & AuthUser, input: AlertInput) {
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt <= deps.now())
    throw badRequest(COMMUNITY_MESSAGES.expiresInPast, [
      { field: 'expiresAt', message: COMMUNITY_MESSAGES.expiresInPast },
    ]);
  const lgaIds = await lgaIdsToAddress(deps.db, actor, input.lgas);
  const names = await lgaNamesOf(deps.db);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const reach = input.notify ? await reachOf(tx, lgaIds) : { recipients: 0, texts: 0 };
    const row = await insertAlertRow(tx, {
      title: input.title,
      body: input.body,
      severity: input.severity,
      lgaIds,
      expiresAt,
      createdBy: actor.id,
      notified: reach.recipients,
      texted: reach.texts,
    });
    if (input.notify) await deps.jobs.enqueue(AREA_ALERT_QUEUE, { alertId: row.id }, {}, tx);
    await auditContent(deps, tx, actor, AUDIT_ACTIONS.alertPublished, 'community-alert', row, {
      lgas: names(lgaIds),
      severity: row.severity,
      expiresAt: row.expiresAt.toISOString(),
      notify: input.notify,
      ...reach,
    });
    return { alert: toAlert(names)(row), ...reach };
  });
}

/** The alerts a police account addressed or may address (their command's LGAs; all for the state), newest first. */
export async function alertsInReach(deps: Pick<AlertsDeps, 'db'>, user: AuthUser) {
  const rows = await alertRowsFor(deps.db, await addressableLgas(deps.db, user));
  return rows.map(toAlert(await lgaNamesOf(deps.db)));
}

export async function withdrawAlert(deps: AlertsDeps, actor: AuditedActor & AuthUser, id: number) {
  const row = await findAlertRow(deps.db, id);
  if (!row || !withinReach(await addressableLgas(deps.db, actor), row.lgaIds))
    throw notFound(COMMUNITY_MESSAGES.alertNotFound);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const withdrawn = await withdrawAlertRow(tx, id, deps.now());
    if (!withdrawn) throw badRequest(COMMUNITY_MESSAGES.alertAlreadyWithdrawn);
    await auditContent(deps, tx, actor, AUDIT_ACTIONS.alertWithdrawn, 'community-alert', withdrawn, {});
    return toAlert(await lgaNamesOf(tx))(withdrawn);
  });
}

/** A text of at most two SMS parts: the alert's title and as much of its text as fits. */
export function alertText(row: Pick<AlertRow, 'title' | 'body'>): string {
  const text = `SafeOgun security alert: ${row.title}. ${row.body}`;
  return text.length <= 300 ? text : `${text.slice(0, 299)}\u2026`;
}

/** One resident's text of an alert, unless the alert was withdrawn or has expired since the text was queued. */
export async function sendAlertText(
  deps: Pick<AlertsDeps, 'db' | 'now'> & { sms: Pick<SmsGateway, 'send'> },
  text: AreaAlertSms,
): Promise<void> {
  const row = await findAlertRow(deps.db, text.alertId);
  if (!inForce(row, deps.now())) return;
  await deps.sms.send(text.to, text.message);
}

/**
 * The broadcast job: each resident of the alert's LGAs with area alerts on is told in the app, and texted when they
 * chose it; the notice and the text job of one resident are written together, and a resident already told (a
 * retried job) is skipped, so nobody is told twice. A withdrawn or expired alert is no longer broadcast.
 */
export async function broadcastAlert(deps: NotificationsDeps & AlertsDeps, alertId: number): Promise<void> {
  const row = await findAlertRow(deps.db, alertId);
  if (!inForce(row, deps.now())) return;
  const link = `/community/alerts/${row.id}`;
  const audience = await alertAudience(deps.db, row.lgaIds);
  for (const resident of audience) {
    const publish = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const sent = await notifyWithin(deps, tx, {
        userId: resident.id,
        category: 'areaAlerts',
        title: (texts) => texts.areaAlert(row.title),
        body: row.body,
        link,
        once: true,
      });
      if (!sent.notification) return null;
      if (resident.sms && resident.phoneNumber) {
        await deps.jobs.enqueue<AreaAlertSms>(
          AREA_ALERT_SMS_QUEUE,
          { alertId: row.id, to: resident.phoneNumber, message: alertText(row) },
          {},
          tx,
        );
      }
      return sent.publish;
    });
    await publish?.();
  }
}
