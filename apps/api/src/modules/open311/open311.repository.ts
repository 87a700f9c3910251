/**
 * Open311's SQL (decision 018). The public rows read no reporter, address, coordinates or evidence column at all:
 * only what the crime map may show, with the LGA's label point as the position.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidentTypes, incidents, lgas, open311ApiKeys, open311Reports, stations, users } from '../../db/schema';
import { withPlaces } from '../../db/incident-places';

/**
 * The incident types: `activeOnly` for what may be filed (services.json); every type for reading, since reports
 * filed before a type was deactivated keep it.
 */
export function listTypes(db: Db, options: { activeOnly: boolean }) {
  return db
    .select({
      id: incidentTypes.id,
      name: incidentTypes.name,
      isSensitive: incidentTypes.isSensitive,
      isActive: incidentTypes.isActive,
    })
    .from(incidentTypes)
    .where(options.activeOnly ? eq(incidentTypes.isActive, true) : undefined)
    .orderBy(asc(incidentTypes.sortOrder), asc(incidentTypes.id));
}

export interface RequestFilter {
  ids?: string[];
  typeIds?: number[];
  statuses?: string[];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** Reports the crime map may show (submitted, not hidden from the map), newest first. */
export function listPublicRequests(db: Db, f: RequestFilter) {
  return withPlaces(
    db
      .select({
        id: incidents.id,
        status: incidents.status,
        incidentTypeId: incidents.incidentTypeId,
        typeName: incidentTypes.name,
        isSensitive: incidentTypes.isSensitive,
        description: incidents.description,
        submittedAt: incidents.submittedAt,
        updatedAt: incidents.updatedAt,
        resolveDueAt: incidents.resolveDueAt,
        lgaName: lgas.name,
        labelLat: lgas.labelLat,
        labelLng: lgas.labelLng,
        station: stations.formation,
      })
      .from(incidents)
      .$dynamic(),
  )
    .where(
      and(
        eq(incidents.isDraft, false),
        eq(incidents.hiddenFromMap, false),
        isNotNull(incidents.submittedAt),
        f.ids ? inArray(incidents.id, f.ids) : undefined,
        f.typeIds ? inArray(incidents.incidentTypeId, f.typeIds) : undefined,
        f.statuses ? inArray(incidents.status, f.statuses) : undefined,
        f.from ? gte(incidents.submittedAt, f.from) : undefined,
        f.to ? lte(incidents.submittedAt, f.to) : undefined,
      ),
    )
    .orderBy(desc(incidents.submittedAt), desc(incidents.id))
    .limit(f.limit)
    .offset(f.offset);
}
export type PublicRequestRow = Awaited<ReturnType<typeof listPublicRequests>>[number];

// ---- Keys ----

const keyColumns = {
  id: open311ApiKeys.id,
  name: open311ApiKeys.name,
  prefix: open311ApiKeys.prefix,
  createdAt: open311ApiKeys.createdAt,
  lastUsedAt: open311ApiKeys.lastUsedAt,
  revokedAt: open311ApiKeys.revokedAt,
};

/** Every key, newest first, with who issued it and how many reports it filed. */
export function listKeys(db: Db, id?: number) {
  const reports = db
    .select({ apiKeyId: open311Reports.apiKeyId, n: count().as('n') })
    .from(open311Reports)
    .groupBy(open311Reports.apiKeyId)
    .as('reports');
  return db
    .select({
      ...keyColumns,
      createdBy: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
      reportCount: sql<number>`coalesce(${reports.n}, 0)::int`,
    })
    .from(open311ApiKeys)
    .leftJoin(users, eq(users.id, open311ApiKeys.createdByUserId))
    .leftJoin(reports, eq(reports.apiKeyId, open311ApiKeys.id))
    .where(id === undefined ? undefined : eq(open311ApiKeys.id, id))
    .orderBy(desc(open311ApiKeys.createdAt), desc(open311ApiKeys.id));
}

export async function insertKey(
  tx: Db,
  values: { name: string; prefix: string; keyHash: string; createdByUserId: string; createdAt: Date },
) {
  const [row] = await tx.insert(open311ApiKeys).values(values).returning({ id: open311ApiKeys.id });
  return row!;
}

/** Revokes a live key; null when there is no such key or it was already revoked. */
export async function revokeKey(tx: Db, id: number, at: Date) {
  const [row] = await tx
    .update(open311ApiKeys)
    .set({ revokedAt: at })
    .where(and(eq(open311ApiKeys.id, id), isNull(open311ApiKeys.revokedAt)))
    .returning({ id: open311ApiKeys.id, name: open311ApiKeys.name, prefix: open311ApiKeys.prefix });
  return row ?? null;
}

export async function keyExists(db: Db, id: number) {
  const [row] = await db.select({ id: open311ApiKeys.id }).from(open311ApiKeys).where(eq(open311ApiKeys.id, id));
  return Boolean(row);
}

/** The live key with this hash, marked as used now. */
export async function useKey(db: Db, keyHash: string, at: Date) {
  const [row] = await db
    .update(open311ApiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(open311ApiKeys.keyHash, keyHash), isNull(open311ApiKeys.revokedAt)))
    .returning({ id: open311ApiKeys.id });
  return row ?? null;
}

export async function insertReportLink(tx: Db, incidentId: string, apiKeyId: number, at: Date) {
  await tx.insert(open311Reports).values({ incidentId, apiKeyId, createdAt: at });
}
