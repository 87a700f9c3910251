/**
 * The SQL of the transparency figures (decision 016): filed, non-demo reports of a period in an area, aggregated per
 * station, per LGA and for the whole area in one pass (grouping sets), the case ratings and the feedback of the
 * period. The same columns the console reads (acknowledged_at, acknowledge_due_at, resolved_at, status).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { feedbackTypes, incidentTypes, lgas, stations } from '../../db/schema';
import { listAreaCommands } from '../accounts-core/places.repository';

export { findAreaCommand, findLga } from '../accounts-core/places.repository';

export interface Scope {
  from: Date;
  to: Date;
  areaCommandId?: number;
  lgaId?: number;
}

/** Which rows of a grouping-sets answer: one station, one LGA, or the whole area. */
export type Level = 'station' | 'lga' | 'all';
const LEVEL_OF: Record<number, Level> = { 1: 'station', 2: 'lga', 3: 'all' };

export interface ReportAggregate {
  level: Level;
  stationId: number | null;
  lgaId: number | null;
  received: number;
  onTime: number;
  acknowledgeDue: number;
  acknowledged: number;
  medianAcknowledgeSeconds: number | null;
  finished: number;
  medianResolveSeconds: number | null;
}

export interface RatingAggregate {
  level: Level;
  stationId: number | null;
  lgaId: number | null;
  ratings: number;
  average: number | null;
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The reports of the scope: filed (not drafts), not demo content, filed in the period, in the area. */
function reportsIn(scope: Scope, alias: string): SQL {
  const a = sql.raw(alias);
  return sql.join(
    [
      sql`${a}.is_draft = false and ${a}.is_demo = false`,
      sql`${a}.submitted_at >= ${iso(scope.from)} and ${a}.submitted_at < ${iso(scope.to)}`,
      scope.lgaId !== undefined ? sql`${a}.lga_id = ${scope.lgaId}` : undefined,
      scope.areaCommandId !== undefined ? sql`${a}.area_command_id = ${scope.areaCommandId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

const FINISHED = sql.raw(`i.status in ('resolved', 'closed') and i.resolved_at is not null`);

export async function reportAggregates(db: Db, scope: Scope, now: Date): Promise<ReportAggregate[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select grouping(i.station_id, i.lga_id) as g, i.station_id, i.lga_id,
        count(*)::int as received,
        (count(*) filter (where i.acknowledged_at is not null and i.acknowledged_at <= i.acknowledge_due_at))::int
          as on_time,
        (count(*) filter (where i.acknowledged_at is not null or i.acknowledge_due_at <= ${iso(now)}))::int
          as acknowledge_due,
        (count(*) filter (where i.acknowledged_at is not null))::int as acknowledged,
        (percentile_cont(0.5) within group (order by extract(epoch from i.acknowledged_at - i.submitted_at))
          filter (where i.acknowledged_at is not null))::float8 as median_acknowledge,
        (count(*) filter (where ${FINISHED}))::int as finished,
        (percentile_cont(0.5) within group (order by extract(epoch from i.resolved_at - i.submitted_at))
          filter (where ${FINISHED}))::float8 as median_resolve
      from incidents i
      where ${reportsIn(scope, 'i')}
      group by grouping sets ((i.station_id), (i.lga_id), ())`),
  );
  return rows.map((r) => ({
    level: LEVEL_OF[Number(r.g)]!,
    stationId: r.station_id === null ? null : Number(r.station_id),
    lgaId: r.lga_id === null ? null : Number(r.lga_id),
    received: Number(r.received),
    onTime: Number(r.on_time),
    acknowledgeDue: Number(r.acknowledge_due),
    acknowledged: Number(r.acknowledged),
    medianAcknowledgeSeconds: r.median_acknowledge === null ? null : Number(r.median_acknowledge),
    finished: Number(r.finished),
    medianResolveSeconds: r.median_resolve === null ? null : Number(r.median_resolve),
  }));
}

/** Reports of the scope per incident type and per channel. */
export async function reportCounts(db: Db, scope: Scope) {
  const rows = rowsOf<{ g: number; incident_type_id: number | null; channel: string | null; count: number }>(
    await db.execute(sql`
      select grouping(i.incident_type_id, i.channel) as g, i.incident_type_id, i.channel, count(*)::int as count
      from incidents i
      where ${reportsIn(scope, 'i')}
      group by grouping sets ((i.incident_type_id), (i.channel))`),
  );
  return {
    byType: rows
      .filter((r) => Number(r.g) === 1)
      .map((r) => ({ incidentTypeId: Number(r.incident_type_id), count: Number(r.count) })),
    byChannel: rows.filter((r) => Number(r.g) === 2).map((r) => ({ channel: r.channel!, count: Number(r.count) })),
  };
}

/** Case ratings given in the period on the scope's reports (the console's review totals count the same). */
export async function ratingAggregates(db: Db, scope: Scope): Promise<RatingAggregate[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select grouping(i.station_id, i.lga_id) as g, i.station_id, i.lga_id,
        count(*)::int as ratings, avg(r.rating)::float8 as average
      from incident_reviews r
      join incidents i on i.id = r.incident_id
      where r.created_at >= ${iso(scope.from)} and r.created_at < ${iso(scope.to)}
        and ${reportsIn({ ...scope, from: new Date(0), to: scope.to }, 'i')}
      group by grouping sets ((i.station_id), (i.lga_id), ())`),
  );
  return rows.map((r) => ({
    level: LEVEL_OF[Number(r.g)]!,
    stationId: r.station_id === null ? null : Number(r.station_id),
    lgaId: r.lga_id === null ? null : Number(r.lga_id),
    ratings: Number(r.ratings),
    average: r.average === null ? null : Number(r.average),
  }));
}

/** Feedback received in the period per type: to stations of the area (all feedback for the state). */
export async function feedbackCounts(db: Db, scope: Scope) {
  const area =
    scope.lgaId !== undefined
      ? sql`and s.lga_id = ${scope.lgaId}`
      : scope.areaCommandId !== undefined
        ? sql`and l.area_command_id = ${scope.areaCommandId}`
        : sql``;
  const rows = rowsOf<{ feedback_type_id: number; count: number }>(
    await db.execute(sql`
      select f.feedback_type_id, count(*)::int as count
      from feedbacks f
      left join stations s on s.id = f.station_id
      left join lgas l on l.id = s.lga_id
      where f.created_at >= ${iso(scope.from)} and f.created_at < ${iso(scope.to)} ${area}
      group by f.feedback_type_id`),
  );
  return new Map(rows.map((r) => [Number(r.feedback_type_id), Number(r.count)]));
}

export function listIncidentTypes(db: Db) {
  return db
    .select({ id: incidentTypes.id, name: incidentTypes.name })
    .from(incidentTypes)
    .orderBy(asc(incidentTypes.sortOrder), asc(incidentTypes.name));
}

export function listFeedbackTypes(db: Db) {
  return db
    .select({ id: feedbackTypes.id, name: feedbackTypes.name })
    .from(feedbackTypes)
    .orderBy(asc(feedbackTypes.sortOrder), asc(feedbackTypes.name));
}

/** The LGAs of the area (all, a command's, or one). */
export function listLgas(db: Db, scope: Pick<Scope, 'areaCommandId' | 'lgaId'>) {
  return db
    .select({ id: lgas.id, name: lgas.name, areaCommandId: lgas.areaCommandId })
    .from(lgas)
    .where(
      and(
        scope.lgaId !== undefined ? eq(lgas.id, scope.lgaId) : undefined,
        scope.areaCommandId !== undefined ? eq(lgas.areaCommandId, scope.areaCommandId) : undefined,
      ),
    )
    .orderBy(asc(lgas.sortOrder), asc(lgas.name));
}

/** Active stations of the area, and any station with reports in the scope (named by `withIds`). */
export async function listStations(db: Db, scope: Pick<Scope, 'areaCommandId' | 'lgaId'>, withIds: number[]) {
  const area = and(
    scope.lgaId !== undefined ? eq(stations.lgaId, scope.lgaId) : undefined,
    scope.areaCommandId !== undefined ? eq(lgas.areaCommandId, scope.areaCommandId) : undefined,
  );
  const reported = withIds.length ? sql`${stations.id} in (${sql.join(withIds, sql`, `)})` : sql`false`;
  return db
    .select({ id: stations.id, formation: stations.formation, lgaId: stations.lgaId })
    .from(stations)
    .leftJoin(lgas, eq(lgas.id, stations.lgaId))
    .where(sql`((${stations.isActive} = true and ${area ?? sql`true`}) or ${reported})`)
    .orderBy(asc(stations.formation));
}

/** Every Area Command and LGA (the choices of an area picker). */
export async function listChoices(db: Db) {
  const [commands, allLgas] = await Promise.all([listAreaCommands(db), listLgas(db, {})]);
  return { areaCommands: commands, lgas: allLgas };
}
