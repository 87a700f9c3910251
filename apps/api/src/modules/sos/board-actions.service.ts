/**
 * What police do with an SOS alert on the live board (issue 12, decision 012): acknowledge it (the sender is told),
 * assign it to a station or an officer, add a note, close it as attended or as a false alert.
 *
 * Each action runs in one transaction with the alert's row locked, checks reach (404) and that the alert is still
 * open where that matters (409), writes the change and an entry of the alert's history (its author named), and an
 * audit row for assignments and closings; once committed, every open board is told and the sender notified. An
 * emergency screen does not make an officer reload before acting: actions name no version; one that is already done
 * (a second acknowledgement, a second false-alert mark) answers as it stands without repeating itself.
 */
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import {
  SOS_BOARD_MESSAGES,
  type SosAssignRequest,
  type SosEventKind,
  type SosHistoryEntry,
} from '@safeogun/contract/sos-board';
import type { PoliceSosAlert } from '@safeogun/contract/sos';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { findPostingStation } from '../accounts-core/accounts.repository';
import { AUDIT_ACTIONS, recordAudit, type AuditAction } from '../audit/audit.service';
import { jurisdictionOf, lgasOf } from '../jurisdiction/jurisdiction';
import type { AlertPlace } from './board.bus';
import { announce, placeOf } from './board-events';
import * as boardRepo from './board.repository';
import { reachOf, senderHidden, toHistoryEntry, toPoliceAlert, type Officer } from './sos-police.service';
import type { SosDeps } from './sos.service';
import * as repo from './sos.repository';

/** False alerts (of identified alerts) after which an account is flagged for HQ. */
export const FALSE_ALERT_FLAG_THRESHOLD = 3;

type AlertRow = NonNullable<Awaited<ReturnType<typeof repo.findAlertForUpdate>>>;

/** Whether an alert (where it lies, whom it is assigned to) is within reach: the rule of `alertsInReach`. */
export function reachesAlert(reach: repo.AlertReach, place: AlertPlace): boolean {
  if (reach === 'all') return true;
  return (
    (place.lgaId !== null && reach.lgaIds.includes(place.lgaId)) ||
    place.stationIds.some((id) => reach.stationIds.includes(id)) ||
    place.officerIds.includes(reach.officerId)
  );
}

const isClosed = (alert: AlertRow) => alert.status === 'attended' || alert.status === 'false-alert';

interface Acting {
  tx: Db;
  alert: AlertRow;
  at: Date;
  /** Adds an entry to the alert's history, written by the officer; every board is told once committed. */
  record(kind: SosEventKind, note?: string | null, details?: Record<string, unknown>): Promise<boardRepo.EventRow>;
  audit(action: AuditAction, details: Record<string, unknown>): Promise<void>;
  /** Runs after the commit (telling the sender). */
  then(work: () => Promise<void>): void;
}

/** The frame of every action: reach, lock, the work, then the boards and the sender are told. */
async function actOnAlert<T>(
  deps: SosDeps,
  officer: Officer,
  alertId: string,
  work: (acting: Acting) => Promise<T>,
): Promise<T> {
  if (!isUuid(alertId)) throw notFound(SOS_MESSAGES.alertNotFound);
  const reach = await reachOf(deps.db, officer);
  const recorded: boardRepo.EventRow[] = [];
  const after: Array<() => Promise<void>> = [];
  const { result, before, now } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const alert = await repo.findAlertForUpdate(tx, alertId);
    if (!alert || !reach || !reachesAlert(reach, placeOf(alert))) throw notFound(SOS_MESSAGES.alertNotFound);
    const at = deps.now();
    const result = await work({
      tx,
      alert,
      at,
      async record(kind, note = null, details) {
        const event = await boardRepo.insertEvent(tx, {
          alertId,
          kind,
          actorUserId: officer.id,
          note,
          details: details ?? null,
          createdAt: at,
        });
        recorded.push(event);
        return event;
      },
      audit: (action, details) =>
        recordAudit(
          tx,
          {
            actor: { id: officer.id, role: officer.role },
            action,
            target: { type: 'sos_alert', id: alertId },
            details,
            ipAddress: officer.ip,
          },
          at,
        ),
      then: (then) => after.push(then),
    });
    return { result, before: alert, now: await repo.findAlertForUpdate(tx, alertId) };
  });
  const place = placeOf(now ?? before, before);
  for (const event of recorded) await announce(deps, event, place);
  for (const then of after) await then();
  return result;
}

/** The alert as it now stands, for the officer who acted (an assignment may have taken it out of their reach). */
async function alertAsItStands(deps: SosDeps, officer: Officer, alertId: string): Promise<PoliceSosAlert> {
  const row = await repo.findAlertForPolice(deps.db, 'all', alertId);
  if (!row) throw notFound(SOS_MESSAGES.alertNotFound);
  return toPoliceAlert(row, deps.apiPrefix, officer);
}

/** The sender is told that the police have their alert, and by which station when the officer has one. */
function tellSender(deps: SosDeps, acting: Acting, station: string | null) {
  const userId = acting.alert.userId;
  if (userId) acting.then(() => deps.events.emit('sos.acknowledged', { userId, station }));
}

