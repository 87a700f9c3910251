/**
 * The audit log: who did what to which record, from where, for HQ and administrators. Callers write an entry in the
 * same transaction as the change it records, so a change is never kept without its entry. Entries form a hash chain
 * (decision 008) that `verifyAuditChain` walks. Police accounts (invitations, roles, postings, disabling) record
 * here; the police console's case actions (reveals, status
 * changes, re-routing, escalation by hand or by the sweep, map changes) and changes of response-time targets too.
 */
import type { AuditEntryItem, AuditListQuery, AuditVerification } from '@safeogun/contract/audit';
import type { Db } from '../../db/client';
import { AUDIT_GENESIS_HASH, chainHash, storableDetails } from './audit-chain';
import { appendAuditEntry, auditBatchAfter, listAuditEntries } from './audit.repository';

export const AUDIT_ACTIONS = {
  /** An administrator posted a police officer to a station (or to none). */
  postingChanged: 'police.posting.changed',
  /** An officer read the contact details of a named reporter, giving a reason (issue 11). */
  reporterRevealed: 'incident.reporter.revealed',
  /** An officer asked for the contact details of a hidden or anonymous reporter and was refused. */
  reporterRevealRefused: 'incident.reporter.reveal-refused',
  /** A report's status changed (with the note the citizen reads). */
  incidentStatusChanged: 'incident.status.changed',
  /** A report was re-routed to another station. */
  incidentRerouted: 'incident.rerouted',
  /** A report was escalated to the Area Command or State HQ. */
  incidentEscalated: 'incident.escalated',
  /** An officer sent a message to a report's reporter (issue 12); the details say its id and length, not its text. */
  incidentMessageSent: 'incident.message.sent',
  /** The reporter answered by tracking ID: no actor and no address are recorded, only the message's id and length. */
  incidentMessageReceived: 'incident.message.received',
  /**
   * An officer was shown the name and phone of an SOS alert's named sender (the alert opened on the live board,
   * GET /police/sos/{id}; decision 012).
   */
  sosSenderRead: 'sos.sender.read',
  /** An SOS alert was assigned to a station or an officer. */
  sosAssigned: 'sos.assigned',
  /** An SOS alert was closed as attended, or as a false alert (which counts against the sender's record). */
  sosAttended: 'sos.closed.attended',
  sosMarkedFalse: 'sos.closed.false-alert',
  /** A report was hidden from the crime map or shown on it again. */
  incidentMapVisibilityChanged: 'incident.map-visibility.changed',
  /** An administrator changed a police account's role (the posting the new role needs is recorded with it). */
  roleChanged: 'police.role.changed',
  /** An administrator invited someone to a police account, sent the invitation again, or revoked it. */
  invitationSent: 'police.invitation.sent',
  invitationResent: 'police.invitation.resent',
  invitationRevoked: 'police.invitation.revoked',
  /** The invitee accepted: the police account was created (the actor is the new account). */
  invitationAccepted: 'police.invitation.accepted',
  /** An administrator disabled a police account (its sessions ended) or enabled it again. */
  accountDisabled: 'police.account.disabled',
  accountEnabled: 'police.account.enabled',
  /** An administrator changed an incident type's response-time targets (decision 011): from and to, in minutes. */
  slaTargetChanged: 'sla.target.changed',
  /** An officer exported the queue as CSV: which reach, which filters, how many reports (never their reporters). */
  queueExported: 'incident.queue.exported',
  /** An administrator issued an Open311 API key to another app, or revoked one (decision 018); never the key. */
  open311KeyIssued: 'open311.key.issued',
  open311KeyRevoked: 'open311.key.revoked',
  /** Administration of reference data (issue 14): stations, one by one or imported, with what changed. */
  stationCreated: 'station.created',
  stationUpdated: 'station.updated',
  stationDeactivated: 'station.deactivated',
  stationReactivated: 'station.reactivated',
  /** One entry per applied import: the file's counts (never each row). */
  stationsImported: 'station.imported',
  stationsDemoRemoved: 'station.demo-removed',
  areaCommandCreated: 'area-command.created',
  areaCommandRenamed: 'area-command.renamed',
  /** An LGA moved to another Area Command, with how many open reports were re-routed with it. */
  lgaCommandChanged: 'lga.area-command.changed',
  incidentTypeCreated: 'incident-type.created',
  incidentTypeUpdated: 'incident-type.updated',
  incidentTypeDeleted: 'incident-type.deleted',
  contactNumbersChanged: 'site.contact-numbers.changed',
  /** An administrator put a text that had failed for good back on its queue (the System page, issue 23). */
  textRetried: 'sms.retried',
  /** The first administrator was created at start-up from ADMIN_EMAIL, or by `npm run admin:create`. */
  administratorCreated: 'police.administrator.created',
  /**
   * An administrator wrote, edited, published, unpublished or scheduled a news article, or uploaded a cover image;
   * a scheduled article published by the job queue has no actor.
   */
  newsCreated: 'news.article.created',
  newsUpdated: 'news.article.updated',
  newsPublished: 'news.article.published',
  newsUnpublished: 'news.article.unpublished',
  newsScheduled: 'news.article.scheduled',
  newsCoverUploaded: 'news.cover.uploaded',
  /** The community hub (issue 21): safety tips written or changed, security alerts and polls published. */
  tipCreated: 'community.tip.created',
  tipUpdated: 'community.tip.updated',
  alertPublished: 'community.alert.published',
  alertWithdrawn: 'community.alert.withdrawn',
  pollPublished: 'community.poll.published',
  /** One retention sweep ran (issue 22, decision 029): the counts per kind; no actor for the daily sweep. */
  retentionRun: 'retention.run',
  /** A supervisor put a case under legal hold (the retention schedule leaves it alone) or cleared it, with why. */
  legalHoldSet: 'incident.legal-hold.set',
  legalHoldCleared: 'incident.legal-hold.cleared',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** The kinds of record an entry names. */
export type AuditTargetType =
  | 'user'
  | 'invitation'
  | 'incident'
  | 'sos_alert'
  | 'incident-type'
  | 'queue'
  | 'open311-key'
  | 'news-article'
  | 'news-cover'
  | 'community-tip'
  | 'community-alert'
  | 'community-poll'
  | 'station'
  | 'area-command'
  | 'lga'
  | 'setting'
  | 'job'
  | 'retention';

export interface AuditEntry {
  /** Null: the system acted, not an account. */
  actor: { id: string; role: string } | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  details: Record<string, unknown>;
  /** The client address of the request (null: no request). */
  ipAddress: string | null;
}

/** A police account acting, and from where: who a change is recorded against in the audit log. */
export interface AuditedActor {
  id: string;
  role: string;
  ip: string;
}

export async function recordAudit(db: Db, entry: AuditEntry, now: Date = new Date()): Promise<void> {
  await appendAuditEntry(
    db,
    {
      actorUserId: entry.actor?.id ?? null,
      actorRole: entry.actor?.role ?? null,
      ipAddress: entry.ipAddress,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      details: storableDetails(entry.details),
    },
    now,
  );
}

/** An entry of a police account's act: `recordAudit` with the account and its address taken from `actor`. */
export function auditBy(
  db: Db,
  actor: AuditedActor,
  action: AuditAction,
  target: { type: AuditTargetType; id: string | number },
  details: Record<string, unknown>,
  now?: Date,
): Promise<void> {
  return recordAudit(
    db,
    {
      actor: { id: actor.id, role: actor.role },
      action,
      target: { type: target.type, id: String(target.id) },
      details,
      ipAddress: actor.ip,
    },
    now,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listAudit(db: Db, query: AuditListQuery) {
  const { page, size } = query;
  const { rows, total } = await listAuditEntries(
    db,
    {
      ...(query.actor && UUID.test(query.actor) ? { actorUserId: query.actor } : { actorText: query.actor }),
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.from,
      to: query.to,
    },
    size,
    (page - 1) * size,
  );
  const data: AuditEntryItem[] = rows.map(({ entry: row, actorName }) => ({
    id: row.id,
    actorUserId: row.actorUserId,
    actorRole: row.actorRole,
    actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details as Record<string, unknown>,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    prevHash: row.prevHash,
    hash: row.hash,
  }));
  return { data, pagination: { totalPages: Math.ceil(total / size), total, currentPage: page, pageSize: size } };
}

/** Rows read per query while verifying: the chain is never held in memory whole. */
const VERIFY_BATCH = 500;

/**
 * Walks the chain in id order from the genesis value. A row is broken when it does not name the previous row's hash
 * (a row before it was deleted or rewritten) or its own hash does not match its content (it was altered).
 */
export async function verifyAuditChain(db: Db, batchSize = VERIFY_BATCH): Promise<AuditVerification> {
  let prevHash = AUDIT_GENESIS_HASH;
  let afterId = 0;
  let checked = 0;
  for (;;) {
    const batch = await auditBatchAfter(db, afterId, batchSize);
    for (const row of batch) {
      checked += 1;
      if (row.prevHash !== prevHash || chainHash(prevHash, row) !== row.hash)
        return { valid: false, checked, firstBrokenId: row.id };
      prevHash = row.hash;
    }
    if (batch.length < batchSize) return { valid: true, checked, firstBrokenId: null };
    afterId = batch.at(-1)!.id;
  }
}
