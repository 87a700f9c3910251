/** SQL of police postings: the account (locked while it changes) and the station it is posted to. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The live account with its role and posting, locked until the transaction ends so two changes queue. */
export async function lockAccountForPosting(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, postingStationId: users.postingStationId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function setPosting(tx: Db, userId: string, stationId: number | null): Promise<void> {
  await tx.update(users).set({ postingStationId: stationId, updatedAt: new Date() }).where(eq(users.id, userId));
}
