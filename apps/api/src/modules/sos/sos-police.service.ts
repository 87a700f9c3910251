/**
 * The police side of SOS, reading (decisions 006, 012): the board's list of alerts within reach, one alert with its
 * sender and history, its voice note, whom it can be assigned to, and State HQ's flagged accounts. The actions are
 * in board-actions.service.ts.
 *
 * Identity: an identity-hidden alert carries nothing that follows one account across alerts: no sender, no
 * false-alert count or flag; State HQ alone learns whether its sender had an earlier alert marked false (yes or no).
 * A named sender's name and phone come only with the one alert, and every such read is written to the audit log in
 * the transaction that reads them, as revealing a reporter is (decision 012).
 */
import { isStateWide } from '@safeogun/contract/roles';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import {
  SOS_ESCALATION_LEVELS,
  type FlaggedAccount,
  type PoliceSosAlert,
  type SosStatus,
} from '@safeogun/contract/sos';
import type { PoliceSosAlertDetail, SosAssignees, SosEventKind, SosHistoryEntry } from '@safeogun/contract/sos-board';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { distanceKm } from '../../lib/geo';
import { openStored } from '../../lib/stored-bytes';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/auth';
import { mapLink } from './alert-location';
import type { SosDeps } from './sos.service';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.service';
import { jurisdictionOf, lgasOf, stationsOf } from '../jurisdiction/jurisdiction';
import * as boardRepo from './board.repository';
import * as repo from './sos.repository';
import { pagination } from '../../lib/pagination';

/** A police account acting from a client address (the audit log records both). */
export type Officer = AuthUser & { ip: string };

/** No sender to name: hidden by choice, or the account is gone. */
export const senderHidden = (alert: { isIdentityHidden: boolean; userId: string | null }) =>
  alert.isIdentityHidden || !alert.userId;

/**
 * Decision 006, issue 11 and decision 012: an officer reaches the alerts lying in their station's LGA, an area
 * commander those of their command's LGAs, State HQ (hq, admin) every alert; each also reaches the alerts assigned
 * to one of their stations or to themselves. A police account without a posting reaches none. Out of reach is 404.
 */
export async function reachOf(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<repo.AlertReach | null> {
  const jurisdiction = await jurisdictionOf(db, user);
  const lgaIds = lgasOf(jurisdiction);
  if (lgaIds === 'all') return 'all';
  if (jurisdiction.kind === 'none') return null;
  const stationIds = await stationsOf(db, jurisdiction);
  return { lgaIds, stationIds: stationIds === 'all' ? [] : stationIds, officerId: user.id };
}

type PoliceRow = NonNullable<Awaited<ReturnType<typeof repo.findAlertForPolice>>>;

const named = (id: string | number | null, name: string | null) => (id === null ? null : { id: String(id), name });

/** One alert as `viewer` may see it in a list (no sender's name or phone). */
export function toPoliceAlert(row: PoliceRow, apiPrefix: string, viewer: Pick<AuthUser, 'role'>): PoliceSosAlert {
  const a = row.alert;
  const hidden = senderHidden(a);
  return {
    id: a.id,
    receivedAt: a.createdAt.toISOString(),
    status: a.status as SosStatus,
    comment: a.comment,
    channel: a.channel,
    location: {
      source: a.locationSource,
      note: a.locationNote,
      address: a.address,
      latitude: a.latitude,
      longitude: a.longitude,
      accuracyMeters: a.accuracyMeters,
      lgaId: a.lgaId,
      lga: row.lga,
      mapUrl: mapLink({ latitude: a.latitude, longitude: a.longitude, address: a.address }),
    },
    audio:
      a.audioKey && a.audioContentType
        ? {
            url: `${apiPrefix}/police/sos/${a.id}/audio`,
            contentType: a.audioContentType,
            sizeBytes: a.audioSizeBytes ?? 0,
          }
        : null,
    senderNamed: !hidden,
    // Officers weigh a repeat prankster's alert with the account's record, when the sender is named anyway.
    falseAlertCount: hidden ? null : (row.falseAlertCount ?? 0),
    flagged: hidden ? null : !!row.flaggedAt,
    // A hidden sender's record is one bit, for State HQ only: enough to weigh the alert, too little to follow one.
    priorFalseAlerts: hidden && a.userId && isStateWide(viewer.role) ? row.priorFalseAlerts : null,
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: named(a.acknowledgedByUserId, row.acknowledgedByName),
    markedFalseAt: a.markedFalseAt?.toISOString() ?? null,
    attendedAt: a.attendedAt?.toISOString() ?? null,
    escalation: {
      level: SOS_ESCALATION_LEVELS[a.escalationLevel] ?? 'station',
      at: a.escalatedAt?.toISOString() ?? null,
    },
    assignedStation: named(a.assignedStationId, row.assignedStationName),
    assignedOfficer: named(a.assignedOfficerId, row.assignedOfficerName),
  };
}

export async function listPoliceAlerts(
  deps: SosDeps,
  user: AuthUser,
  query: { status?: string; page: number; size: number },
) {
  const reach = await reachOf(deps.db, user);
  const { total, rows } = reach
    ? await repo.listAlertsForPolice(deps.db, reach, query.status, query.page, query.size)
    : { total: 0, rows: [] };
  return {
    alerts: {
      data: rows.map((r) => toPoliceAlert(r, deps.apiPrefix, user)),
      pagination: pagination(total, query.page, query.size, 1),
    },
  };
}

/** The alert as `user` may see it; 404 when unknown or out of reach. */
export async function findPoliceAlert(deps: Pick<SosDeps, 'db'>, user: Pick<AuthUser, 'id' | 'role'>, id: string) {
  if (!isUuid(id)) throw notFound(SOS_MESSAGES.alertNotFound);
  const reach = await reachOf(deps.db, user);
  const row = reach ? await repo.findAlertForPolice(deps.db, reach, id) : null;
  if (!row) throw notFound(SOS_MESSAGES.alertNotFound);
  return row;
}

/**
 * One alert with its history and, when the sender is named, their name and phone to call back: that read is
 * written to the audit log (who, in which role, which alert, from where) in the same transaction.
 */
export async function getAlertDetail(deps: SosDeps, officer: Officer, id: string): Promise<PoliceSosAlertDetail> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await findPoliceAlert({ db: tx }, officer, id);
    const history = await boardRepo.listHistory(tx, row.alert.id);
    // An SOS by USSD from a number with no account carries only that number: the police call it back.
    const sender = !senderHidden(row.alert)
      ? { name: row.userName, phoneNumber: row.userPhone }
      : row.alert.callerPhone && !row.alert.isIdentityHidden
        ? { name: null, phoneNumber: row.alert.callerPhone }
        : null;
    if (sender)
      await recordAudit(
        tx,
        {
          actor: { id: officer.id, role: officer.role },
          action: AUDIT_ACTIONS.sosSenderRead,
          target: { type: 'sos_alert', id: row.alert.id },
          details: { status: row.alert.status },
          ipAddress: officer.ip,
        },
        deps.now(),
      );
    return {
      ...toPoliceAlert(row, deps.apiPrefix, officer),
      sender,
      history: history.map(toHistoryEntry),
    };
  });
}

