/** Area Commands and LGAs looked up by id: one query each for the modules that name or check a place. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaCommands, lgas } from '../../db/schema';

const areaCommandColumns = { id: areaCommands.id, name: areaCommands.name };

export async function findAreaCommand(db: Db, id: number) {
  const [row] = await db.select(areaCommandColumns).from(areaCommands).where(eq(areaCommands.id, id));
  return row ?? null;
}

/** Every Area Command by name (a few dozen rows). */
export function listAreaCommands(db: Db) {
  return db.select(areaCommandColumns).from(areaCommands).orderBy(asc(areaCommands.name));
}

/** The LGA and its Area Command; with `lock`, locked until the transaction ends so concurrent moves queue. */
export async function findLga(db: Db, id: number, lock = false) {
  const query = db
    .select({ id: lgas.id, name: lgas.name, areaCommandId: lgas.areaCommandId })
    .from(lgas)
    .where(eq(lgas.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
