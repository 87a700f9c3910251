/**
 * The police queue (issue 11): the submitted reports within the caller's reach, filtered, sorted and paged on the
 * server, with the count of each tab (each status, and All) for the same reach and filters. A row says of the
 * reporter only whether they are named, hidden or anonymous.
 */
import { INCIDENT_STATUSES, normaliseStatus } from '@safeogun/contract/incidents';
import {
  QUEUE_COUNT_LIMIT,
  type PoliceQueueQuery,
  type QueueCounts,
  type QueueItem,
} from '@safeogun/contract/casework';
import type { AuthUser } from '../../plugins/auth';
import { pagination } from '../../lib/pagination';
import { jurisdictionOf } from '../jurisdiction/jurisdiction';
import type { CaseworkDeps } from './casework.deps';
import { reporterIdentity } from './case.service';
import { reportSla } from './sla';
import * as repo from './queue.repository';
import { namedRef, stationRef } from '../../lib/joined-ref';

function countsOf(byStatus: Map<string, number>, cappedAt: number | null): QueueCounts {
  const counts = { all: 0 } as QueueCounts;
  for (const status of INCIDENT_STATUSES) counts[status] = 0;
  for (const [stored, n] of byStatus) {
    const status = normaliseStatus(stored);
    if (status) counts[status] += n;
    counts.all += n;
  }
  if (cappedAt !== null) counts.all = Math.min(counts.all, cappedAt);
  return counts;
}

/** The repository's filters for a queue query (the paged list's or the export's). */
export function queueFilters(query: Omit<PoliceQueueQuery, 'page' | 'size'>): repo.QueueFilters {
  return {
    status: query.status === 'all' ? undefined : query.status,
    lgaId: query.lgaId,
    stationId: query.stationId,
    incidentTypeId: query.incidentTypeId,
    channel: query.channel,
    overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
    q: query.q || undefined,
    from: query.from,
    to: query.to,
  };
}

/** A queue row as the police read it: the reporter only as named, hidden or anonymous. */
export function queueItem(i: repo.QueueRow, now: Date): QueueItem {
  return {
    id: i.id,
    ticketId: i.ticketId,
    incidentType: i.typeName,
    status: normaliseStatus(i.status) ?? 'new',
    channel: i.channel,
    lga: namedRef(i.lgaId, i.lgaName),
    station: stationRef(i.stationId, i.stationFormation),
    areaCommand: namedRef(i.areaCommandId, i.areaCommandName),
    submittedAt: (i.submittedAt ?? i.createdAt).toISOString(),
    acknowledgedAt: i.acknowledgedAt?.toISOString() ?? null,
    sla: reportSla(i, now),
    escalationLevel: i.escalationLevel,
    identity: reporterIdentity(i),
    evidenceCount: i.evidenceCount,
    version: i.version,
  };
}

/** `countLimit`: how far a search or date-filtered count goes (QUEUE_COUNT_LIMIT; smaller in tests). */
export async function listQueue(
  deps: Pick<CaseworkDeps, 'db' | 'now'> & { countLimit?: number },
  user: AuthUser,
  query: PoliceQueueQuery,
) {
  const reach = await jurisdictionOf(deps.db, user);
  const now = deps.now();
  const filters = queueFilters(query);
  const { page, size } = query;
  const [counted, rows] = await Promise.all([
    repo.countByStatus(deps.db, reach, filters, now, deps.countLimit ?? QUEUE_COUNT_LIMIT),
    repo.queuePage(deps.db, reach, filters, query.sort, { limit: size, offset: (page - 1) * size }, now),
  ]);
  const counts = countsOf(counted.byStatus, counted.cappedAt);
  const data = rows.map((row) => queueItem(row, now));
  return {
    incidents: { data, pagination: pagination(counts[query.status], page, size, 1) },
    counts,
    countsCappedAt: counted.cappedAt,
  };
}
