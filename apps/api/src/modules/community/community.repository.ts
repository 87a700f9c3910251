/** SQL of the community hub: tips, alerts, polls and their votes (issue 21). */
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  communityAlerts,
  communityPollCounts,
  communityPollVoters,
  communityPolls,
  communityTips,
  lgas,
  notificationPreferences,
  stations,
  users,
} from '../../db/schema';

export type TipRow = typeof communityTips.$inferSelect;
export type AlertRow = typeof communityAlerts.$inferSelect;
export type PollRow = typeof communityPolls.$inferSelect;

// ------------------------------------------------------------------------------------------------------ tips

export async function listTipRows(
  db: Db,
  filter: { topic?: string; q?: string; state?: 'draft' | 'published' },
): Promise<TipRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.topic ? eq(communityTips.topic, filter.topic) : undefined,
    filter.state ? eq(communityTips.isDraft, filter.state === 'draft') : undefined,
  ];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(communityTips.title, like),
        ilike(communityTips.summary, like),
        sql`${communityTips.steps}::text ilike ${like}`,
      ),
    );
  }
  return db
    .select()
    .from(communityTips)
    .where(and(...conditions))
    .orderBy(asc(communityTips.topic), asc(communityTips.id));
}

export async function findTipRow(db: Db, id: number): Promise<TipRow | null> {
  const [row] = await db.select().from(communityTips).where(eq(communityTips.id, id));
  return row ?? null;
}

export async function insertTipRow(db: Db, values: typeof communityTips.$inferInsert): Promise<TipRow> {
  const [row] = await db.insert(communityTips).values(values).returning();
  return row!;
}

export async function updateTipRow(
  db: Db,
  id: number,
  values: Partial<typeof communityTips.$inferInsert>,
): Promise<TipRow | null> {
  const [row] = await db
    .update(communityTips)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(communityTips.id, id))
    .returning();
  return row ?? null;
}

// ------------------------------------------------------------------------------------------------------ LGAs

