/**
 * Reviews and feedback as the police read them (decision 013): one page of both, newest first, and the grouped
 * counts and rating sums behind the summary. SQL only; the reach arrives as a jurisdiction and a station list.
 */
import { and, desc, eq, exists, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PoliceFeedbackKind } from '@safeogun/contract/police-feedback';
import type { Db } from '../../db/client';
import {
  areaCommands,
  feedbackTypes,
  feedbacks,
  incidentMessages,
  incidentReviews,
  incidentTypes,
  incidentUpdates,
  incidents,
  lgas,
  stations,
  users,
} from '../../db/schema';
import { incidentsInReach, type Jurisdiction } from '../jurisdiction/jurisdiction';

/** Whose entries: the jurisdiction for reviews (the case's reach), its stations for feedback ('all': the state). */
export interface EntryReach {
  jurisdiction: Jurisdiction;
  stations: 'all' | number[];
}

export interface EntryFilters {
  kinds: readonly PoliceFeedbackKind[];
  rating?: number;
  replied?: boolean;
  /** Created at or after `start` and before `end`. */
  start?: Date;
  end?: Date;
  stationId?: number;
  areaCommandId?: number;
  /** Only reviews of cases this account handled. */
  handledBy?: string;
}

const feedbackReach = (reach: EntryReach): SQL | undefined =>
  reach.stations === 'all'
    ? undefined
    : reach.stations.length
      ? inArray(feedbacks.stationId, reach.stations)
      : sql`false`;

/** The reports `userId` handled: they wrote an entry of its history (any kind) or a message to its reporter. */
function handledBy(db: Db, userId: string): SQL {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(incidentUpdates)
        .where(and(eq(incidentUpdates.incidentId, incidents.id), eq(incidentUpdates.authorUserId, userId))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(incidentMessages)
        .where(and(eq(incidentMessages.incidentId, incidents.id), eq(incidentMessages.authorUserId, userId))),
    ),
  )!;
}

function feedbackWhere(db: Db, reach: EntryReach, f: EntryFilters): SQL | undefined {
  return and(
    feedbackReach(reach),
    f.start ? gte(feedbacks.createdAt, f.start) : undefined,
    f.end ? lt(feedbacks.createdAt, f.end) : undefined,
    f.rating !== undefined ? eq(feedbacks.rating, f.rating) : undefined,
    f.replied === undefined ? undefined : f.replied ? isNotNull(feedbacks.reply) : isNull(feedbacks.reply),
    f.stationId !== undefined ? eq(feedbacks.stationId, f.stationId) : undefined,
    f.areaCommandId !== undefined
      ? inArray(
          feedbacks.stationId,
          db
            .select({ id: stations.id })
            .from(stations)
            .innerJoin(lgas, eq(lgas.id, stations.lgaId))
            .where(eq(lgas.areaCommandId, f.areaCommandId)),
        )
      : undefined,
  );
}

function reviewWhere(db: Db, reach: EntryReach, f: EntryFilters): SQL | undefined {
  return and(
    eq(incidents.isDraft, false),
    incidentsInReach(reach.jurisdiction),
    f.start ? gte(incidentReviews.createdAt, f.start) : undefined,
    f.end ? lt(incidentReviews.createdAt, f.end) : undefined,
    f.rating !== undefined ? eq(incidentReviews.rating, f.rating) : undefined,
    f.replied === undefined ? undefined : f.replied ? isNotNull(incidentReviews.reply) : isNull(incidentReviews.reply),
    f.stationId !== undefined ? eq(incidents.stationId, f.stationId) : undefined,
    f.areaCommandId !== undefined ? eq(incidents.areaCommandId, f.areaCommandId) : undefined,
    f.handledBy ? handledBy(db, f.handledBy) : undefined,
  );
}

/** An entry's key as both sources name it, so their union orders by `at` and `id`. */
const keyColumns = (kind: PoliceFeedbackKind, id: AnyPgColumn, at: AnyPgColumn) => ({
  kind: sql<PoliceFeedbackKind>`${kind}::text`.as('kind'),
  id: sql<string>`${id}`.as('id'),
  at: sql`${at}`.as('at'),
});

