/**
 * Filing a report that came by USSD or SMS: the caller's account when one has that number (identity hidden if they
 * chose), otherwise an anonymous report; routed to the nearest station of the chosen LGA; the number kept apart
 * (channel_reporters) only to text status changes back. Runs in the caller's transaction, so a session or an
 * inbound message files at most once.
 */
import { CHANNEL_REPORTS_PER_HOUR } from '@safeogun/contract/channels';
import { PHONE_DIGITS, PHONE_PREFIX } from '@safeogun/contract/constants';
import { phoneDigits } from '@safeogun/contract/auth';
import type { Db } from '../../db/client';
import { distanceKm } from '../../lib/geo';
import { newTicketId } from '../../lib/ticket-id';
import type { LgaArea } from '../geo/geocoding';
import * as repo from './channels.repository';

/** A gateway's number as sign-up stores it (+234 and ten digits), else + and its digits. */
export function normalisePhone(input: string): string {
  const digits = phoneDigits(input);
  return digits.length === PHONE_DIGITS ? `${PHONE_PREFIX}${digits}` : `+${input.replace(/\D/g, '')}`;
}

export interface ChannelReport {
  channel: 'ussd' | 'sms';
  phone: string;
  language: string;
  typeId: number;
  lgaId: number;
  description: string;
  hide: boolean;
}

/** The report filed, or null when the number has filed CHANNEL_REPORTS_PER_HOUR already this hour. */
export async function fileChannelReport(
  now: Date,
  tx: Db,
  lgas: LgaArea[],
  report: ChannelReport,
): Promise<{ id: string; ticketId: string } | null> {
  const recent = await repo.reportsFromPhoneSince(tx, report.phone, new Date(now.getTime() - 3600_000));
  if (recent >= CHANNEL_REPORTS_PER_HOUR) return null;
  const area = lgas.find((l) => l.id === report.lgaId);
  if (!area) throw new Error(`unknown LGA ${report.lgaId}`);
  const citizen = await repo.findCitizenByPhone(tx, report.phone);
  const candidates = await repo.stationsOfLga(tx, area.id);
  const placed = candidates.filter((s) => s.latitude !== null && s.longitude !== null);
  if (area.labelLat !== null && area.labelLng !== null && placed.length > 0) {
    const d = (s: (typeof placed)[number]) => distanceKm(area.labelLat!, area.labelLng!, s.latitude!, s.longitude!);
    placed.sort((a, b) => d(a) - d(b));
  }
  const stationId = placed[0]?.id ?? candidates[0]?.id ?? null;
  const row = await repo.insertIncident(tx, {
    ticketId: newTicketId(),
    userId: citizen?.id ?? null,
    incidentTypeId: report.typeId,
    status: 'new',
    isDraft: false,
    address: null,
    description: report.description,
    isAnonymous: !citizen,
    isIdentityHidden: !citizen || report.hide,
    isLocationHidden: false,
    channel: report.channel,
    lgaId: area.id,
    areaCommandId: area.areaCommandId,
    stationId,
    // Submitted now: the database stamps the type's response-time targets and deadlines (decision 011).
    submittedAt: now,
  });
  await repo.insertReporter(tx, { incidentId: row.id, phone: report.phone, language: report.language, createdAt: now });
  // A new report asks for news of it: status texts to this number start again after a STOP.
  await repo.optIn(tx, report.phone);
  return row;
}