/** Acknowledged once; the sender is told. A second acknowledgement answers the alert as it is. */
export async function acknowledgeAlert(deps: SosDeps, officer: Officer, id: string): Promise<PoliceSosAlert> {
  await actOnAlert(deps, officer, id, async (acting) => {
    const { tx, alert, at } = acting;
    if (isClosed(alert)) throw conflict(SOS_BOARD_MESSAGES.closed);
    if (alert.status !== 'new') return;
    const station = await findPostingStation(tx, officer.id);
    await repo.acknowledgeAlert(tx, alert.id, at, { userId: officer.id, stationId: station?.id ?? null });
    await acting.record('acknowledged', null, station ? { station: station.formation } : undefined);
    tellSender(deps, acting, station?.formation ?? null);
  });
  return alertAsItStands(deps, officer, id);
}

/**
 * Marked false once (nothing is counted twice); the account is flagged for HQ after repeated false alerts. A hidden
 * alert is kept off the account's record, which would otherwise tie it to that account (its count and flag date
 * move the moment it is marked).
 */
export async function markFalseAlert(deps: SosDeps, officer: Officer, alertId: string) {
  return actOnAlert(deps, officer, alertId, async ({ tx, alert, at, record, audit }) => {
    if (alert.status === 'attended') throw conflict(SOS_BOARD_MESSAGES.closed);
    const hidden = senderHidden(alert);
    const marked = alert.markedFalseAt ? null : await repo.markAlertFalse(tx, alertId, at);
    const state = hidden
      ? null
      : marked
        ? await repo.countFalseAlert(tx, alert.userId!, FALSE_ALERT_FLAG_THRESHOLD, at)
        : await repo.findUserFalseAlertState(tx, alert.userId!);
    if (marked) {
      await record('false-alert');
      await audit(AUDIT_ACTIONS.sosMarkedFalse, {
        hiddenSender: hidden,
        senderFlagged: state ? !!state.flaggedAt : null,
      });
    }
    return {
      alertId,
      status: marked?.status ?? alert.status,
      markedFalseAt: (marked?.markedFalseAt ?? alert.markedFalseAt!).toISOString(),
      userFalseAlertCount: state?.falseAlertCount ?? null,
      userFlagged: state ? !!state.flaggedAt : null,
    };
  });
}

/**
 * To a station, or to an officer (and so their station), within the officer's reach; an officer assigned reaches
 * the alert wherever it lies, and so do the officers of an assigned station.
 */
export async function assignAlert(
  deps: SosDeps,
  officer: Officer,
  alertId: string,
  input: SosAssignRequest,
): Promise<PoliceSosAlert> {
  const lgaIds = lgasOf(await jurisdictionOf(deps.db, officer));
  const within = (lgaId: number | null) => lgaIds === 'all' || (lgaId !== null && lgaIds.includes(lgaId));
  await actOnAlert(deps, officer, alertId, async ({ tx, alert, record, audit }) => {
    if (isClosed(alert)) throw conflict(SOS_BOARD_MESSAGES.closed);
    let to: { assignedStationId: number; assignedOfficerId: string | null };
    let details: Record<string, unknown>;
    if (input.officerId !== undefined) {
      const assignee = await boardRepo.findOfficer(tx, input.officerId);
      if (!assignee || !within(assignee.stationLgaId))
        throw badRequest(SOS_BOARD_MESSAGES.officerOutOfReach, [
          { field: 'officerId', message: SOS_BOARD_MESSAGES.officerOutOfReach },
        ]);
      to = { assignedStationId: assignee.stationId, assignedOfficerId: assignee.id };
      details = {
        officer: { id: assignee.id, name: assignee.name },
        station: { id: assignee.stationId, name: assignee.stationName },
      };
    } else {
      const station = await boardRepo.findStation(tx, input.stationId!);
      if (!station || !station.isActive || !within(station.lgaId))
        throw badRequest(SOS_BOARD_MESSAGES.stationOutOfReach, [
          { field: 'stationId', message: SOS_BOARD_MESSAGES.stationOutOfReach },
        ]);
      to = { assignedStationId: station.id, assignedOfficerId: null };
      details = { station: { id: station.id, name: station.name } };
    }
    if (to.assignedStationId === alert.assignedStationId && to.assignedOfficerId === alert.assignedOfficerId)
      throw conflict(SOS_BOARD_MESSAGES.assignedAlready);
    await boardRepo.setAssignment(tx, alert.id, to);
    await record('assigned', null, details);
    await audit(AUDIT_ACTIONS.sosAssigned, details);
  });
  return alertAsItStands(deps, officer, alertId);
}

/** A note for police only (after the alert is closed too). */
export async function addAlertNote(
  deps: SosDeps,
  officer: Officer,
  alertId: string,
  note: string,
): Promise<SosHistoryEntry> {
  const event = await actOnAlert(deps, officer, alertId, ({ record }) => record('note', note));
  const entry = await boardRepo.findHistoryEntry(deps.db, event.id);
  return toHistoryEntry(entry!);
}

/** Closed as attended; an alert nobody acknowledged is acknowledged by it, and its sender told. */
export async function closeAttended(
  deps: SosDeps,
  officer: Officer,
  alertId: string,
  note: string | undefined,
): Promise<PoliceSosAlert> {
  await actOnAlert(deps, officer, alertId, async (acting) => {
    const { tx, alert, at } = acting;
    if (isClosed(alert)) throw conflict(SOS_BOARD_MESSAGES.closed);
    const station = await findPostingStation(tx, officer.id);
    await boardRepo.attendAlert(tx, alert.id, at, { userId: officer.id, stationId: station?.id ?? null });
    await acting.record('attended', note || null);
    await acting.audit(AUDIT_ACTIONS.sosAttended, { wasAcknowledged: alert.acknowledgedAt !== null });
    if (!alert.acknowledgedAt) tellSender(deps, acting, station?.formation ?? null);
  });
  return alertAsItStands(deps, officer, alertId);
}
