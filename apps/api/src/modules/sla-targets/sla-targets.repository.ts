/** The response-time targets of the incident types (decision 011). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentTypes } from '../../db/schema';

const columns = {
  incidentTypeId: incidentTypes.id,
  incidentType: incidentTypes.name,
  acknowledgeMinutes: incidentTypes.acknowledgeMinutes,
  resolveMinutes: incidentTypes.resolveMinutes,
};

export function listTargets(db: Db) {
  return db.select(columns).from(incidentTypes).orderBy(asc(incidentTypes.sortOrder), asc(incidentTypes.id));
}

/** One type's targets, locked until the transaction ends (so the audit row's "from" is what was replaced). */
export async function lockTarget(tx: Db, id: number) {
  const [row] = await tx.select(columns).from(incidentTypes).where(eq(incidentTypes.id, id)).for('update');
  return row ?? null;
}

export async function updateTarget(
  tx: Db,
  id: number,
  minutes: { acknowledgeMinutes: number; resolveMinutes: number },
) {
  const [row] = await tx.update(incidentTypes).set(minutes).where(eq(incidentTypes.id, id)).returning(columns);
  return row!;
}
