/**
 * The police queue's SQL (decision 009). A page is read arm by arm: each arm of the caller's reach (their station,
 * their LGA, their command, ...) is one index range read newest (or oldest, or soonest due) first and cut at the
 * page's end, and the arms are merged; so an officer's first page reads a few dozen index entries, not the tens of
 * thousands of reports of their LGA. Counts per status come from the rollups (kept by triggers) for the same reach,
 * or, with a filter they do not hold (text, dates, overdue), from the reports, each status up to a limit.
 *
 * The queue is the console's busiest call, so its statements are built once per shape (which filters, which arms,
 * which sort; never the values) with placeholders, kept, and run with the values on the driver directly: building
 * and mapping a query through the ORM cost more than running it.
 */
import { and, asc, desc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fillPlaceholders } from 'drizzle-orm/sql';
import type { QueueSort } from '@safeogun/contract/casework';
import type { Db } from '../../db/client';
import {
  areaCommands,
  incidentFiles,
  incidentTypes,
  incidents,
  lgas,
  policeQueueCounts,
  policeQueuePlaceCounts,
  stations,
} from '../../db/schema';
import { armCondition, reachArms, type Jurisdiction, type PlacedColumns } from '../jurisdiction/jurisdiction';
import { descriptionQuery, ticketPrefix } from './queue-search';
import type { SlaColumns } from './sla';

export interface QueueFilters {
  /** One status; undefined: every status (the All tab). */
  status?: string;
  lgaId?: number;
  stationId?: number;
  incidentTypeId?: number;
  channel?: string;
  /** true: only reports past their target and still open; false: only the others. */
  overdue?: boolean;
  q?: string;
  from?: Date;
  to?: Date;
}

type Values = Record<string, unknown>;
const p = (name: string) => sql.placeholder(name);

// ---- statements built once per shape ----

const dialect = new PgDialect();
const MAX_STATEMENTS = 1000;
const statements = new Map<string, { text: string; params: unknown[] }>();

interface Queryable {
  query<T>(text: string, params: unknown[]): Promise<{ rows: T[] }>;
}

/** Runs the statement of `key` (built by `build` the first time) with `values`, on the driver (pg or PGlite). */
async function run<T>(db: Db, key: string, build: () => SQL, values: Values): Promise<T[]> {
  let statement = statements.get(key);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statement = { text, params };
    statements.set(key, statement);
  }
  const client = (db as unknown as { $client: Queryable }).$client;
  return (await client.query<T>(statement.text, fillPlaceholders(statement.params, values))).rows;
}

// ---- conditions ----

/**
 * Past the deadline of the target running now (decision 011; `sla_due_at` is null once resolved or closed), its
 * clock stopped while on hold: the same rule as `isOverdue` of sla.ts.
 */
const overdue = sql`(${incidents.slaDueAt} < coalesce(${incidents.slaPausedAt}, ${p('now')}::timestamptz))`;
/** The running deadline as it stands if work resumed now: moved on by the time on hold so far. */
const effectiveDue = sql`(${incidents.slaDueAt} + coalesce(${p('now')}::timestamptz - ${incidents.slaPausedAt}, interval '0'))`;

/** Filters made SQL: the key of their shape, the values of its placeholders, and the condition. */
interface ShapedFilters {
  key: string;
  values: Values;
  where: () => SQL;
}

/**
 * Every filter but the status (the counts of the tabs honour all the others), as a shape key, the values of its
 * placeholders, and the condition (built only when the shape's statement is first made).
 */