export async function lgaNamesById(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: lgas.id, name: lgas.name }).from(lgas);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The LGA of a resident's profile: the LGA of the station they chose (null without one). */
export async function residentLgaOf(db: Db, userId: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: lgas.id, name: lgas.name })
    .from(users)
    .innerJoin(stations, eq(stations.id, users.stationId))
    .innerJoin(lgas, eq(lgas.id, stations.lgaId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whose alerts or polls a list shows: one LGA's (with the state-wide ones), the state-wide ones only, or all. */
export type Audience = { lgaId: number } | 'state-wide' | 'all';

/** Whether a row addressed to `lgaIds` (empty: the whole state) is for `audience`. */
const addressedTo = (column: typeof communityAlerts.lgaIds | typeof communityPolls.lgaIds, audience: Audience) =>
  audience === 'all'
    ? undefined
    : audience === 'state-wide'
      ? sql`cardinality(${column}) = 0`
      : sql`(cardinality(${column}) = 0 or ${audience.lgaId} = any(${column}))`;

/** Whether a row addressed to `lgaIds` is addressed within `within` only (never a state-wide one). */
const addressedWithin = (column: typeof communityAlerts.lgaIds | typeof communityPolls.lgaIds, within: number[]) =>
  within.length === 0
    ? sql`false`
    : sql`(cardinality(${column}) > 0 and ${column} <@ array[${sql.join(
        within.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[])`;

// ---------------------------------------------------------------------------------------------------- alerts

export async function insertAlertRow(db: Db, values: typeof communityAlerts.$inferInsert): Promise<AlertRow> {
  const [row] = await db.insert(communityAlerts).values(values).returning();
  return row!;
}

export async function findAlertRow(db: Db, id: number): Promise<AlertRow | null> {
  const [row] = await db.select().from(communityAlerts).where(eq(communityAlerts.id, id));
  return row ?? null;
}

/** Alerts neither withdrawn nor expired at `now`, for one LGA (with the state-wide ones) or all, newest first. */
export async function activeAlertRows(db: Db, now: Date, audience: Audience): Promise<AlertRow[]> {
  return db
    .select()
    .from(communityAlerts)
    .where(
      and(
        isNull(communityAlerts.withdrawnAt),
        gt(communityAlerts.expiresAt, now),
        addressedTo(communityAlerts.lgaIds, audience),
      ),
    )
    .orderBy(desc(communityAlerts.createdAt), desc(communityAlerts.id))
    .limit(100);
}

/** Every alert, newest first; `lgaIds` limits them to those addressed within those LGAs only. */
export async function alertRowsFor(db: Db, lgaIds: 'all' | number[]): Promise<AlertRow[]> {
  return db
    .select()
    .from(communityAlerts)
    .where(lgaIds === 'all' ? undefined : addressedWithin(communityAlerts.lgaIds, lgaIds))
    .orderBy(desc(communityAlerts.createdAt), desc(communityAlerts.id))
    .limit(200);
}

export async function withdrawAlertRow(db: Db, id: number, at: Date): Promise<AlertRow | null> {
  const [row] = await db
    .update(communityAlerts)
    .set({ withdrawnAt: at })
    .where(and(eq(communityAlerts.id, id), isNull(communityAlerts.withdrawnAt)))
    .returning();
  return row ?? null;
}

/**
 * Citizens of `lgaIds` (by their profile's station; empty: every citizen) who left area alerts on, each with
 * whether they also chose texts and their phone number.
 */
export async function alertAudience(db: Db, lgaIds: number[]) {
  return db
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      language: users.language,
      sms: sql<boolean>`coalesce(${notificationPreferences.areaAlertsSms}, false)`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(stations, eq(stations.id, users.stationId))
    .where(
      and(
        eq(users.role, 'citizen'),
        isNull(users.deletedAt),
        sql`coalesce(${notificationPreferences.areaAlertsPush}, true)`,
        lgaIds.length ? inArray(stations.lgaId, lgaIds) : undefined,
      ),
    );
}

// ----------------------------------------------------------------------------------------------------- polls

export async function insertPollRow(db: Db, values: typeof communityPolls.$inferInsert): Promise<PollRow> {
  const [row] = await db.insert(communityPolls).values(values).returning();
  return row!;
}

export async function findPollRow(db: Db, id: number): Promise<PollRow | null> {
  const [row] = await db.select().from(communityPolls).where(eq(communityPolls.id, id));
  return row ?? null;
}

/** Polls for one LGA (with the state-wide ones) or all; open ones first, then the last closed ones. */
export async function pollRows(db: Db, filter: { audience: Audience } | { lgaIds: number[] }): Promise<PollRow[]> {
  const condition =
    'audience' in filter
      ? addressedTo(communityPolls.lgaIds, filter.audience)
      : addressedWithin(communityPolls.lgaIds, filter.lgaIds);
  return db.select().from(communityPolls).where(condition).orderBy(desc(communityPolls.closesAt)).limit(100);
}

export async function pollIdsVotedBy(db: Db, userId: string, pollIds: number[]): Promise<Set<number>> {
  if (pollIds.length === 0) return new Set();
  const rows = await db
    .select({ pollId: communityPollVoters.pollId })
    .from(communityPollVoters)
    .where(and(eq(communityPollVoters.userId, userId), inArray(communityPollVoters.pollId, pollIds)));
  return new Set(rows.map((r) => r.pollId));
}

/**
 * One vote: the voter is recorded (false when they had already voted, and nothing is counted), then the option's
 * count in the voter's LGA goes up by one. Call inside a transaction.
 */
export async function castVote(
  tx: Db,
  vote: { pollId: number; userId: string; optionId: number; lgaId: number | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(communityPollVoters)
    .values({ pollId: vote.pollId, userId: vote.userId })
    .onConflictDoNothing()
    .returning({ pollId: communityPollVoters.pollId });
  if (inserted.length === 0) return false;
  await tx
    .insert(communityPollCounts)
    .values({ pollId: vote.pollId, optionId: vote.optionId, lgaId: vote.lgaId ?? 0, votes: 1 })
    .onConflictDoUpdate({
      target: [communityPollCounts.pollId, communityPollCounts.optionId, communityPollCounts.lgaId],
      set: { votes: sql`${communityPollCounts.votes} + 1` },
    });
  return true;
}

/** Votes per poll, option and LGA (0: no LGA on the voter's profile). */
export async function pollCountRows(db: Db, pollIds: number[]) {
  if (pollIds.length === 0) return [];
  return db
    .select({
      pollId: communityPollCounts.pollId,
      optionId: communityPollCounts.optionId,
      lgaId: communityPollCounts.lgaId,
      votes: communityPollCounts.votes,
    })
    .from(communityPollCounts)
    .where(inArray(communityPollCounts.pollId, pollIds));
}