/** One entry of an alert's history as the board shows it. */
export function toHistoryEntry({ event, actorName, actorRole }: boardRepo.HistoryRow): SosHistoryEntry {
  return {
    id: event.id,
    kind: event.kind as SosEventKind,
    at: event.createdAt.toISOString(),
    actor: event.actorUserId ? { id: event.actorUserId, name: actorName, role: actorRole ?? 'officer' } : null,
    note: event.note,
    details: event.details ?? null,
  };
}

/** The voice note of an alert within the officer's reach (whole, or the Range asked for). */
export async function openAlertAudio(deps: SosDeps, user: AuthUser, id: string, rangeHeader?: string) {
  const row = await findPoliceAlert(deps, user, id);
  const bytes = row.alert.audioKey ? await openStored(deps.storage, row.alert.audioKey, rangeHeader) : null;
  if (!bytes || !row.alert.audioContentType) throw notFound('This alert has no voice note.');
  return { contentType: row.alert.audioContentType, bytes };
}

const MAX_STATIONS = 50;
const MAX_OFFICERS = 200;

/**
 * Whom the caller may assign an alert to: active stations within their reach, nearest the alert first when it has
 * a position (else by name), and the officers posted to them.
 */
export async function assigneesFor(deps: SosDeps, user: AuthUser, id: string): Promise<SosAssignees> {
  const row = await findPoliceAlert(deps, user, id);
  const { latitude, longitude } = row.alert;
  const stations = (await boardRepo.stationsIn(deps.db, lgasOf(await jurisdictionOf(deps.db, user))))
    .map((s) => ({
      id: s.id,
      name: s.name,
      lga: s.lga,
      distanceKm:
        latitude !== null && longitude !== null && s.latitude !== null && s.longitude !== null
          ? Math.round(distanceKm(latitude, longitude, s.latitude, s.longitude) * 10) / 10
          : null,
    }))
    .sort(
      (a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.name.localeCompare(b.name) || a.id - b.id,
    )
    .slice(0, MAX_STATIONS);
  const officers = await boardRepo.officersAt(
    deps.db,
    stations.map((s) => s.id),
    MAX_OFFICERS,
  );
  return {
    stations,
    officers: officers.map((o) => ({ id: o.id, name: o.name, station: { id: o.stationId, name: o.stationName } })),
  };
}

/**
 * For State HQ: accounts flagged after repeated false alerts. Only identified alerts count toward the record, so
 * no entry here moves when a hidden alert is marked false.
 */
export async function listFlaggedAccounts(deps: SosDeps, query: { page: number; size: number }) {
  const { total, rows } = await repo.listFlaggedAccounts(deps.db, query.page, query.size);
  const data: FlaggedAccount[] = rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    falseAlertCount: r.falseAlertCount,
    flaggedAt: r.flaggedAt!.toISOString(),
  }));
  return { accounts: { data, pagination: pagination(total, query.page, query.size, 1) } };
}
