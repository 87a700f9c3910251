/** The posting behind a police account's reach, read fresh on every call (an administrator may move it any time). */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { incidents, lgas, stations, users } from '../../db/schema';

export interface PostingRow {
  role: string;
  stationId: number | null;
  stationLgaId: number | null;
  areaCommandId: number | null;
}

export async function findPosting(db: Db, userId: string): Promise<PostingRow | null> {
  const [row] = await db
    .select({
      role: users.role,
      stationId: users.postingStationId,
      stationLgaId: stations.lgaId,
      areaCommandId: users.postingAreaCommandId,
    })
    .from(users)
    .leftJoin(stations, eq(stations.id, users.postingStationId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function lgaIdsOfAreaCommand(db: Db, areaCommandId: number): Promise<number[]> {
  const rows = await db.select({ id: lgas.id }).from(lgas).where(eq(lgas.areaCommandId, areaCommandId));
  return rows.map((r) => r.id);
}

export async function stationIdsInLgas(db: Db, lgaIds: number[]): Promise<number[]> {
  if (!lgaIds.length) return [];
  const rows = await db.select({ id: stations.id }).from(stations).where(inArray(stations.lgaId, lgaIds));
  return rows.map((r) => r.id);
}

/** The columns that place a record (a report, or a rollup row of reports) by station, LGA and Area Command. */
export interface PlacedColumns {
  stationId: AnyPgColumn;
  lgaId: AnyPgColumn;
  areaCommandId: AnyPgColumn;
}

const incidentPlace: PlacedColumns = {
  stationId: incidents.stationId,
  lgaId: incidents.lgaId,
  areaCommandId: incidents.areaCommandId,
};

/** One alternative of a reach: the records whose `on` column (station, LGA or Area Command) is `id`. */
export interface ReachArm {
  on: keyof PlacedColumns;
  id: number;
}

/**
 * A jurisdiction's reach as alternatives ("arms"), each a single equality one index answers, so a list can be read
 * arm by arm in index order and merged: undefined for the whole state, [] for nothing. A record is in reach when
 * any arm holds (the same rule as `reaches`).
 */
export function reachArms(reach: IncidentReach): ReachArm[] | undefined {
  switch (reach.kind) {
    case 'state':
      return undefined;
    case 'area':
      return [
        { on: 'areaCommandId', id: reach.areaCommandId },
        ...reach.lgaIds.map((id) => ({ on: 'lgaId' as const, id })),
      ];
    case 'station':
      return reach.lgaId === null
        ? [{ on: 'stationId', id: reach.stationId }]
        : [
            { on: 'stationId', id: reach.stationId },
            { on: 'lgaId', id: reach.lgaId },
          ];
    case 'none':
      return [];
  }
}

/** An arm as a condition on `place`; `value` replaces its id (a placeholder, for a statement built once). */
export const armCondition = (arm: ReachArm, place: PlacedColumns = incidentPlace, value: unknown = arm.id): SQL =>
  eq(place[arm.on], value);

/** The records a jurisdiction reaches, as one condition on `place` (undefined: all of them). */
export function placedInReach(reach: IncidentReach, place: PlacedColumns = incidentPlace): SQL | undefined {
  if (reach.kind === 'area' && reach.lgaIds.length)
    return or(eq(place.areaCommandId, reach.areaCommandId), inArray(place.lgaId, reach.lgaIds));
  const arms = reachArms(reach);
  if (arms === undefined) return undefined;
  return arms.length ? or(...arms.map((arm) => armCondition(arm, place))) : sql`false`;
}

/** The reports a jurisdiction reaches, as a condition on `incidents` (undefined: all of them). */
export function incidentsInReach(reach: IncidentReach): SQL | undefined {
  return placedInReach(reach, incidentPlace);
}

/** Imported here (not from jurisdiction.ts) so the repository has no service dependency. */
export type IncidentReach =
  | { kind: 'state' }
  | { kind: 'area'; areaCommandId: number; lgaIds: number[] }
  | { kind: 'station'; stationId: number; lgaId: number | null }
  | { kind: 'none' };
