/** Sign-in sessions on the database: refresh tokens (stored as SHA-256), grouped in families named by `sid`. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { LiveSessionRecord } from './session-cache';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  token: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'remember' | 'expiresAt'> & {
    userAgent?: string | null;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function revokeFamilyTokens(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The refresh token with this hash, with its holder's role and whether the account was deleted or disabled. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, role: users.role, deletedAt: users.deletedAt, disabledAt: users.disabledAt })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the token used; false when another request used or revoked it first. */
export async function markRefreshTokenUsed(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return used.length > 0;
}

export async function refreshTokenRevoked(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id));
  return !row || row.revokedAt !== null;
}

/**
 * The one session-liveness query: the holder's current role (and when the session ends) while the sign-in session `familyId` of `userId` is
 * neither revoked nor expired and the account exists and is not disabled; null otherwise. Access tokens and event
 * streams both ask it, so a disabled account's next request answers 401 whatever token it still holds.
 */
export async function findLiveSession(db: Db, userId: string, familyId: string): Promise<LiveSessionRecord | null> {
  const [row] = await db
    .select({ role: users.role, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
