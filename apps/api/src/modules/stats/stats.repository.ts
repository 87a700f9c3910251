import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidents, lgas, users } from '../../db/schema';

/** Reports filed: no drafts, no demo reports. */
export async function countReports(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(incidents)
    .where(and(eq(incidents.isDraft, false), eq(incidents.isDemo, false)));
  return row?.n ?? 0;
}

/** Citizen accounts that exist: police and deleted accounts left out (the demo content has no citizen accounts). */
export async function countCitizens(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'citizen'), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/** Local government areas on the map: those with a boundary. */
export async function countAreas(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lgas).where(isNotNull(lgas.boundary));
  return row?.n ?? 0;
}