function filtersOf(f: QueueFilters, now: Date): ShapedFilters {
  const ticket = f.q ? ticketPrefix(f.q) : null;
  const byTicket = !!ticket;
  const words = f.q && !ticket?.only ? descriptionQuery(f.q) : null;
  const has = {
    lga: f.lgaId !== undefined,
    station: f.stationId !== undefined,
    type: f.incidentTypeId !== undefined,
    channel: f.channel !== undefined,
    from: !!f.from,
    to: !!f.to,
    overdue: f.overdue === true,
    notOverdue: f.overdue === false,
    ticket: byTicket,
    words: !!words,
  };
  return {
    key: Object.values(has)
      .map((on) => (on ? 1 : 0))
      .join(''),
    values: {
      lgaId: f.lgaId,
      stationId: f.stationId,
      typeId: f.incidentTypeId,
      channel: f.channel,
      from: f.from?.toISOString(),
      to: f.to?.toISOString(),
      now: now.toISOString(),
      ticket: `${ticket?.prefix ?? ''}%`,
      words,
    },
    where: () =>
      and(
        sql`${incidents.isDraft} = false`,
        has.lga ? eq(incidents.lgaId, p('lgaId')) : undefined,
        has.station ? eq(incidents.stationId, p('stationId')) : undefined,
        has.type ? eq(incidents.incidentTypeId, p('typeId')) : undefined,
        has.channel ? eq(incidents.channel, p('channel')) : undefined,
        has.from ? sql`${incidents.submittedAt} >= ${p('from')}::timestamptz` : undefined,
        has.to ? sql`${incidents.submittedAt} <= ${p('to')}::timestamptz` : undefined,
        has.overdue ? overdue : undefined,
        has.notOverdue ? not(sql`coalesce(${overdue}, false)`) : undefined,
        has.ticket || has.words
          ? or(
              has.ticket ? sql`${incidents.ticketId} like ${p('ticket')}` : undefined,
              has.words
                ? sql`to_tsvector('simple', ${incidents.description}) @@ to_tsquery('simple', ${p('words')})`
                : undefined,
            )
          : undefined,
      )!,
  };
}

/** The reach's arms: their shape key, the values of their placeholders, their conditions on `place` (built lazily). */
function armsOf(reach: Jurisdiction) {
  const arms = reachArms(reach);
  if (!arms) return undefined;
  return {
    key: arms.map((arm) => arm.on[0]).join(''),
    count: arms.length,
    values: Object.fromEntries(arms.map((arm, i) => [`arm${i}`, arm.id])),
    conditions: (place?: PlacedColumns) => arms.map((arm, i) => armCondition(arm, place, p(`arm${i}`))),
  };
}

// ---- counts ----

const placeOf = (table: typeof policeQueueCounts | typeof policeQueuePlaceCounts): PlacedColumns => ({
  stationId: table.stationId,
  lgaId: table.lgaId,
  areaCommandId: table.areaCommandId,
});

export interface StatusCounts {
  byStatus: Map<string, number>;
  /** The limit some status reached (its count is then "this many or more"); null when every count is exact. */
  cappedAt: number | null;
}

/**
 * Reports per status within reach, honouring every filter but the status. The rollups hold places, types and
 * channels: with none of those filters (every tab's default view) the small per-place rollup answers, with a type or
 * channel the finer one. A search, a date range or the overdue filter counts the reports themselves, each status up
 * to `limit` rows, so a broad search costs a bounded read instead of a count over a million reports.
 */
export async function countByStatus(
  db: Db,
  reach: Jurisdiction,
  filters: QueueFilters,
  now: Date,
  limit: number,
): Promise<StatusCounts> {
  if (reach.kind === 'none') return { byStatus: new Map(), cappedAt: null };
  const byTime = filters.q || filters.from || filters.to || filters.overdue !== undefined;
  if (byTime) return countByStatusCapped(db, reach, filtersOf(filters, now), limit);
  const byType = filters.incidentTypeId !== undefined || filters.channel !== undefined;
  const table = byType ? policeQueueCounts : policeQueuePlaceCounts;
  const arms = armsOf(reach);
  const given = {
    lgaId: filters.lgaId !== undefined,
    stationId: filters.stationId !== undefined,
    incidentTypeId: filters.incidentTypeId !== undefined,
    channel: filters.channel !== undefined,
  };
  const key = `counts:${byType ? 'type' : 'place'}:${arms?.key ?? '*'}:${Object.values(given).map(Number).join('')}`;
  const rows = await run<{ status: string; n: number }>(
    db,
    key,
    () =>
      db
        .select({ status: table.status, n: sql<number>`sum(${table.count})::int`.as('n') })
        .from(table)
        .where(
          and(
            arms ? or(...arms.conditions(placeOf(table))) : undefined,
            given.lgaId ? eq(table.lgaId, p('lgaId')) : undefined,
            given.stationId ? eq(table.stationId, p('stationId')) : undefined,
            given.incidentTypeId ? eq(policeQueueCounts.incidentTypeId, p('typeId')) : undefined,
            given.channel ? eq(policeQueueCounts.channel, p('channel')) : undefined,
          ),
        )
        .groupBy(table.status)
        .getSQL(),
    {
      ...arms?.values,
      lgaId: filters.lgaId,
      stationId: filters.stationId,
      typeId: filters.incidentTypeId,
      channel: filters.channel,
    },
  );
  return { byStatus: new Map(rows.map((r) => [r.status, Number(r.n)])), cappedAt: null };
}

