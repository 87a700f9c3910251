/**
 * The hash chain of the audit log (decision 008), one definition for writing and verifying. A row's hash is the hex
 * SHA-256 of the previous row's hash followed by the row's canonical content: a JSON array of its fields in a fixed
 * order, the timestamp in ISO 8601 with milliseconds (stored exactly: the column keeps microseconds) and the details
 * as stable JSON (keys sorted, no spaces). Migration 0007 computes the same form in SQL for rows written before.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/** What the first row chains from. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

export interface ChainedContent {
  id: number;
  createdAt: Date;
  actorUserId: string | null;
  actorRole: string | null;
  ipAddress: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: unknown;
}

/** The canonical text of a row: change the order or the forms here and every stored hash stops verifying. */
export function canonicalContent(row: ChainedContent): string {
  return stringify([
    row.id,
    row.createdAt.toISOString(),
    row.actorUserId,
    row.actorRole,
    row.ipAddress,
    row.action,
    row.targetType,
    row.targetId,
    row.details,
  ]);
}

export function chainHash(prevHash: string, row: ChainedContent): string {
  return createHash('sha256')
    .update(prevHash + canonicalContent(row), 'utf8')
    .digest('hex');
}

/**
 * The details as they will read back from the jsonb column: only what JSON keeps (no undefined, dates as text), so
 * the hash written is the hash recomputed on reading.
 */
export function storableDetails(details: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(stringify(details) ?? '{}') as Record<string, unknown>;
}
