import {
  feedbackProblem,
  isRatedFeedbackType,
  type CreateFeedbackBody,
  type FeedbackItem,
} from '@safeogun/contract/feedback';
import { FEEDBACK_MESSAGES } from '@safeogun/contract/messages';
import { POLICE_FEEDBACK_MESSAGES } from '@safeogun/contract/police-feedback';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { writeRowsOnce, type IdempotencyRequest } from '../../lib/idempotent-write';
import {
  findActiveStation,
  findFeedback,
  findFeedbackType,
  insertFeedback,
  listFeedback,
  setFeedbackReply,
  type FeedbackRow,
  type FeedbackScope,
} from './feedback.repository';
import { pagination } from '../../lib/pagination';
import { jurisdictionOf, stationsOf } from '../jurisdiction/jurisdiction';
import { stationRef } from '../../lib/joined-ref';

function toItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    feedbackTypeId: row.feedbackTypeId,
    feedbackType: row.feedbackType,
    feedbackRecipient: row.feedbackRecipient,
    stationId: row.stationId,
    station: stationRef(row.stationId, row.stationFormation),
    officerName: row.officerName,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/**
 * Section 3 field rules: officerName defaults to 'Anonymous' when empty (recipient not Officer), rating is 0 when
 * the type carries none, stationId is null for an Officer; section 5 messages when a rule is not met.
 */
/**
 * Stores a citizen's feedback. With an Idempotency-Key (the web app's outbox sends one, decision 025) a retry of
 * the same request answers the first one's result instead of storing it again.
 */
export async function createFeedback(
  db: Db,
  userId: string,
  input: CreateFeedbackBody,
  idempotency: IdempotencyRequest | null = null,
): Promise<FeedbackItem> {
  const type = input.feedbackTypeId ? await findFeedbackType(db, input.feedbackTypeId) : null;
  const problem = feedbackProblem(input, type?.name);
  if (problem) throw badRequest(problem.message, [problem]);
  const recipient = input.feedbackRecipient as 'Station' | 'Officer';
  let stationId: number | null = null;
  if (recipient === 'Station') {
    const station = await findActiveStation(db, input.stationId!);
    if (!station)
      throw badRequest(FEEDBACK_MESSAGES.selectStation, [
        { field: 'stationId', message: FEEDBACK_MESSAGES.selectStation },
      ]);
    stationId = station.id;
  }
  const rated = type!.isRated || isRatedFeedbackType(type!.name);
  const { result } = await writeRowsOnce({
    db,
    scope: `feedback:${userId}`,
    idempotency,
    work: async (tx) => {
      const row = await insertFeedback(tx, {
        userId,
        feedbackTypeId: type!.id,
        recipient,
        stationId,
        officerName: input.officerName?.trim() || 'Anonymous',
        rating: rated ? input.rating! : 0,
        comment: input.comment!.trim(),
      });
      return toItem((await findFeedback(tx, row.id))!);
    },
  });
  return result;
}

/** The caller's own feedback, newest first. */
export function feedbackHistory(db: Db, userId: string, page: number, size: number) {
  return feedbackPage(db, { userId }, page, size);
}

/**
 * What police may read and answer: an officer feedback to their own station, an area commander to the stations of
 * their command. Feedback about a named officer, and all of it, goes to State HQ, not to the officer's colleagues.
 */
async function policeScope(db: Db, user: AuthUser): Promise<FeedbackScope | null> {
  const stationIds = await stationsOf(db, await jurisdictionOf(db, user));
  if (stationIds === 'all') return 'all';
  return stationIds.length ? { stationIds } : null;
}

export async function feedbackForPolice(db: Db, user: AuthUser, page: number, size: number) {
  const scope = await policeScope(db, user);
  if (!scope) return { data: [], pagination: pagination(0, page, size) };
  return feedbackPage(db, scope, page, size);
}

async function feedbackPage(db: Db, scope: FeedbackScope, page: number, size: number) {
  const { rows, total } = await listFeedback(db, scope, size, (page - 1) * size);
  return {
    data: rows.map(toItem),
    pagination: pagination(total, page, size),
  };
}

/** The police answer a feedback; returns it as its sender now sees it, and who to tell (null: nobody). */
export async function replyToFeedback(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  feedbackId: string,
  reply: string,
) {
  const { db } = deps;
  const scope = isUuid(feedbackId) ? await policeScope(db, user) : null;
  const stationIds = scope && scope !== 'all' && 'stationIds' in scope ? scope.stationIds : null;
  const updated = scope
    ? await setFeedbackReply(db, feedbackId, stationIds, { reply, repliedByUserId: user.id, repliedAt: deps.now() })
    : null;
  if (!updated) throw notFound(POLICE_FEEDBACK_MESSAGES.notFound);
  return { item: toItem((await findFeedback(db, updated.id))!), senderId: updated.userId };
}
