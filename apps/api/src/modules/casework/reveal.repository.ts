import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A reporter's contact details; null when the account is unknown. */
export async function findReporterContact(db: Db, userId: string) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      email: users.email,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