const feedbackKeys = (db: Db, where: SQL | undefined) =>
  db
    .select(keyColumns('feedback', feedbacks.id, feedbacks.createdAt))
    .from(feedbacks)
    .where(where);

const reviewKeys = (db: Db, where: SQL | undefined) =>
  db
    .select(keyColumns('review', incidentReviews.id, incidentReviews.createdAt))
    .from(incidentReviews)
    .innerJoin(incidents, eq(incidents.id, incidentReviews.incidentId))
    .where(where);

/**
 * One page of entry keys (kind, id), newest first, and how many match in all. A kind not asked for stays in the
 * union with a `false` condition, which PostgreSQL drops before reading a row.
 */
export async function entryPage(db: Db, reach: EntryReach, f: EntryFilters, limit: number, offset: number) {
  const fbWhere = f.kinds.includes('feedback') && !f.handledBy ? feedbackWhere(db, reach, f) : sql`false`;
  const rvWhere = f.kinds.includes('review') ? reviewWhere(db, reach, f) : sql`false`;
  const count = sql<number>`count(*)::int`;
  const [keys, [feedbackTotal], [reviewTotal]] = await Promise.all([
    unionAll(feedbackKeys(db, fbWhere), reviewKeys(db, rvWhere))
      .orderBy(desc(sql.identifier('at')), desc(sql.identifier('id')))
      .limit(limit)
      .offset(offset),
    db.select({ n: count }).from(feedbacks).where(fbWhere),
    db
      .select({ n: count })
      .from(incidentReviews)
      .innerJoin(incidents, eq(incidents.id, incidentReviews.incidentId))
      .where(rvWhere),
  ]);
  return { keys, total: (feedbackTotal?.n ?? 0) + (reviewTotal?.n ?? 0) };
}

const repliedBy = alias(users, 'replied_by');
const feedbackArea = alias(areaCommands, 'feedback_area');

/** What a feedback and a review both carry: the entry, its station and Area Command, its reply and who replied. */
function entryColumns<
  T extends {
    id: AnyPgColumn;
    createdAt: AnyPgColumn;
    rating: AnyPgColumn;
    comment: AnyPgColumn;
    stationId: AnyPgColumn;
    reply: AnyPgColumn;
    repliedAt: AnyPgColumn;
  },
  A extends { id: AnyPgColumn; name: AnyPgColumn },
>(entry: T, area: A) {
  return {
    id: entry.id as T['id'],
    createdAt: entry.createdAt as T['createdAt'],
    rating: entry.rating as T['rating'],
    comment: entry.comment as T['comment'],
    stationId: entry.stationId as T['stationId'],
    stationFormation: stations.formation,
    areaCommandId: area.id as A['id'],
    areaCommandName: area.name as A['name'],
    reply: entry.reply as T['reply'],
    repliedAt: entry.repliedAt as T['repliedAt'],
    repliedByName: repliedBy.fullName,
    repliedByRole: repliedBy.role,
  };
}

/** The feedback of a page, with its type, station, the station's Area Command and who replied. */
export function feedbackEntries(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      ...entryColumns(feedbacks, { id: feedbackArea.id, name: feedbackArea.name }),
      feedbackType: feedbackTypes.name,
      recipient: feedbacks.recipient,
      officerName: feedbacks.officerName,
    })
    .from(feedbacks)
    .innerJoin(feedbackTypes, eq(feedbackTypes.id, feedbacks.feedbackTypeId))
    .leftJoin(stations, eq(stations.id, feedbacks.stationId))
    .leftJoin(lgas, eq(lgas.id, stations.lgaId))
    .leftJoin(feedbackArea, eq(feedbackArea.id, lgas.areaCommandId))
    .leftJoin(repliedBy, eq(repliedBy.id, feedbacks.repliedByUserId))
    .where(inArray(feedbacks.id, ids));
}

