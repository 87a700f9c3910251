/** Settings rules: profile edit, password change, preferences, export, erasure. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { meetsPasswordPolicy, unmetPasswordRules, phoneDigits, type User } from '@safeogun/contract/auth';
import type { UpdateBasicBody } from '@safeogun/contract/users';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  POSTING_MESSAGES,
  PROFILE_MESSAGES,
  VALIDATION_MESSAGES,
} from '@safeogun/contract/messages';
import { stations, users } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { THROTTLE, clear, guard, record } from '../auth/throttle';
import { eraseUser, findUserById, loadUserDto, phoneTakenByOther, profileStationId } from './users.repository';

/** "+234 803-123-4567", "08031234567" and "2348031234567" are one Nigerian number: store "+2348031234567". */
export function normalizeProfilePhone(input: string): string {
  const compact = input.replace(/[\s\-()]/g, '');
  const digits = phoneDigits(compact);
  const nigerian =
    digits.length === 10 &&
    /^[789]/.test(digits) &&
    (compact.startsWith('+234') || compact.startsWith('234') || compact.startsWith('0') || compact.length === 10);
  return nigerian ? `+234${digits}` : compact;
}

export async function getMe(app: FastifyInstance, userId: string): Promise<User> {
  const user = await loadUserDto(app.db, userId);
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  return user;
}

/**
 * A police officer's profile station is their posting (decision 006): the settings form sends it back unchanged
 * and the rest saves; naming another station is refused, since only an administrator posts an officer.
 */
async function refuseMovingOfficer(app: FastifyInstance, userId: string, stationId: number | null): Promise<void> {
  const row = await findUserById(app.db, userId);
  if (row && stationId !== profileStationId(row))
    throw new AppError(403, POSTING_MESSAGES.profileCannotMove, [
      { field: 'stationId', message: POSTING_MESSAGES.profileCannotMove },
    ]);
}

export async function updateBasic(app: FastifyInstance, user: AuthUser, body: UpdateBasicBody): Promise<User> {
  const userId = user.id;
  const phone = normalizeProfilePhone(body.phoneNumber);
  if (await phoneTakenByOther(app.db, phone, userId)) throw conflict(PROFILE_MESSAGES.phoneExists);
  const set: Partial<typeof users.$inferInsert> = { phoneNumber: phone, updatedAt: new Date() };
  if (body.stationId !== undefined && user.role === 'police') await refuseMovingOfficer(app, userId, body.stationId);
  else if (body.stationId !== undefined) {
    if (body.stationId !== null) {
      const [station] = await app.db.select({ id: stations.id }).from(stations).where(eq(stations.id, body.stationId));
      if (!station)
        throw badRequest(ACCOUNT_MESSAGES.stationNotFound, [
          { field: 'stationId', message: ACCOUNT_MESSAGES.stationNotFound },
        ]);
    }
    set.stationId = body.stationId;
  }
  if (body.latitude !== undefined) set.latitude = body.latitude;
  if (body.longitude !== undefined) set.longitude = body.longitude;
  if (body.searchRadiusKm != null) set.searchRadiusKm = body.searchRadiusKm;
  try {
    await app.db.update(users).set(set).where(eq(users.id, userId));
  } catch (error) {
    if (String((error as { cause?: unknown }).cause ?? error).includes('users_phone_unique'))
      throw conflict(PROFILE_MESSAGES.phoneExists);
    throw error;
  }
  return getMe(app, userId);
}

/** Wrong current password is 400 (DECISIONS.md: 401 only ever means the session is gone). All sessions end. */
export async function changePassword(app: FastifyInstance, userId: string, oldPassword: string, newPassword: string) {
  const row = await findUserById(app.db, userId);
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  const limit = {
    scope: 'password-change',
    key: userId,
    slowAfter: 3,
    refuseAfter: THROTTLE.login.accountRefuseAfter,
    windowMs: THROTTLE.windowMs,
  };
  await guard(app.db, [limit]);
  if (!(await verifyPassword(row.passwordHash, oldPassword))) {
    await record(app.db, [{ scope: limit.scope, key: userId }]);
    throw badRequest(PASSWORD_CHANGE_MESSAGES.currentIncorrect, [
      { field: 'oldPassword', message: PASSWORD_CHANGE_MESSAGES.currentIncorrect },
    ]);
  }
  if (!meetsPasswordPolicy(newPassword)) {
    throw badRequest(
      VALIDATION_MESSAGES.passwordRequirements,
      unmetPasswordRules(newPassword).map((message) => ({ field: 'newPassword', message })),
    );
  }
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await clear(app.db, limit.scope, userId);
  await revokeAllSessions(app, userId);
}

export async function deleteAccount(app: FastifyInstance, userId: string, role: string) {
  // Police and administrator accounts are managed in the console, not closed by their holder.
  if (role !== 'citizen') throw forbidden(ACCOUNT_DELETION_MESSAGES.forbidden);
  const row = await findUserById(app.db, userId);
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  await eraseUser(app.db, userId, row.email);
}
