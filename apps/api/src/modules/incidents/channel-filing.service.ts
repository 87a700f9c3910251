/**
 * Filing a report that arrives through another channel than the web form (Open311, issue 15): always anonymous (no
 * account is linked and nothing about the sender is kept), routed like a web report from its point or address, and
 * written with the channel's own record in one transaction, so it reaches the police queue like any report.
 */
import { randomUUID } from 'node:crypto';
import type { IncidentChannel } from '@safeogun/contract/casework';
import type { Db } from '../../db/client';
import { newTicketId } from '../../lib/ticket-id';
import { checkIncidentType } from './filing.service';
import type { IncidentsDeps } from './incidents.deps';
import { assertReportRules } from './report-rules';
import { resolveRouting } from './routing';
import * as repo from './incidents.repository';

export interface ChannelReport {
  channel: Exclude<IncidentChannel, 'web'>;
  incidentTypeId: number;
  description: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ChannelFiled {
  id: string;
  ticketId: string;
}

/**
 * Files `report` as an anonymous report (identity hidden); `alongside` writes the channel's own rows in the same
 * transaction (the report and they are kept together or not at all).
 */
export async function fileChannelReport(
  deps: Pick<IncidentsDeps, 'db' | 'geocoder' | 'now'>,
  report: ChannelReport,
  alongside: (tx: Db, filed: ChannelFiled) => Promise<void>,
): Promise<ChannelFiled> {
  assertReportRules('anonymous', report);
  const type = await checkIncidentType(deps.db, report.incidentTypeId);
  const routing = await resolveRouting(deps, report);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await repo.insertIncident(tx, {
      id: randomUUID(),
      ticketId: newTicketId(),
      userId: null,
      incidentTypeId: type.id,
      status: 'new',
      isDraft: false,
      address: report.address,
      description: report.description,
      isIdentityHidden: true,
      isLocationHidden: false,
      isAnonymous: true,
      channel: report.channel,
      latitude: report.latitude,
      longitude: report.longitude,
      ...routing,
      submittedAt: deps.now(),
    });
    const filed = { id: row.id, ticketId: row.ticketId };
    await alongside(tx, filed);
    return filed;
  });
}
