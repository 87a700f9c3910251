/**
 * Sign-in sessions: a family of rotating refresh tokens (stored as SHA-256) plus short-lived access JWTs whose
 * `sid` names the family. Using a refresh token again more than a minute after its first use revokes its whole
 * family (token theft); within that minute (two tabs, a lost answer) it gets a pair of its own.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REMEMBER_LOGIN_DAYS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import type { Tokens } from '@safeogun/contract/auth';
import { refreshTokens, users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';

export const SESSION_TTL_MS = { remember: REMEMBER_LOGIN_DAYS * 86_400_000, browser: 12 * 3_600_000 };
/** How long after its use a refresh token may be presented again without ending the sign-in. */
export const REFRESH_REUSE_GRACE_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function signPair(
  app: FastifyInstance,
  user: { id: string; role: string },
  familyId: string,
  refresh: string,
  expiresAt: Date,
): Promise<Tokens> {
  const access = await app.tokens.signAccess({ id: user.id, role: user.role, sessionId: familyId });
  const accessExpires = access.expiresAt < expiresAt ? access.expiresAt : expiresAt;
  return {
    access: { token: access.token, expires: accessExpires.toISOString() },
    refresh: { token: refresh, expires: expiresAt.toISOString() },
  };
}

export async function startSession(
  app: FastifyInstance,
  user: { id: string; role: string },
  options: { remember: boolean; userAgent?: string },
): Promise<Tokens> {
  const familyId = randomUUID();
  const refresh = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (options.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.browser));
  await app.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refresh),
    remember: options.remember,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300),
  });
  return signPair(app, user, familyId, refresh, expiresAt);
}

export async function revokeFamily(app: FastifyInstance, familyId: string): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(app: FastifyInstance, userId: string): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Exchanges a refresh token for a new pair; the session keeps its original end. */
export async function rotateSession(app: FastifyInstance, refresh: string, userAgent?: string): Promise<Tokens> {
  const [row] = await app.db
    .select({ token: refreshTokens, role: users.role, deletedAt: users.deletedAt })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(refresh)))
    .limit(1);
  if (!row) throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
  const t = row.token;
  if (t.revokedAt || t.expiresAt.getTime() <= Date.now() || row.deletedAt)
    throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
  if (t.usedAt) {
    // Used already. Soon after its use this is two tabs refreshing at once, or a retry whose answer was lost on a
    // patchy connection: it gets a pair of its own in the same sign-in. Later, someone holds a copy: end it.
    if (Date.now() - t.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      app.log.warn({ userId: t.userId, familyId: t.familyId }, 'refresh token reuse: family revoked');
      await revokeFamily(app, t.familyId);
      throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
    }
  } else {
    const used = await app.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, t.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (used.length === 0) {
      // Another request used or revoked it a moment ago: the same grace, unless the sign-in was ended.
      const [now] = await app.db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, t.id));
      if (!now || now.revokedAt) throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
    }
  }
  const next = randomBytes(32).toString('base64url');
  await app.db.insert(refreshTokens).values({
    userId: t.userId,
    familyId: t.familyId,
    tokenHash: hashToken(next),
    remember: t.remember,
    expiresAt: t.expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? t.userAgent,
  });
  return signPair(app, { id: t.userId, role: row.role }, t.familyId, next, t.expiresAt);
}
