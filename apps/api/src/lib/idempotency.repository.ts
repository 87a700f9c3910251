import { and, eq } from 'drizzle-orm';
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
 * Inside a transaction: claims the key for this request in one statement, the check and the insert together.
 * Answers false when another request holds it: a concurrent duplicate waits here on the key's primary key until
 * the first commits (then false: read its answer) or rolls back (then this one claims it), so only one does the
 * work and writes its files. The record is stored with an empty response, filled by `storeIdempotencyResponse`
 * before the same transaction commits, so no other request ever reads it empty.
 */
export async function claimIdempotencyKey(tx: Db, record: { scope: string; key: string; requestHash: string }) {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...record, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length === 1;
}

export async function storeIdempotencyResponse(tx: Db, scope: string, key: string, response: object) {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
