import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emergencyContacts } from '../../db/schema';

export type ContactRow = typeof emergencyContacts.$inferSelect;
type Writer = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

export const listContacts = (db: Pick<Db, 'select'>, userId: string) =>
  db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.createdAt), asc(emergencyContacts.id));

export async function countContacts(db: Pick<Db, 'select'>, userId: string) {
  const [row] = await db.select({ n: count() }).from(emergencyContacts).where(eq(emergencyContacts.userId, userId));
  return row?.n ?? 0;
}

export async function findOwnContact(db: Pick<Db, 'select'>, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)));
  return row ?? null;
}

export async function insertContact(
  db: Writer,
  values: { userId: string; fullName: string; phoneNumber: string; relationship: string },
) {
  const [row] = await db.insert(emergencyContacts).values(values).returning();
  return row!;
}

export async function updateOwnContact(
  db: Writer,
  userId: string,
  id: string,
  values: { fullName: string; phoneNumber: string; relationship: string },
) {
  const [row] = await db
    .update(emergencyContacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnContact(db: Writer, userId: string, id: string) {
  const rows = await db
    .delete(emergencyContacts)
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)))
    .returning({ id: emergencyContacts.id });
  return rows.length > 0;
}
