/**
 * Police postings (decision 006): the station an officer is posted to is their whole reach, so only an
 * administrator changes it, and every change is written to the audit log with the change itself.
 */
import type { Posting } from '@safeogun/contract/users';
import { ACCOUNT_MESSAGES, POSTING_MESSAGES } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/auth';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.service';
import { findStation } from '../accounts-core/accounts.repository';
import * as repo from './posting.repository';

/** Posts a police officer to `stationId` (null: to none, reaching nothing). Setting the same posting records nothing. */
export async function changePosting(
  db: Db,
  admin: AuthUser,
  userId: string,
  stationId: number | null,
  clientIp: string,
): Promise<Posting> {
  if (!isUuid(userId)) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const account = await repo.lockAccountForPosting(tx, userId);
    if (!account) throw notFound(ACCOUNT_MESSAGES.userNotFound);
    if (account.role !== 'officer') throw conflict(POSTING_MESSAGES.notPolice);
    const station = stationId === null ? null : await findStation(tx, stationId);
    if (stationId !== null && !station)
      throw badRequest(ACCOUNT_MESSAGES.stationNotFound, [
        { field: 'stationId', message: ACCOUNT_MESSAGES.stationNotFound },
      ]);
    if (account.postingStationId !== stationId) {
      await repo.setPosting(tx, userId, stationId);
      await recordAudit(tx, {
        actor: { id: admin.id, role: admin.role },
        action: AUDIT_ACTIONS.postingChanged,
        target: { type: 'user', id: userId },
        details: { fromStationId: account.postingStationId, toStationId: stationId },
        ipAddress: clientIp,
      });
    }
    return { userId, station };
  });
}
