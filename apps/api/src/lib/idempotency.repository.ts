import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { placeholders, statement } from '../db/statements';

export async function findIdempotencyRecord(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

const claim = statement<{ scope: string; key: string; requestHash: string; response: object }>(
  'idempotency_claim',
  (db) =>
    db
      .insert(idempotencyKeys)
      .values(placeholders('scope', 'key', 'requestHash', 'response'))
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
);

/**
 * Inside a transaction: claims the key for this request in one statement, the check and the insert together.
 * Answers false when another request holds it: a concurrent duplicate waits here on the key's primary key until
 * the first commits (then false: read its answer) or rolls back (then this one claims it), so only one does the
 * work and writes its files. The record is stored with `response`: the answer itself when it is known before the
 * work, else an empty one filled by `storeIdempotencyResponse` before the same transaction commits; either way no
 * other request reads it before the commit.
 */
export async function claimIdempotencyKey(
  tx: Db,
  record: { scope: string; key: string; requestHash: string; response: object },
) {
  return (await claim(tx, record)).rows.length === 1;
}

const storeResponse = statement<{ scope: string; key: string; response: object }>('idempotency_store', (db) =>
  db
    .update(idempotencyKeys)
    .set(placeholders('response'))
    .where(and(eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key')))),
);

export async function storeIdempotencyResponse(tx: Db, scope: string, key: string, response: object) {
  await storeResponse(tx, { scope, key, response });
}
