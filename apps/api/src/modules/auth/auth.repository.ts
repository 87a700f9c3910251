/** Sign-in queries that belong to no shared piece: when a code was last asked for an address. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';

/** When a code was last asked for this address (recorded at the request, whether or not the account exists). */
export async function lastAskedAt(db: Db, scope: 'signup-email' | 'forgot-email', email: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, email)))
    .orderBy(desc(authAttempts.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