/** The reviews of a page, with their case, its station and Area Command, how the reporter stands, who replied. */
export function reviewEntries(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      ...entryColumns(
        { ...incidentReviews, comment: incidentReviews.comments, stationId: incidents.stationId },
        { id: areaCommands.id, name: areaCommands.name },
      ),
      name: incidentReviews.name,
      reviewHidden: incidentReviews.isIdentityHidden,
      reportHidden: incidents.isIdentityHidden,
      reportAnonymous: incidents.isAnonymous,
      incidentId: incidents.id,
      ticketId: incidents.ticketId,
      incidentType: incidentTypes.name,
    })
    .from(incidentReviews)
    .innerJoin(incidents, eq(incidents.id, incidentReviews.incidentId))
    .innerJoin(incidentTypes, eq(incidentTypes.id, incidents.incidentTypeId))
    .leftJoin(stations, eq(stations.id, incidents.stationId))
    .leftJoin(areaCommands, eq(areaCommands.id, incidents.areaCommandId))
    .leftJoin(repliedBy, eq(repliedBy.id, incidentReviews.repliedByUserId))
    .where(inArray(incidentReviews.id, ids));
}

/** Of these reports, the ones `userId` handled. */
export async function handledAmong(db: Db, userId: string, incidentIds: string[]): Promise<Set<string>> {
  if (!incidentIds.length) return new Set();
  const rows = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(inArray(incidents.id, incidentIds), handledBy(db, userId)));
  return new Set(rows.map((r) => r.id));
}

/** Counts and rating sums of one group: entries, rated entries, the sum of their ratings, entries not replied to. */
export interface GroupTotals {
  count: number;
  rated: number;
  ratingSum: number;
  unanswered: number;
}

const totals = (rating: AnyPgColumn, reply: AnyPgColumn) => ({
  count: sql<number>`count(*)::int`,
  rated: sql<number>`(count(*) filter (where ${rating} > 0))::int`,
  ratingSum: sql<number>`(coalesce(sum(${rating}) filter (where ${rating} > 0), 0))::int`,
  unanswered: sql<number>`(count(*) filter (where ${reply} is null))::int`,
});

/** Feedback over a period, per station it names (null: feedback to a named officer). */
export function feedbackTotalsByStation(db: Db, reach: EntryReach, start: Date, end: Date) {
  return db
    .select({ stationId: feedbacks.stationId, ...totals(feedbacks.rating, feedbacks.reply) })
    .from(feedbacks)
    .where(feedbackWhere(db, reach, { kinds: ['feedback'], start, end }))
    .groupBy(feedbacks.stationId);
}

/** Reviews over a period, per the reviewed report's station and Area Command. */
export function reviewTotalsByPlace(db: Db, reach: EntryReach, start: Date, end: Date) {
  return db
    .select({
      stationId: incidents.stationId,
      areaCommandId: incidents.areaCommandId,
      ...totals(incidentReviews.rating, incidentReviews.reply),
    })
    .from(incidentReviews)
    .innerJoin(incidents, eq(incidents.id, incidentReviews.incidentId))
    .where(reviewWhere(db, reach, { kinds: ['review'], start, end }))
    .groupBy(incidents.stationId, incidents.areaCommandId);
}

/** Names of the stations (with their LGA and its Area Command) and of the Area Commands a summary shows. */
export async function placeNames(db: Db, stationIds: number[], areaCommandIds: number[]) {
  const [stationRows, commandRows] = await Promise.all([
    stationIds.length
      ? db
          .select({
            id: stations.id,
            formation: stations.formation,
            lgaId: lgas.id,
            lgaName: lgas.name,
            areaCommandId: areaCommands.id,
            areaCommandName: areaCommands.name,
          })
          .from(stations)
          .leftJoin(lgas, eq(lgas.id, stations.lgaId))
          .leftJoin(areaCommands, eq(areaCommands.id, lgas.areaCommandId))
          .where(inArray(stations.id, stationIds))
      : [],
    areaCommandIds.length
      ? db
          .select({ id: areaCommands.id, name: areaCommands.name })
          .from(areaCommands)
          .where(inArray(areaCommands.id, areaCommandIds))
      : [],
  ]);
  return { stations: stationRows, areaCommands: commandRows };
}
