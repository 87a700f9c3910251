import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export async function findIdempotencyRecord(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Inside a transaction: waits while another transaction holds the same key, so a concurrent duplicate reads the
 * first request's answer instead of doing (and storing files for) the same work again.
 */
export async function lockIdempotencyKey(tx: Db, scope: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`idempotency:${scope}:${key}`}))`);
}

export async function insertIdempotencyRecord(
  tx: Db,
  record: { scope: string; key: string; requestHash: string; response: object },
) {
  await tx.insert(idempotencyKeys).values(record);
}