/**
 * Counted from the reports, at most `limit` of them in one bounded read. Past the limit the counts are those of the
 * first `limit` reports read: `all` is the limit and each tab at least what it says.
 */
async function countByStatusCapped(
  db: Db,
  reach: Jurisdiction,
  shaped: ShapedFilters,
  limit: number,
): Promise<StatusCounts> {
  const arms = armsOf(reach);
  const rows = await run<{ status: string; n: number }>(
    db,
    `capped:${arms?.key ?? '*'}:${shaped.key}`,
    () => {
      const matching = db
        .select({ status: incidents.status })
        .from(incidents)
        .where(and(shaped.where(), arms ? or(...arms.conditions()) : undefined))
        .limit(p('limit'))
        .getSQL();
      return sql`select status, count(*)::int as n from (${matching}) as counted group by status`;
    },
    { ...shaped.values, ...arms?.values, limit: limit + 1 },
  );
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const capped = total > limit;
  return {
    byStatus: new Map(rows.map((r) => [r.status, Math.min(Number(r.n), limit)])),
    cappedAt: capped ? limit : null,
  };
}

// ---- one page ----

function orderOf(sort: QueueSort) {
  switch (sort) {
    // Spelled as the queue indexes are built (submitted_at DESC NULLS LAST), so they are read in order.
    case 'newest':
      return [sql`${incidents.submittedAt} desc nulls last`, desc(incidents.id)];
    case 'oldest':
      return [sql`${incidents.submittedAt} asc nulls first`, asc(incidents.id)];
    case 'sla-due':
      return [sql`${effectiveDue} asc nulls last`, asc(incidents.submittedAt), asc(incidents.id)];
  }
}

/** The same order over the merged arms' columns (the arms select id, submitted_at, effective_due). */
const MERGED_ORDER: Record<QueueSort, SQL> = {
  newest: sql.raw('submitted_at desc nulls last, id desc'),
  oldest: sql.raw('submitted_at asc nulls first, id asc'),
  'sla-due': sql.raw('effective_due asc nulls last, submitted_at asc, id asc'),
};

/** A row of the page: the report's places, type and counts, and its response-time columns (sla.ts). */
export interface QueueRow extends SlaColumns {
  id: string;
  ticketId: string;
  status: string;
  channel: string;
  lgaId: number | null;
  lgaName: string | null;
  stationId: number | null;
  stationFormation: string | null;
  areaCommandId: number | null;
  areaCommandName: string | null;
  typeName: string;
  submittedAt: Date | null;
  createdAt: Date;
  escalationLevel: number;
  isAnonymous: boolean;
  isIdentityHidden: boolean;
  version: number;
  evidenceCount: number;
}

