/** Public tracking by ticket ID: status, date submitted, type and public updates, the conversation with the police; never the reporter. */
import { normaliseStatus, type TrackResult } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { notFound } from '../../lib/errors';
import { normaliseTicketId } from '../../lib/ticket-id';
import type { IncidentsDeps } from './incidents.deps';
import { reporterThreadsOf } from '../thread/thread.service';
import * as repo from './incidents.repository';

export async function trackIncident(deps: Pick<IncidentsDeps, 'db'>, trackingId: string): Promise<TrackResult> {
  const ticket = normaliseTicketId(trackingId);
  if (!ticket) throw notFound(REPORT_MESSAGES.trackingNotFound);
  const row = await repo.findSubmittedByTicket(deps.db, ticket);
  if (!row) throw notFound(REPORT_MESSAGES.trackingNotFound);
  const updates = await repo.publicUpdatesOf(deps.db, [row.incident.id]);
  const threads = await reporterThreadsOf(deps.db, [row.incident.id]);
  const status = normaliseStatus(row.incident.status) ?? row.incident.status;
  return {
    trackingId: row.incident.ticketId,
    status,
    dateSubmitted: (row.incident.submittedAt ?? row.incident.createdAt).toISOString(),
    incidentType: row.typeName,
    updates: updates.map((u) => ({ status: u.status, note: u.note, date: u.createdAt.toISOString() })),
    messages: threads.get(row.incident.id) ?? [],
    canReply: status !== 'closed',
  };
}
