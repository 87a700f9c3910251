/**
 * Open311 API keys (decision 018): administrators issue one per app that files reports, see when each was last used
 * and how many reports it filed, and revoke it. A key is 32 random bytes shown once; only its SHA-256 is stored, so
 * a copy of the database files no report. Issuing and revoking are audited in their transaction (never the key).
 */
import { createHash, randomBytes } from 'node:crypto';
import { OPEN311_KEY_MESSAGES, type Open311Key } from '@safeogun/contract/open311';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { AUDIT_ACTIONS, auditBy } from '../audit/audit.service';
import * as repo from './open311.repository';
import type { AuditedActor } from '../audit/audit.service';

export interface Open311KeysDeps {
  db: Db;
  now: () => Date;
}

export type Actor = AuditedActor;

const KEY_PREFIX = 'so311_';
/** Characters of a key shown in the list: the fixed prefix and six of the random part. */
const SHOWN_LENGTH = KEY_PREFIX.length + 6;

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

type KeyRow = Awaited<ReturnType<typeof repo.listKeys>>[number];
const toKey = (row: KeyRow): Open311Key => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  reportCount: Number(row.reportCount),
});

export async function listOpen311Keys(deps: Open311KeysDeps): Promise<Open311Key[]> {
  return (await repo.listKeys(deps.db)).map(toKey);
}

async function oneKey(db: Db, id: number): Promise<Open311Key> {
  const [row] = await repo.listKeys(db, id);
  if (!row) throw notFound(OPEN311_KEY_MESSAGES.notFound);
  return toKey(row);
}

/** Issues a key named for the app it is for; the key itself is in the answer only this once. */
export async function issueOpen311Key(
  deps: Open311KeysDeps,
  actor: Actor,
  name: string,
): Promise<{ key: Open311Key; apiKey: string }> {
  const apiKey = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = apiKey.slice(0, SHOWN_LENGTH);
  const id = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const now = deps.now();
    const row = await repo.insertKey(tx, {
      name,
      prefix,
      keyHash: hashApiKey(apiKey),
      createdByUserId: actor.id,
      createdAt: now,
    });
    const key = { type: 'open311-key', id: row.id } as const;
    await auditBy(tx, actor, AUDIT_ACTIONS.open311KeyIssued, key, { name, prefix }, now);
    return row.id;
  });
  return { key: await oneKey(deps.db, id), apiKey };
}

export async function revokeOpen311Key(deps: Open311KeysDeps, actor: Actor, id: number): Promise<Open311Key> {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const now = deps.now();
    const revoked = await repo.revokeKey(tx, id, now);
    if (!revoked) {
      if (await repo.keyExists(tx, id)) throw conflict(OPEN311_KEY_MESSAGES.alreadyRevoked);
      throw notFound(OPEN311_KEY_MESSAGES.notFound);
    }
    await auditBy(
      tx,
      actor,
      AUDIT_ACTIONS.open311KeyRevoked,
      { type: 'open311-key', id: id },
      { name: revoked.name, prefix: revoked.prefix },
      now,
    );
  });
  return oneKey(deps.db, id);
}

/** The id of the live key `apiKey` is, marked as used; null for a missing, unknown or revoked key. */
export async function findLiveKey(deps: Open311KeysDeps, apiKey: string | undefined): Promise<number | null> {
  if (!apiKey || !apiKey.startsWith(KEY_PREFIX) || apiKey.length > 100) return null;
  const row = await repo.useKey(deps.db, hashApiKey(apiKey), deps.now());
  return row?.id ?? null;
}