const ROW_COLUMNS = sql`${incidents.id} as "id", ${incidents.ticketId} as "ticketId", ${incidents.status} as "status",
  ${incidents.channel} as "channel", ${incidents.lgaId} as "lgaId", ${lgas.name} as "lgaName",
  ${incidents.stationId} as "stationId", ${stations.formation} as "stationFormation",
  ${incidents.areaCommandId} as "areaCommandId", ${areaCommands.name} as "areaCommandName",
  ${incidentTypes.name} as "typeName", ${incidents.submittedAt} as "submittedAt", ${incidents.createdAt} as "createdAt",
  ${incidents.acknowledgedAt} as "acknowledgedAt", ${incidents.slaDueAt} as "slaDueAt",
  ${incidents.acknowledgeMinutes} as "acknowledgeMinutes", ${incidents.resolveMinutes} as "resolveMinutes",
  ${incidents.acknowledgeDueAt} as "acknowledgeDueAt", ${incidents.resolveDueAt} as "resolveDueAt",
  ${incidents.resolvedAt} as "resolvedAt", ${incidents.slaPausedAt} as "slaPausedAt",
  ${incidents.escalationLevel} as "escalationLevel", ${incidents.isAnonymous} as "isAnonymous",
  ${incidents.isIdentityHidden} as "isIdentityHidden", ${incidents.version} as "version",
  (select count(*)::int from ${incidentFiles} where ${incidentFiles.incidentId} = ${incidents.id}) as "evidenceCount"`;

/**
 * One page of the queue, in order, with each report's places, type and evidence count: one query. The page's ids
 * come from the arms of the reach (each read in index order and cut at the page's end, then merged; a report two
 * arms share counted once), and the rows are joined to them.
 */
export async function queuePage(
  db: Db,
  reach: Jurisdiction,
  filters: QueueFilters,
  sort: QueueSort,
  page: { limit: number; offset: number },
  now: Date,
): Promise<QueueRow[]> {
  const arms = armsOf(reach);
  if (arms && arms.count === 0) return [];
  const shaped = filtersOf(filters, now);
  const where = () => and(shaped.where(), filters.status ? eq(incidents.status, p('status')) : undefined);
  const armQuery = (arm: SQL | undefined, limit: string) =>
    db
      .select({
        id: incidents.id,
        submittedAt: incidents.submittedAt,
        effectiveDue: sql<Date | null>`${effectiveDue}`.as('effective_due'),
      })
      .from(incidents)
      .where(and(where(), arm))
      .orderBy(...orderOf(sort))
      .limit(p(limit));
  const single = !arms || arms.count === 1;
  const rows = await run<QueueRow>(
    db,
    `page:${sort}:${arms?.key ?? '*'}:${filters.status ? 'S' : ''}${shaped.key}`,
    () => {
      const conditions = arms?.conditions();
      const pageOfIds = single
        ? armQuery(conditions?.[0], 'limit').offset(p('offset')).getSQL()
        : sql`select * from (${sql.join(
            conditions!.map((arm) => sql`(${armQuery(arm, 'armLimit').getSQL()})`),
            sql` union `,
          )}) as arms order by ${MERGED_ORDER[sort]} limit ${p('limit')} offset ${p('offset')}`;
      return sql`select ${ROW_COLUMNS}
        from (${pageOfIds}) as page
        join ${incidents} on ${incidents.id} = page.id
        join ${incidentTypes} on ${incidentTypes.id} = ${incidents.incidentTypeId}
        left join ${lgas} on ${lgas.id} = ${incidents.lgaId}
        left join ${stations} on ${stations.id} = ${incidents.stationId}
        left join ${areaCommands} on ${areaCommands.id} = ${incidents.areaCommandId}
        order by ${sql.join(orderOf(sort), sql`, `)}`;
    },
    {
      ...shaped.values,
      ...arms?.values,
      status: filters.status,
      limit: page.limit,
      offset: page.offset,
      armLimit: page.offset + page.limit,
    },
  );
  // The drivers read timestamps as dates already; PGlite and pg agree on the rest.
  return rows.map((row) => ({
    ...row,
    submittedAt: toDate(row.submittedAt),
    createdAt: toDate(row.createdAt)!,
    acknowledgedAt: toDate(row.acknowledgedAt),
    acknowledgeDueAt: toDate(row.acknowledgeDueAt),
    resolveDueAt: toDate(row.resolveDueAt),
    resolvedAt: toDate(row.resolvedAt),
    slaPausedAt: toDate(row.slaPausedAt),
    slaDueAt: toDate(row.slaDueAt),
  }));
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);
