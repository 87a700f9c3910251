/**
 * Sign-in sessions: a family of rotating refresh tokens (stored as SHA-256) plus short-lived access JWTs whose
 * `sid` names the family. Using a refresh token again more than a minute after its first use revokes its whole
 * family (token theft); within that minute (two tabs, a lost answer) it gets a pair of its own.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REMEMBER_LOGIN_DAYS } from '@safeogun/contract/constants';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import type { Tokens } from '@safeogun/contract/auth';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import {
  findLiveSession,
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  refreshTokenRevoked,
  revokeFamilyTokens,
  revokeUserTokens,
} from './sessions.repository';
import type { SessionCache } from './session-cache';

/** Where sessions are kept: the database, and this process's cache of live ones (forgotten at once on a change). */
export interface SessionStore {
  db: Db;
  sessionCache: Pick<SessionCache, 'forgetUser' | 'role'>;
}

/** What the session rules need: the session store, the access-token signer (plugins/auth) and a logger. */
export interface SessionsDeps extends SessionStore {
  tokens: {
    signAccess(user: { id: string; role: string; sessionId: string }): Promise<{ token: string; expiresAt: Date }>;
  };
  log: { warn(details: object, message: string): void };
}

export const SESSION_TTL_MS = { remember: REMEMBER_LOGIN_DAYS * 86_400_000, browser: 12 * 3_600_000 };
/** How long after its use a refresh token may be presented again without ending the sign-in. */
export const REFRESH_REUSE_GRACE_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function signPair(
  deps: Pick<SessionsDeps, 'tokens'>,
  user: { id: string; role: string },
  familyId: string,
  refresh: string,
  expiresAt: Date,
): Promise<Tokens> {
  const access = await deps.tokens.signAccess({ id: user.id, role: user.role, sessionId: familyId });
  const accessExpires = access.expiresAt < expiresAt ? access.expiresAt : expiresAt;
  return {
    access: { token: access.token, expires: accessExpires.toISOString() },
    refresh: { token: refresh, expires: expiresAt.toISOString() },
  };
}

export async function startSession(
  deps: SessionsDeps,
  user: { id: string; role: string },
  options: { remember: boolean; userAgent?: string },
): Promise<Tokens> {
  const familyId = randomUUID();
  const refresh = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (options.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.browser));
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refresh),
    remember: options.remember,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300),
  });
  return signPair(deps, user, familyId, refresh, expiresAt);
}

/*
 * Revoking forgets the user's cached sessions in this process at once, so its next request is refused here without
 * waiting for the database's notification (which tells the other processes; migration 0025).
 */
export async function revokeFamily(deps: SessionStore, userId: string, familyId: string): Promise<void> {
  await revokeFamilyTokens(deps.db, familyId);
  deps.sessionCache.forgetUser(userId);
}

export async function revokeAllSessions(deps: SessionStore, userId: string): Promise<void> {
  await revokeUserTokens(deps.db, userId);
  deps.sessionCache.forgetUser(userId);
}

/** Exchanges a refresh token for a new pair; the session keeps its original end. */
export async function rotateSession(deps: SessionsDeps, refresh: string, userAgent?: string): Promise<Tokens> {
  const row = await findRefreshToken(deps.db, hashToken(refresh));
  if (!row) throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
  const t = row.token;
  if (t.revokedAt || t.expiresAt.getTime() <= Date.now() || row.deletedAt || row.disabledAt)
    throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
  if (t.usedAt) {
    // Used already. Soon after its use this is two tabs refreshing at once, or a retry whose answer was lost on a
    // patchy connection: it gets a pair of its own in the same sign-in. Later, someone holds a copy: end it.
    if (Date.now() - t.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      deps.log.warn({ userId: t.userId, familyId: t.familyId }, 'refresh token reuse: family revoked');
      await revokeFamily(deps, t.userId, t.familyId);
      throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
    }
  } else {
    // Another request used or revoked it a moment ago: the same grace, unless the sign-in was ended.
    if (!(await markRefreshTokenUsed(deps.db, t.id)) && (await refreshTokenRevoked(deps.db, t.id)))
      throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
  }
  const next = randomBytes(32).toString('base64url');
  await insertRefreshToken(deps.db, {
    userId: t.userId,
    familyId: t.familyId,
    tokenHash: hashToken(next),
    remember: t.remember,
    expiresAt: t.expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? t.userAgent,
  });
  return signPair(deps, { id: t.userId, role: row.role }, t.familyId, next, t.expiresAt);
}

/**
 * The account's current role while the sign-in session is live, else null (access tokens, event streams): from
 * this process's cache of live sessions while it hears every change, else from the database.
 */
export function liveSession(deps: SessionStore, userId: string, sessionId: string): Promise<string | null> {
  return deps.sessionCache.role(userId, sessionId, () => findLiveSession(deps.db, userId, sessionId));
}
