/**
 * The key figures of a running install (issue 23): one set of queries read by both `GET /metrics` (Prometheus) and
 * the console's System page, so the two never disagree. Each is an aggregate over a small index (pending jobs, open
 * SOS alerts, reports with a running deadline): cheap enough to run on every 15 s scrape of a million reports.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaCommands, incidents, jobs, sosAlerts } from '../../db/schema';

export interface QueueFigures {
  queue: string;
  /** Jobs neither done nor failed (due now or later). */
  pending: number;
  /** Of those, due now. */
  due: number;
  /** Seconds since the oldest due job became due (0: none due). */
  oldestDueSeconds: number;
  /** Jobs that failed for good (kept for a retry from the System page). */
  failed: number;
}

/** Per queue: pending, due, the age of the oldest due job and the failed ones. */
export async function queueFigures(db: Db, now: Date): Promise<QueueFigures[]> {
  const pending = await db
    .select({
      queue: jobs.queue,
      pending: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${jobs.runAt} <= ${now}))::int`,
      oldestDue: sql<Date | string | null>`min(${jobs.runAt}) filter (where ${jobs.runAt} <= ${now})`,
    })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .groupBy(jobs.queue);
  const failed = await db
    .select({ queue: jobs.queue, failed: sql<number>`count(*)::int` })
    .from(jobs)
    .where(isNotNull(jobs.failedAt))
    .groupBy(jobs.queue);
  const byQueue = new Map<string, QueueFigures>();
  const entry = (queue: string) =>
    byQueue.get(queue) ?? byQueue.set(queue, { queue, pending: 0, due: 0, oldestDueSeconds: 0, failed: 0 }).get(queue)!;
  for (const row of pending) {
    const e = entry(row.queue);
    e.pending = Number(row.pending);
    e.due = Number(row.due);
    e.oldestDueSeconds = row.oldestDue ? Math.max(0, (now.getTime() - new Date(row.oldestDue).getTime()) / 1000) : 0;
  }
  for (const row of failed) entry(row.queue).failed = Number(row.failed);
  return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue));
}

export interface SosFigures {
  /** Alerts still `new`: nobody has acknowledged them. */
  unacknowledged: number;
  /** Seconds since the oldest of those was sent (0: none). */
  oldestUnacknowledgedSeconds: number;
}

/** Unacknowledged SOS alerts (the board's "new" column) and the age of the oldest, from the status index. */
export async function sosFigures(db: Db, now: Date): Promise<SosFigures> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${sosAlerts.createdAt})` })
    .from(sosAlerts)
    .where(eq(sosAlerts.status, 'new'));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    unacknowledged: Number(row?.n ?? 0),
    oldestUnacknowledgedSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

/**
 * Open reports past their response-time target per Area Command (null name: a report outside any), by the
 * console queue's own definition of overdue (queue.repository.ts): the running deadline passed, the clock stopped
 * while on hold counting as stopped. Read from the partial index on `sla_due_at` (migration 0028): only reports
 * with a running target are in it.
 */
export async function overdueByAreaCommand(db: Db, now: Date): Promise<{ areaCommand: string; overdue: number }[]> {
  const rows = await db
    .select({ areaCommand: areaCommands.name, overdue: sql<number>`count(*)::int` })
    .from(incidents)
    .leftJoin(areaCommands, eq(areaCommands.id, incidents.areaCommandId))
    .where(
      and(
        isNotNull(incidents.slaDueAt),
        lt(incidents.slaDueAt, now),
        sql`${incidents.slaDueAt} < coalesce(${incidents.slaPausedAt}, ${now}::timestamptz)`,
      ),
    )
    .groupBy(areaCommands.name);
  return rows
    .map((r) => ({ areaCommand: r.areaCommand ?? 'none', overdue: Number(r.overdue) }))
    .sort((a, b) => a.areaCommand.localeCompare(b.areaCommand));
}

/** The queues that send texts: SOS messages to emergency contacts and replies on the SMS channel. */
export const SMS_QUEUES = ['sos-sms', 'channel-sms'] as const;

/** Texts that failed for good, newest first (what the System page lists with a retry). */
export function failedTexts(db: Db, limit: number) {
  return db
    .select({
      id: jobs.id,
      queue: jobs.queue,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      failedAt: jobs.failedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(and(inArray(jobs.queue, [...SMS_QUEUES]), isNotNull(jobs.failedAt)))
    .orderBy(desc(jobs.failedAt), asc(jobs.id))
    .limit(limit);
}

/** Puts a failed text back on its queue, due now, with its attempts counted afresh; false when there is none. */
export async function retryFailedText(db: Db, id: number, now: Date): Promise<{ queue: string } | null> {
  const [row] = await db
    .update(jobs)
    .set({ failedAt: null, attempts: 0, runAt: now, lockedAt: null, lockedBy: null })
    .where(and(eq(jobs.id, id), inArray(jobs.queue, [...SMS_QUEUES]), isNotNull(jobs.failedAt)))
    .returning({ queue: jobs.queue });
  return row ?? null;
}
