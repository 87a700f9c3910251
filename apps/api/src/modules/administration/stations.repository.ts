/** Stations as administrators run them (issue 14): list, one, write, import, and the LGA shapes positions are checked on. */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaCommands, lgas, stations } from '../../db/schema';
import type { AreaGeometry } from '../../lib/geo';

// Spelled out, so the station's id is never read as the report's (Drizzle leaves one-table selects unqualified).
const reportCount = sql<number>`(select count(*)::int from incidents i where i.station_id = "stations"."id")`;

const columns = {
  id: stations.id,
  formation: stations.formation,
  address: stations.address,
  phone: stations.phone,
  lgaId: stations.lgaId,
  lgaName: lgas.name,
  areaCommandId: areaCommands.id,
  areaCommandName: areaCommands.name,
  latitude: stations.latitude,
  longitude: stations.longitude,
  isDemo: stations.isDemo,
  isActive: stations.isActive,
  reports: reportCount,
};
export interface StationRow {
  id: number;
  formation: string;
  address: string | null;
  phone: string | null;
  lgaId: number | null;
  lgaName: string | null;
  areaCommandId: number | null;
  areaCommandName: string | null;
  latitude: number | null;
  longitude: number | null;
  isDemo: boolean;
  isActive: boolean;
  reports: number;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface StationFilter {
  search?: string;
  status: 'active' | 'inactive' | 'all';
  lgaId?: number;
}

function selectStations(db: Db) {
  return db
    .select(columns)
    .from(stations)
    .leftJoin(lgas, eq(lgas.id, stations.lgaId))
    .leftJoin(areaCommands, eq(areaCommands.id, lgas.areaCommandId));
}

export async function listStations(db: Db, filter: StationFilter): Promise<StationRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.status === 'all' ? undefined : eq(stations.isActive, filter.status === 'active'),
    filter.lgaId === undefined ? undefined : eq(stations.lgaId, filter.lgaId),
    filter.search
      ? or(
          ilike(stations.formation, escapeLike(filter.search)),
          ilike(stations.address, escapeLike(filter.search)),
          ilike(lgas.name, escapeLike(filter.search)),
        )
      : undefined,
  ];
  return (await selectStations(db)
    .where(and(...conditions))
    .orderBy(asc(stations.isDemo), asc(lgas.sortOrder), asc(stations.formation))
    .limit(2000)) as StationRow[];
}

export async function stationCounts(db: Db) {
  const [row] = await db
    .select({
      real: sql<number>`count(*) filter (where not ${stations.isDemo} and ${stations.isActive})::int`,
      demo: sql<number>`count(*) filter (where ${stations.isDemo} and ${stations.isActive})::int`,
    })
    .from(stations);
  return row ?? { real: 0, demo: 0 };
}

export async function findStation(db: Db, id: number): Promise<StationRow | null> {
  const [row] = await selectStations(db).where(eq(stations.id, id));
  return (row as StationRow | undefined) ?? null;
}

/** The station with this formation, ignoring case and surrounding spaces (names are unique that way in practice). */
export async function stationByFormation(db: Db, formation: string) {
  const [row] = await db
    .select({ id: stations.id, formation: stations.formation })
    .from(stations)
    .where(sql`lower(trim(${stations.formation})) = ${formation.trim().toLowerCase()}`);
  return row ?? null;
}

/** Every station's folded name, for an import's add-or-update decision. */
export async function formationsByFoldedName(db: Db) {
  const rows = await db.select({ id: stations.id, formation: stations.formation }).from(stations);
  return new Map(rows.map((r) => [r.formation.trim().toLowerCase(), r]));
}

export type StationValues = Pick<
  typeof stations.$inferInsert,
  'formation' | 'address' | 'phone' | 'lgaId' | 'latitude' | 'longitude' | 'isActive'
>;

export async function insertStation(db: Db, values: StationValues) {
  const [row] = await db.insert(stations).values(values).returning({ id: stations.id });
  return row!.id;
}

export async function updateStation(db: Db, id: number, values: Partial<StationValues>) {
  await db
    .update(stations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stations.id, id));
}

/** Demo stations out of every list: deactivated, since reports, postings and feedback may still name them. */
export async function deactivateDemoStations(db: Db) {
  const rows = await db
    .update(stations)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(stations.isDemo, true), eq(stations.isActive, true)))
    .returning({ id: stations.id });
  return rows.length;
}

export interface LgaShape {
  id: number;
  name: string;
  key: string;
  state: string;
  boundary: AreaGeometry | null;
}

export async function lgaShapes(db: Db): Promise<LgaShape[]> {
  const rows = await db
    .select({ id: lgas.id, name: lgas.name, key: lgas.key, state: lgas.state, boundary: lgas.boundary })
    .from(lgas)
    .orderBy(asc(lgas.sortOrder), asc(lgas.name));
  return rows.map((r) => ({ ...r, boundary: (r.boundary as AreaGeometry | null) ?? null }));
}
