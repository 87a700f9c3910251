/**
 * The police side of SOS (decision 006): an officer sees, hears, acknowledges and marks false the alerts of their
 * posting's LGA, State HQ (administrators) all of them. An identity-hidden alert carries nothing that follows one
 * account across alerts: no sender, no false-alert count or flag; State HQ alone learns whether its sender had an
 * earlier alert marked false (yes or no), and marking it false leaves the account's record, which the
 * flagged-accounts list shows, untouched.
 */
import { isStateWide } from '@safeogun/contract/roles';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import type { FlaggedAccount, PoliceSosAlert } from '@safeogun/contract/sos';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/auth';
import { mapLink } from './alert-location';
import type { SosDeps } from './sos.service';
import { findPostingStation } from '../accounts-core/accounts.repository';
import { jurisdictionOf, lgasOf } from '../jurisdiction/jurisdiction';
import * as repo from './sos.repository';
import { pagination } from '../../lib/pagination';

/** False alerts (of identified alerts) after which an account is flagged for HQ. */
export const FALSE_ALERT_FLAG_THRESHOLD = 3;

/** No sender to name: hidden by choice, or the account is gone. */
const senderHidden = (alert: { isIdentityHidden: boolean; userId: string | null }) =>
  alert.isIdentityHidden || !alert.userId;

export async function markFalseAlert(deps: SosDeps, user: AuthUser, alertId: string) {
  if (!isUuid(alertId)) throw notFound(SOS_MESSAGES.alertNotFound);
  const reach = await reachOf(deps.db, user);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const alert = await repo.findAlertForUpdate(tx, alertId);
    if (!alert || !reach || (reach !== 'all' && (alert.lgaId === null || !reach.lgaIds.includes(alert.lgaId))))
      throw notFound(SOS_MESSAGES.alertNotFound);
    const hidden = senderHidden(alert);
    const now = deps.now();
    // Marked once: nothing is counted twice. A hidden alert is kept off the account's record, which would
    // otherwise tie it to that account (its count and flag date move the moment it is marked).
    const marked = alert.markedFalseAt ? null : await repo.markAlertFalse(tx, alertId, now);
    const state = hidden
      ? null
      : marked
        ? await repo.countFalseAlert(tx, alert.userId!, FALSE_ALERT_FLAG_THRESHOLD, now)
        : await repo.findUserFalseAlertState(tx, alert.userId!);
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
 * Decision 006 and issue 11: an officer reaches the alerts lying in their posting's LGA, an area commander those of
 * their command's LGAs, State HQ (hq, admin) every alert, a police account without a posting none. Out of reach
 * answers 404.
 */
async function reachOf(db: Db, user: AuthUser): Promise<repo.AlertReach | null> {
  const lgaIds = lgasOf(await jurisdictionOf(db, user));
  if (lgaIds === 'all') return 'all';
  return lgaIds.length ? { lgaIds } : null;
}

type PoliceRow = NonNullable<Awaited<ReturnType<typeof repo.findAlertForPolice>>>;

/** One alert as `viewer` may see it. */
export function toPoliceAlert(row: PoliceRow, apiPrefix: string, viewer: AuthUser): PoliceSosAlert {
  const a = row.alert;
  const hidden = senderHidden(a);
  return {
    id: a.id,
    receivedAt: a.createdAt.toISOString(),
    status: a.status,
    comment: a.comment,
    channel: a.channel,
    location: {
      source: a.locationSource,
      note: a.locationNote,
      address: a.address,
      latitude: a.latitude,
      longitude: a.longitude,
      accuracyMeters: a.accuracyMeters,
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
    sender: hidden ? null : { name: row.userName, phoneNumber: row.userPhone },
    // Officers weigh a repeat prankster's alert with the account's record, when the sender is named anyway.
    falseAlertCount: hidden ? null : (row.falseAlertCount ?? 0),
    flagged: hidden ? null : !!row.flaggedAt,
    // A hidden sender's record is one bit, for State HQ only: enough to weigh the alert, too little to follow one.
    priorFalseAlerts: hidden && a.userId && isStateWide(viewer.role) ? row.priorFalseAlerts : null,
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    markedFalseAt: a.markedFalseAt?.toISOString() ?? null,
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

async function findPoliceAlert(deps: SosDeps, user: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(SOS_MESSAGES.alertNotFound);
  const reach = await reachOf(deps.db, user);
  const row = reach ? await repo.findAlertForPolice(deps.db, reach, id) : null;
  if (!row) throw notFound(SOS_MESSAGES.alertNotFound);
  return row;
}

/** The voice note of an alert within the officer's reach. */
export async function openAlertAudio(deps: SosDeps, user: AuthUser, id: string) {
  const row = await findPoliceAlert(deps, user, id);
  const file = row.alert.audioKey ? await deps.storage.open(row.alert.audioKey) : null;
  if (!file || !row.alert.audioContentType) throw notFound('This alert has no voice note.');
  return { contentType: row.alert.audioContentType, ...file };
}

/** Marks the alert acknowledged (once) and tells the sender, as their preferences allow. */
export async function acknowledgeAlert(deps: SosDeps, user: AuthUser, id: string): Promise<PoliceSosAlert> {
  await findPoliceAlert(deps, user, id);
  const updated = await repo.acknowledgeAlert(deps.db, id, deps.now());
  if (updated?.userId) {
    const station = await findPostingStation(deps.db, user.id);
    await deps.events.emit('sos.acknowledged', { userId: updated.userId, station: station?.formation ?? null });
  }
  return toPoliceAlert(await findPoliceAlert(deps, user, id), deps.apiPrefix, user);
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
