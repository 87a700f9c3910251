/**
 * The queue as a CSV file (issue 11: exports are audited): the same reach, filters and order as the paged queue,
 * at most QUEUE_EXPORT_LIMIT reports. It carries no reporter identity (only named, hidden or anonymous) and no
 * description: those stay in the console, where each read is controlled. Every export is one audit entry saying who,
 * which filters and how many reports left the system.
 */
import { stringify } from 'csv-stringify/sync';
import {
  CASEWORK_MESSAGES,
  ESCALATION_TARGETS,
  QUEUE_EXPORT_COLUMNS,
  QUEUE_EXPORT_LIMIT,
  type PoliceQueueExportQuery,
  type QueueItem,
} from '@safeogun/contract/casework';
import { STATUS_LABELS } from '@safeogun/contract/incidents';
import { badRequest } from '../../lib/errors';
import { AUDIT_ACTIONS, auditBy } from '../audit/audit.service';
import { jurisdictionOf, type Jurisdiction } from '../jurisdiction/jurisdiction';
import type { Actor, CaseworkDeps } from './casework.deps';
import { queueFilters, queueItem } from './queue.service';
import * as repo from './queue.repository';

const IDENTITY_LABELS: Record<QueueItem['identity'], string> = {
  named: 'Named (reveal in the console)',
  hidden: 'Hidden',
  anonymous: 'Anonymous',
};

/** Which part of the state the export covers, for the audit entry. */
function reachId(reach: Jurisdiction): string {
  switch (reach.kind) {
    case 'state':
      return 'state';
    case 'area':
      return `area-command:${reach.areaCommandId}`;
    case 'station':
      return `station:${reach.stationId}`;
    case 'none':
      return 'none';
  }
}

function row(item: QueueItem): string[] {
  const level = ESCALATION_TARGETS[item.escalationLevel - 1];
  return [
    item.ticketId,
    item.incidentType,
    STATUS_LABELS[item.status],
    item.channel,
    item.lga?.name ?? '',
    item.station?.formation ?? '',
    item.areaCommand?.name ?? '',
    item.submittedAt,
    item.acknowledgedAt ?? '',
    item.sla.acknowledgeBy ?? '',
    item.sla.resolveBy ?? '',
    item.sla.resolvedAt ?? '',
    item.sla.overdue ? 'Yes' : 'No',
    level === 'hq' ? 'State HQ' : level === 'area-command' ? 'Area Command' : '',
    IDENTITY_LABELS[item.identity],
    String(item.evidenceCount),
  ];
}

export interface QueueExport {
  filename: string;
  csv: string;
  rows: number;
}

export async function exportQueue(
  deps: Pick<CaseworkDeps, 'db' | 'now'>,
  actor: Actor,
  query: PoliceQueueExportQuery,
): Promise<QueueExport> {
  const reach = await jurisdictionOf(deps.db, actor);
  const now = deps.now();
  const filters = queueFilters(query);
  const rows = await repo.queuePage(
    deps.db,
    reach,
    filters,
    query.sort,
    { limit: QUEUE_EXPORT_LIMIT + 1, offset: 0 },
    now,
  );
  if (rows.length > QUEUE_EXPORT_LIMIT) throw badRequest(CASEWORK_MESSAGES.exportTooLarge(QUEUE_EXPORT_LIMIT));
  // A cell that starts like a formula (=, +, -, @) is written as text, so a spreadsheet never runs it.
  const csv = stringify([[...QUEUE_EXPORT_COLUMNS], ...rows.map((r) => row(queueItem(r, now)))], {
    escape_formulas: true,
    bom: true,
  });
  await auditBy(
    deps.db,
    actor,
    AUDIT_ACTIONS.queueExported,
    { type: 'queue', id: reachId(reach) },
    {
      rows: rows.length,
      filters: { ...query, from: query.from?.toISOString(), to: query.to?.toISOString() },
    },
    now,
  );
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return { filename: `safeogun-reports-${stamp}.csv`, csv, rows: rows.length };
}
