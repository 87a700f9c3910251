/** Sign-in queries that belong to no shared piece: the time of the last password-reset request. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';

export async function lastForgotAt(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(eq(authAttempts.scope, 'forgot-email'), eq(authAttempts.key, email)))
    .orderBy(desc(authAttempts.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
