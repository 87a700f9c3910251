/** Recorded sign-in failures (auth_attempts) on the database; the brakes they drive live in throttle.ts. */
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';

function since(scope: string, key: string, after: Date) {
  return and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), gt(authAttempts.createdAt, after));
}

export async function countAttemptsSince(db: Db, scope: string, key: string, after: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(since(scope, key, after));
  return Number(row?.n ?? 0);
}

/** When the n-th newest failure since `after` happened (1 is the newest); null when there are fewer. */
export async function nthNewestAttemptAt(db: Db, scope: string, key: string, after: Date, n: number) {
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(since(scope, key, after))
    .orderBy(desc(authAttempts.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertAttempts(db: Db, entries: Array<{ scope: string; key: string }>): Promise<void> {
  await db.insert(authAttempts).values(entries);
}

export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}

export async function deleteAttempts(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
}
