import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { incidentTypes, lgas } from '../../db/schema';

const DAY_MS = 86_400_000;

export interface AreaRef {
  id: number;
  name: string;
  key: string;
}
export interface TypeRef {
  id: number;
  name: string;
  isSensitive: boolean;
}

export function listAreas(db: Db): Promise<AreaRef[]> {
  return db
    .select({ id: lgas.id, name: lgas.name, key: lgas.key })
    .from(lgas)
    .orderBy(asc(lgas.sortOrder), asc(lgas.name));
}

export function listTypes(db: Db): Promise<TypeRef[]> {
  return db
    .select({ id: incidentTypes.id, name: incidentTypes.name, isSensitive: incidentTypes.isSensitive })
    .from(incidentTypes)
    .orderBy(asc(incidentTypes.sortOrder));
}

export interface CountFilter {
  from: Date;
  lgaId?: number;
  incidentTypeId?: number;
}

/** Start of the UTC day after `from`: whole days from here on are read from the rollup. */
export function nextUtcDay(from: Date): Date {
  return new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/**
 * Exact report counts per LGA since `from`: whole UTC days from the daily rollup, plus the part of the
 * first day after `from` counted from incidents (a few hundred rows at most, on the map index).
 */
export async function countByArea(db: Db, f: CountFilter): Promise<Map<number, number>> {
  const edgeEnd = nextUtcDay(f.from);
  const firstWholeDay = edgeEnd.toISOString().slice(0, 10);
  const lgaRollup = f.lgaId === undefined ? sql`` : sql` and lga_id = ${f.lgaId}`;
  const typeRollup = f.incidentTypeId === undefined ? sql`` : sql` and incident_type_id = ${f.incidentTypeId}`;
  const lgaEdge = f.lgaId === undefined ? sql`` : sql` and i.lga_id = ${f.lgaId}`;
  const typeEdge = f.incidentTypeId === undefined ? sql`` : sql` and i.incident_type_id = ${f.incidentTypeId}`;
  const result = await db.execute<{ lga_id: number; n: string | number }>(sql`
    select lga_id, sum(n)::bigint as n from (
      select lga_id, sum(count) as n from crime_map_daily
      where day >= ${firstWholeDay}::date${lgaRollup}${typeRollup}
      group by lga_id
      union all
      select i.lga_id, count(*) as n from incidents i
      where i.is_draft = false and i.hidden_from_map = false and i.lga_id is not null
        and i.submitted_at >= ${f.from.toISOString()}::timestamptz
        and i.submitted_at < ${edgeEnd.toISOString()}::timestamptz${lgaEdge}${typeEdge}
      group by i.lga_id
    ) parts group by lga_id`);
  const counts = new Map<number, number>();
  for (const row of rowsOf<{ lga_id: number; n: string | number }>(result))
    counts.set(Number(row.lga_id), Number(row.n));
  return counts;
}

/** The same aggregate straight from incidents (tests and the benchmark compare the two). */
export async function countByAreaRaw(db: Db, f: CountFilter): Promise<Map<number, number>> {
  const lga = f.lgaId === undefined ? sql`` : sql` and lga_id = ${f.lgaId}`;
  const type = f.incidentTypeId === undefined ? sql`` : sql` and incident_type_id = ${f.incidentTypeId}`;
  const result = await db.execute<{ lga_id: number; n: string | number }>(sql`
    select lga_id, count(*) as n from incidents
    where is_draft = false and hidden_from_map = false and lga_id is not null
      and submitted_at >= ${f.from.toISOString()}::timestamptz${lga}${type}
    group by lga_id`);
  const counts = new Map<number, number>();
  for (const row of rowsOf<{ lga_id: number; n: string | number }>(result))
    counts.set(Number(row.lga_id), Number(row.n));
  return counts;
}

export type DetailRowRaw = {
  lga_id: number;
  incident_type_id: number;
  status: string;
  description: string;
  submitted_at: string | Date;
  updated_at: string | Date;
};

/**
 * The newest reports of each requested area (one page per area), on the per-LGA recent index. Reads no
 * reporter, address or coordinates column at all.
 */
export async function recentRowsByArea(
  db: Db,
  f: CountFilter & { areaIds: number[]; limit: number; offset: number },
): Promise<DetailRowRaw[]> {
  if (f.areaIds.length === 0) return [];
  const type = f.incidentTypeId === undefined ? sql`` : sql` and i.incident_type_id = ${f.incidentTypeId}`;
  const ids = sql.join(
    f.areaIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<DetailRowRaw>(sql`
    select a.id as lga_id, r.incident_type_id, r.status, r.description, r.submitted_at, r.updated_at
    from unnest(array[${ids}]) as a(id)
    cross join lateral (
      select i.incident_type_id, i.status, i.description, i.submitted_at, i.updated_at
      from incidents i
      where i.lga_id = a.id and i.is_draft = false and i.hidden_from_map = false
        and i.submitted_at >= ${f.from.toISOString()}::timestamptz${type}
      order by i.submitted_at desc
      limit ${f.limit} offset ${f.offset}
    ) r`);
  return rowsOf<DetailRowRaw>(result);
}

/** Rebuilds the rollup from incidents (after a bulk load with the triggers off, or to repair). */
export async function rebuildRollup(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from crime_map_daily`);
    await tx.execute(sql`
      insert into crime_map_daily (lga_id, incident_type_id, day, count)
      select lga_id, incident_type_id, (submitted_at at time zone 'UTC')::date, count(*)
      from incidents
      where not is_draft and not hidden_from_map and lga_id is not null and submitted_at is not null
      group by 1, 2, 3`);
  });
}

/** Every LGA with its boundary polygon (null where none is stored), in the order of the lists. */
export function listLgaBoundaries(db: Db) {
  return db
    .select({ id: lgas.id, name: lgas.name, key: lgas.key, boundary: lgas.boundary })
    .from(lgas)
    .orderBy(asc(lgas.sortOrder), asc(lgas.name));
}
