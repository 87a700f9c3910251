/**
 * The retention sweep (issue 22, decision 029): enforces RETENTION_SCHEDULE of the contract. Run daily by the job
 * queue (retention.plugin.ts) and by an administrator (POST /admin/retention/run); a dry run only counts. Each real
 * run writes one audit entry with its counts, which is also where the console reads the last runs from.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DRAFT_NOTICE_DAYS,
  RETENTION_KINDS,
  retentionRuleOf,
  type RetentionCounts,
  type RetentionKind,
  type RetentionRun,
} from '@safeogun/contract/retention';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { removeFilesQuietly } from '../../lib/idempotent-write';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.service';
import { notify, type NotificationsDeps } from '../notifications/notifications.service';
import * as repo from './retention.repository';

export const RETENTION_QUEUE = 'retention-sweep';
/** Rows changed per statement: small enough that each batch holds its row locks for milliseconds. */
export const RETENTION_BATCH = 500;

export interface RetentionDeps extends NotificationsDeps {
  db: Db;
  storage: Storage;
  now(): Date;
  /** Folders of the development mail and SMS outboxes. */
  outboxDirs: string[];
}

const DAY_MS = 24 * 3600_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const cutoffOf = (now: Date, kind: RetentionKind) => daysBefore(now, retentionRuleOf(kind).days);

export function cutoffsAt(now: Date): repo.Cutoffs {
  return {
    now,
    sentMessages: cutoffOf(now, 'sentMessages'),
    failedJobs: cutoffOf(now, 'failedJobs'),
    idempotencyKeys: cutoffOf(now, 'idempotencyKeys'),
    sessions: cutoffOf(now, 'sessions'),
    oneTimeCodes: cutoffOf(now, 'oneTimeCodes'),
    signInAttempts: cutoffOf(now, 'signInAttempts'),
    notifications: cutoffOf(now, 'notifications'),
    draftNotices: cutoffOf(now, 'draftNotices'),
    drafts: cutoffOf(now, 'drafts'),
    draftNoticeGiven: daysBefore(now, DRAFT_NOTICE_DAYS),
    falseAlarmAudio: cutoffOf(now, 'falseAlarmAudio'),
    auditEntries: cutoffOf(now, 'auditEntries'),
  };
}

/** The outbox files older than their period (development only: nothing is there with a mail and SMS provider). */
async function dueOutboxFiles(dirs: string[], cutoff: Date): Promise<string[]> {
  const due: string[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && info.mtime < cutoff) due.push(file);
    }
  }
  return due;
}

/** Repeats a batch until it changes fewer rows than a batch holds. */
async function inBatches(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await batch();
    total += n;
    if (n < RETENTION_BATCH) return total;
  }
}

const emptyCounts = (): RetentionCounts =>
  Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as RetentionCounts;

/** What a run would change now, per kind, without changing anything. */
export async function previewRetention(deps: RetentionDeps): Promise<RetentionCounts> {
  const now = deps.now();
  const counts = { ...emptyCounts(), ...(await repo.countDue(deps.db, cutoffsAt(now))) };
  counts.outboxFiles = (await dueOutboxFiles(deps.outboxDirs, cutoffOf(now, 'outboxFiles'))).length;
  return counts;
}

async function tellDraftAuthors(deps: RetentionDeps, c: repo.Cutoffs): Promise<number> {
  return inBatches(async () => {
    const told = await repo.markDraftNotices(deps.db, c, RETENTION_BATCH);
    for (const draft of told) {
      await notify(deps, {
        userId: draft.user_id,
        category: 'reportStatus',
        title: 'Your draft report will be deleted',
        body: `Your draft report ${draft.ticket_id} has not been changed for a long time. It will be deleted in ${DRAFT_NOTICE_DAYS} days unless you finish or change it.`,
        link: `/edit_draft/${draft.id}`,
      }).catch((error: unknown) => deps.log.error({ err: error }, 'could not tell a draft author'));
    }
    return told.length;
  });
}

/** Runs the schedule now; one audit entry records the counts (`actor` null: the daily sweep). */
export async function runRetention(
  deps: RetentionDeps,
  actor: { id: string; role: string; ip: string } | null,
): Promise<{ counts: RetentionCounts; durationMs: number }> {
  const started = Date.now();
  const now = deps.now();
  const c = cutoffsAt(now);
  const counts = emptyCounts();
  for (const kind of repo.PLAIN_KINDS) {
    counts[kind] = await inBatches(() => repo.deletePlainBatch(deps.db, kind, c, RETENTION_BATCH));
  }
  counts.draftNotices = await tellDraftAuthors(deps, c);
  counts.drafts = await inBatches(async () => {
    const { count, keys } = await repo.deleteDraftBatch(deps.db, c, RETENTION_BATCH);
    await removeFilesQuietly(deps.storage, keys);
    return count;
  });
  counts.falseAlarmAudio = await inBatches(async () => {
    const keys = await repo.clearAudioBatch(deps.db, c, RETENTION_BATCH);
    await removeFilesQuietly(deps.storage, keys);
    return keys.length;
  });
  counts.closedCases = await inBatches(async () => {
    const { count, keys } = await repo.clearCaseBatch(deps.db, c, RETENTION_BATCH);
    await removeFilesQuietly(deps.storage, keys);
    return count;
  });
  const files = await dueOutboxFiles(deps.outboxDirs, cutoffOf(now, 'outboxFiles'));
  await Promise.all(files.map((file) => rm(file, { force: true })));
  counts.outboxFiles = files.length;
  // The audit log is append-only (decision 008): entries past their term are counted for the administrators'
  // archive, never deleted here.
  counts.auditEntries = await repo.countAuditDue(deps.db, c);
  const durationMs = Date.now() - started;
  await recordAudit(
    deps.db,
    {
      actor: actor && { id: actor.id, role: actor.role },
      action: AUDIT_ACTIONS.retentionRun,
      target: { type: 'retention', id: 'schedule' },
      details: { counts, durationMs },
      ipAddress: actor?.ip ?? null,
    },
    deps.now(),
  );
  return { counts, durationMs };
}

/** The last real runs, newest first. */
export async function lastRetentionRuns(deps: Pick<RetentionDeps, 'db'>, limit = 20): Promise<RetentionRun[]> {
  const rows = await repo.lastRuns(deps.db, AUDIT_ACTIONS.retentionRun, limit);
  return rows.map((row) => {
    const details = row.details as { counts?: Partial<RetentionCounts>; durationMs?: number };
    return {
      at: new Date(row.created_at).toISOString(),
      actorUserId: row.actor_user_id,
      durationMs: details.durationMs ?? 0,
      counts: { ...emptyCounts(), ...details.counts },
    };
  });
}
