/**
 * The SQL of escalation (decision 011): the reports due for the sweep, their level, and who is told (the report
 * itself is locked with case.repository's `lockCaseUnlessBusy`).
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidents, users } from '../../db/schema';

/**
 * Reports whose next escalation is due at `now` (`sla_escalate_at` passed; for one on hold, passed before its clock
 * stopped), in order, after `after` (the last of the previous batch): read from `incidents_sla_escalate_idx`.
 */
export function dueForEscalation(db: Db, now: Date, after: { at: Date; id: string } | null, limit: number) {
  const at = incidents.slaEscalateAt;
  return db
    .select({ id: incidents.id, at })
    .from(incidents)
    .where(
      and(
        lt(at, now),
        or(isNull(incidents.slaPausedAt), lt(at, incidents.slaPausedAt)),
        after ? sql`(${at}, ${incidents.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(at), asc(incidents.id))
    .limit(limit);
}

/**
 * The sweep's escalation: the level only. It moves no version, so an officer who opened the report before it
 * escalated still acts on it (an escalation overwrites nothing they could change).
 */
export async function setEscalationLevel(tx: Db, id: string, level: number, at: Date) {
  await tx.update(incidents).set({ escalationLevel: level, updatedAt: at }).where(eq(incidents.id, id));
}

/** The commanders of an escalation level: the area commanders of the command (1), or State HQ's accounts (2). */
export async function commandersOf(db: Db, level: number, areaCommandId: number | null): Promise<string[]> {
  if (level === 1 && areaCommandId === null) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        level === 1
          ? and(eq(users.role, 'area_commander'), eq(users.postingAreaCommandId, areaCommandId!))
          : eq(users.role, 'hq'),
        isNull(users.disabledAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
