import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackTypes, feedbacks, stations } from '../../db/schema';
import { newestFirstPage } from '../../db/pages';

export async function findFeedbackType(db: Db, id: number) {
  const [row] = await db.select().from(feedbackTypes).where(eq(feedbackTypes.id, id));
  return row ?? null;
}

export async function findActiveStation(db: Db, id: number) {
  const [row] = await db
    .select({ id: stations.id, formation: stations.formation })
    .from(stations)
    .where(and(eq(stations.id, id), eq(stations.isActive, true)));
  return row ?? null;
}

export async function insertFeedback(db: Db, values: typeof feedbacks.$inferInsert) {
  const [row] = await db.insert(feedbacks).values(values).returning();
  return row!;
}

const itemColumns = {
  id: feedbacks.id,
  feedbackTypeId: feedbacks.feedbackTypeId,
  feedbackType: feedbackTypes.name,
  feedbackRecipient: feedbacks.recipient,
  stationId: feedbacks.stationId,
  stationFormation: stations.formation,
  officerName: feedbacks.officerName,
  rating: feedbacks.rating,
  comment: feedbacks.comment,
  reply: feedbacks.reply,
  repliedAt: feedbacks.repliedAt,
  createdAt: feedbacks.createdAt,
};

export type FeedbackRow = {
  id: string;
  feedbackTypeId: number;
  feedbackType: string;
  feedbackRecipient: string;
  stationId: number | null;
  stationFormation: string | null;
  officerName: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
};

export async function findFeedback(db: Db, id: string): Promise<FeedbackRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(feedbacks)
    .innerJoin(feedbackTypes, eq(feedbackTypes.id, feedbacks.feedbackTypeId))
    .leftJoin(stations, eq(stations.id, feedbacks.stationId))
    .where(eq(feedbacks.id, id));
  return row ?? null;
}

/** Whose feedback a list shows: one sender's, some stations', or all. */
export type FeedbackScope = { userId: string } | { stationIds: number[] } | 'all';

const toStations = (stationIds: number[]) =>
  stationIds.length ? inArray(feedbacks.stationId, stationIds) : sql`false`;

/** One page, newest first. */
export async function listFeedback(db: Db, scope: FeedbackScope, limit: number, offset: number) {
  const where =
    scope === 'all' ? undefined : 'userId' in scope ? eq(feedbacks.userId, scope.userId) : toStations(scope.stationIds);
  const [rows, [count]] = await Promise.all([
    newestFirstPage(
      db
        .select(itemColumns)
        .from(feedbacks)
        .innerJoin(feedbackTypes, eq(feedbackTypes.id, feedbacks.feedbackTypeId))
        .leftJoin(stations, eq(stations.id, feedbacks.stationId))
        .where(where)
        .$dynamic(),
      { at: feedbacks.createdAt, id: feedbacks.id },
      { limit, offset },
    ),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(feedbacks)
      .where(where),
  ]);
  return { rows: rows as FeedbackRow[], total: count?.total ?? 0 };
}

/**
 * Stores (or replaces) the police reply, only on feedback to one of `stationIds` when given; returns the feedback's id and
 * sender (null when the account was deleted), or null when no such feedback is in reach.
 */
export async function setFeedbackReply(
  db: Db,
  id: string,
  stationIds: number[] | null,
  reply: { reply: string; repliedByUserId: string; repliedAt: Date },
) {
  const [row] = await db
    .update(feedbacks)
    .set(reply)
    .where(and(eq(feedbacks.id, id), stationIds === null ? undefined : toStations(stationIds)))
    .returning({ id: feedbacks.id, userId: feedbacks.userId });
  return row ?? null;
}
