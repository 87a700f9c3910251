/**
 * The conversation on a report (issue 12). Police within reach write from the case (out of reach: 404); the
 * reporter answers by tracking ID, anonymous or not. An answer keeps nothing about who sent it: no account, address
 * or client, in its row or in its audit entry. A closed report's conversation is closed (409). Each message is
 * written with its audit entry in one transaction, is part of the case's history, and a police message reaches a
 * signed-in reporter's bell once committed.
 */
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { normaliseStatus } from '@safeogun/contract/incidents';
import type { CaseEvent } from '@safeogun/contract/casework';
import {
  THREAD_MESSAGES,
  type MessageSender,
  type PoliceThreadMessage,
  type ThreadMessage,
} from '@safeogun/contract/thread';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { normaliseTicketId } from '../../lib/ticket-id';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/auth';
import type { EventBus } from '../../plugins/events';
import { AUDIT_ACTIONS, auditBy, recordAudit } from '../audit/audit.service';
import { jurisdictionOf, reaches } from '../jurisdiction/jurisdiction';
import * as repo from './thread.repository';

export interface ThreadDeps {
  db: Db;
  events: EventBus;
  now: () => Date;
}

/** The officer who writes, and from where (the audit log records it; never the reporter's). */
export interface PoliceActor {
  id: string;
  role: string;
  ip: string;
}

type MessageRows = Awaited<ReturnType<typeof repo.messagesOf>>;

/** The thread as the reporter reads it: who (police or reporter), what, when. */
export function reporterThread(rows: MessageRows): ThreadMessage[] {
  return rows.map(({ message: m }) => ({
    from: m.from as MessageSender,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** The thread as the police read it: with each message's id and its officer; the reporter is never named. */
export function policeThread(rows: MessageRows): PoliceThreadMessage[] {
  return rows.map(({ message: m, authorName, authorRole }) => ({
    id: m.id,
    from: m.from as MessageSender,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    author:
      m.from === 'police' && m.authorUserId && authorRole
        ? { id: m.authorUserId, fullName: authorName, role: authorRole }
        : null,
  }));
}

/** The threads of these reports as their reporter reads them, by report id (oldest first; none: absent). */
export async function reporterThreadsOf(db: Db, incidentIds: string[]): Promise<Map<string, ThreadMessage[]>> {
  const rows = await repo.messagesOf(db, incidentIds);
  const threads = new Map<string, ThreadMessage[]>();
  for (const incidentId of incidentIds)
    threads.set(incidentId, reporterThread(rows.filter((r) => r.message.incidentId === incidentId)));
  return threads;
}

/**
 * A report's messages as entries of its case history (kind `message`, details.from police or reporter): the police
 * author when police wrote it, nobody when the reporter did.
 */
export async function messageHistory(db: Db, incidentId: string): Promise<CaseEvent[]> {
  return policeThread(await repo.messagesOf(db, [incidentId])).map((m) => ({
    id: m.id,
    kind: 'message',
    status: null,
    note: m.text,
    isPublic: true,
    details: { from: m.from },
    author: m.author,
    at: m.createdAt,
  }));
}

const isClosed = (report: { status: string }) => normaliseStatus(report.status) === 'closed';

/** GET /police/incidents/{id}/messages */
export async function listPoliceThread(deps: Pick<ThreadDeps, 'db'>, user: AuthUser, incidentId: string) {
  const report = isUuid(incidentId) ? await repo.findSubmitted(deps.db, incidentId) : null;
  if (!report || !reaches(await jurisdictionOf(deps.db, user), report)) throw notFound(REPORT_MESSAGES.reportNotFound);
  return policeThread(await repo.messagesOf(deps.db, [report.id]));
}

/** POST /police/incidents/{id}/messages: the thread as it now stands. */
export async function sendPoliceMessage(
  deps: ThreadDeps,
  actor: PoliceActor,
  input: { incidentId: string; text: string },
): Promise<PoliceThreadMessage[]> {
  if (!isUuid(input.incidentId)) throw notFound(REPORT_MESSAGES.reportNotFound);
  const reach = await jurisdictionOf(deps.db, actor);
  const { report, message, thread } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const report = await repo.holdSubmitted(tx, { id: input.incidentId });
    if (!report || !reaches(reach, report)) throw notFound(REPORT_MESSAGES.reportNotFound);
    if (isClosed(report)) throw conflict(THREAD_MESSAGES.closed);
    const at = deps.now();
    const message = await repo.insertPoliceMessage(tx, {
      incidentId: report.id,
      text: input.text,
      authorUserId: actor.id,
      createdAt: at,
    });
    await auditBy(
      tx,
      actor,
      AUDIT_ACTIONS.incidentMessageSent,
      { type: 'incident', id: report.id },
      { ticketId: report.ticketId, messageId: message.id, length: message.text.length },
      at,
    );
    return { report, message, thread: policeThread(await repo.messagesOf(tx, [report.id])) };
  });
  // A signed-in reporter (named or hidden) hears of it in the bell; an anonymous one reads it by tracking ID.
  if (report.userId && !report.isAnonymous)
    await deps.events.emit('incident.message-sent', {
      userId: report.userId,
      incidentId: report.id,
      ticketId: report.ticketId,
      text: message.text,
    });
  return thread;
}

/**
 * POST /incident/track/{trackingId}/messages: the reporter's answer, by tracking ID. Whoever holds the ID may
 * answer; nothing about them is kept (the audit entry names no actor and no address). The thread as it now stands.
 */
export async function answerByTrackingId(deps: ThreadDeps, trackingId: string, text: string): Promise<ThreadMessage[]> {
  const ticketId = normaliseTicketId(trackingId);
  if (!ticketId) throw notFound(REPORT_MESSAGES.trackingNotFound);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const report = await repo.holdSubmitted(tx, { ticketId });
    if (!report) throw notFound(REPORT_MESSAGES.trackingNotFound);
    if (isClosed(report)) throw conflict(THREAD_MESSAGES.closed);
    const at = deps.now();
    const message = await repo.insertReporterMessage(tx, { incidentId: report.id, text, createdAt: at });
    await recordAudit(
      tx,
      {
        actor: null,
        action: AUDIT_ACTIONS.incidentMessageReceived,
        target: { type: 'incident', id: report.id },
        details: { ticketId: report.ticketId, messageId: message.id, length: message.text.length },
        ipAddress: null,
      },
      at,
    );
    return reporterThread(await repo.messagesOf(tx, [report.id]));
  });
}
