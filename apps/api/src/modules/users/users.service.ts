/** Settings rules: profile edit, password change, preferences, export, erasure. */
import { isPoliceRole } from '@safeogun/contract/roles';
import { meetsPasswordPolicy, unmetPasswordRules, phoneDigits, type User } from '@safeogun/contract/auth';
import type { NotificationPreferences, UpdateBasicBody } from '@safeogun/contract/users';
import type { Language } from '@safeogun/contract/languages';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  POSTING_MESSAGES,
  PROFILE_MESSAGES,
  VALIDATION_MESSAGES,
} from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import {
  findUserById,
  loadUserDto,
  phoneTakenByOther,
  profileStationId,
  updateUser,
  type NewUser,
} from '../accounts-core/accounts.repository';
import { hashPassword, verifyPassword } from '../accounts-core/passwords';
import { revokeAllSessions, type SessionStore } from '../accounts-core/sessions';
import { THROTTLE, clear, guard, record } from '../auth/throttle';
import { eraseUser, exportUserRecords, getPreferences, savePreferences, stationExists } from './users.repository';

export interface UsersDeps {
  db: Db;
  sessionCache: SessionStore['sessionCache'];
}

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

export async function getMe(deps: UsersDeps, userId: string): Promise<User> {
  const user = await loadUserDto(deps.db, userId);
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  return user;
}

/**
 * A police officer's profile station is their posting (decision 006): the settings form sends it back unchanged
 * and the rest saves; naming another station is refused, since only an administrator posts an officer.
 */
async function refuseMovingOfficer(deps: UsersDeps, userId: string, stationId: number | null): Promise<void> {
  const row = await findUserById(deps.db, userId);
  if (row && stationId !== profileStationId(row))
    throw new AppError(403, POSTING_MESSAGES.profileCannotMove, [
      { field: 'stationId', message: POSTING_MESSAGES.profileCannotMove },
    ]);
}

export async function updateBasic(deps: UsersDeps, user: AuthUser, body: UpdateBasicBody): Promise<User> {
  const userId = user.id;
  const phone = normalizeProfilePhone(body.phoneNumber);
  if (await phoneTakenByOther(deps.db, phone, userId)) throw conflict(PROFILE_MESSAGES.phoneExists);
  const set: Partial<NewUser> = { phoneNumber: phone };
  if (body.stationId !== undefined && isPoliceRole(user.role)) await refuseMovingOfficer(deps, userId, body.stationId);
  else if (body.stationId !== undefined) {
    if (body.stationId !== null) {
      if (!(await stationExists(deps.db, body.stationId)))
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
    await updateUser(deps.db, userId, set);
  } catch (error) {
    if (String((error as { cause?: unknown }).cause ?? error).includes('users_phone_unique'))
      throw conflict(PROFILE_MESSAGES.phoneExists);
    throw error;
  }
  return getMe(deps, userId);
}

/** The account's language: the app follows it on every device, and emails and texts are written in it. */
export async function updateLanguage(deps: UsersDeps, userId: string, language: Language): Promise<User> {
  await updateUser(deps.db, userId, { language });
  return getMe(deps, userId);
}

/** Wrong current password is 400 (DECISIONS.md: 401 only ever means the session is gone). All sessions end. */
export async function changePassword(deps: UsersDeps, userId: string, oldPassword: string, newPassword: string) {
  const row = await findUserById(deps.db, userId);
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  const limit = {
    scope: 'password-change',
    key: userId,
    slowAfter: 3,
    refuseAfter: THROTTLE.login.clientRefuseAfter,
    windowMs: THROTTLE.windowMs,
  };
  await guard(deps.db, [limit]);
  if (!(await verifyPassword(row.passwordHash, oldPassword))) {
    await record(deps.db, [{ scope: limit.scope, key: userId }]);
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
  await updateUser(deps.db, userId, { passwordHash: await hashPassword(newPassword) });
  await clear(deps.db, limit.scope, userId);
  await revokeAllSessions(deps, userId);
}

export async function deleteAccount(deps: UsersDeps, userId: string, role: string) {
  // Police and administrator accounts are managed in the console, not closed by their holder.
  if (role !== 'citizen') throw forbidden(ACCOUNT_DELETION_MESSAGES.forbidden);
  const row = await findUserById(deps.db, userId);
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  await eraseUser(deps.db, userId, row.email);
}

export function getNotificationPreferences(deps: UsersDeps, userId: string): Promise<NotificationPreferences> {
  return getPreferences(deps.db, userId);
}

export async function saveNotificationPreferences(
  deps: UsersDeps,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await savePreferences(deps.db, userId, preferences);
  return getPreferences(deps.db, userId);
}

/** Everything held about the user, for the JSON download offered before deletion. */
export async function exportUserData(deps: UsersDeps, userId: string) {
  const [user, records] = await Promise.all([loadUserDto(deps.db, userId), exportUserRecords(deps.db, userId)]);
  return { exportedAt: new Date().toISOString(), user, ...records };
}
