/**
 * An SOS alert nobody acknowledges escalates (issue 12, decision 012): 2 minutes after it was sent to its Area
 * Command, 2 more to State HQ; each level once, with a history entry and a notification to that level's commanders.
 *
 * Sending the alert enqueues one job on the database's queue (decision 003) due at the first step; a run escalates
 * whatever is due by then (a server that was down catches up level by level) and enqueues the next step. Runs of one
 * alert are serialised by a lock of its row, and a run whose level another run has reached stops, so several
 * processes, a job claimed again after a crash, or a later periodic sweep calling `escalateIfDue` never escalate an
 * alert twice or start a second chain of jobs.
 */
import { SOS_ESCALATE_AFTER_MINUTES } from '@safeogun/contract/sos-board';
import type { Db } from '../../db/client';
import type { EventBus } from '../../plugins/events';
import type { DbOrTx, JobQueue } from '../../plugins/jobs';
import { announce, placeOf, type BoardDeps } from './board-events';
import * as boardRepo from './board.repository';
import { findAlertForUpdate } from './sos.repository';

export const SOS_ESCALATION_QUEUE = 'sos-escalation';
const STEP_MS = SOS_ESCALATE_AFTER_MINUTES * 60_000;
const LEVELS = ['station', 'area', 'hq'] as const;
const TOP = LEVELS.length - 1;

export interface EscalationJob {
  alertId: string;
  /** The level this run is for (1 the Area Command, 2 State HQ). */
  level: number;
}

export interface EscalationDeps extends BoardDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  events: EventBus;
  now: () => Date;
}

/** Enqueues the step after `level`, due SOS_ESCALATE_AFTER_MINUTES per level after the alert was sent. */
export async function scheduleEscalation(
  deps: { jobs: Pick<JobQueue, 'enqueue'> },
  tx: DbOrTx,
  alertId: string,
  sentAt: Date,
  level: number,
): Promise<void> {
  if (level >= TOP) return;
  const next = level + 1;
  await deps.jobs.enqueue<EscalationJob>(
    SOS_ESCALATION_QUEUE,
    { alertId, level: next },
    { runAt: new Date(sentAt.getTime() + next * STEP_MS), maxAttempts: 10 },
    tx,
  );
}

const levelName = (level: number) => (level === 1 ? 'the Area Command' : 'State HQ');

/** Escalates the alert through every level due by now that it has not reached; see the file's comment. */
export async function escalateIfDue(deps: EscalationDeps, job: EscalationJob): Promise<void> {
  const done = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const alert = await findAlertForUpdate(tx, job.alertId);
    // Acknowledged or closed since, or already at this level (another run): nothing to do, no next step.
    if (!alert || alert.status !== 'new' || alert.escalationLevel >= job.level) return null;
    const now = deps.now();
    const due = Math.min(TOP, Math.floor((now.getTime() - alert.createdAt.getTime()) / STEP_MS));
    if (due < job.level) {
      // Run before its time (another process's clock): try again when it is due.
      await scheduleEscalation(deps, tx, alert.id, alert.createdAt, job.level - 1);
      return null;
    }
    const area = await boardRepo.areaOf(tx, alert.lgaId);
    const steps: Array<{ level: 1 | 2; event: boardRepo.EventRow; commanderIds: string[] }> = [];
    for (let level = alert.escalationLevel + 1; level <= due; level++) {
      await boardRepo.raiseEscalation(tx, alert.id, level, now);
      const commanderIds =
        level === 1
          ? area?.areaCommandId
            ? await boardRepo.commanders(tx, { areaCommandId: area.areaCommandId })
            : []
          : await boardRepo.commanders(tx, 'hq');
      const minutes = level * SOS_ESCALATE_AFTER_MINUTES;
      const told = commanderIds.length === 1 ? '1 commander told' : `${commanderIds.length} commanders told`;
      const event = await boardRepo.insertEvent(tx, {
        alertId: alert.id,
        kind: 'escalated',
        note: `Not acknowledged within ${minutes} minutes: escalated to ${levelName(level)} (${told}).`,
        details: { level: LEVELS[level], notified: commanderIds.length },
        createdAt: now,
      });
      steps.push({ level: level as 1 | 2, event, commanderIds });
    }
    await scheduleEscalation(deps, tx, alert.id, alert.createdAt, due);
    return { alert, lga: area?.name ?? null, steps };
  });
  if (!done) return;
  for (const step of done.steps) {
    await announce(deps, step.event, placeOf(done.alert));
    await deps.events.emit('sos.escalated', {
      alertId: done.alert.id,
      level: step.level === 1 ? 'area' : 'hq',
      commanderIds: step.commanderIds,
      lga: done.lga,
      sentAt: done.alert.createdAt,
      minutes: step.level * SOS_ESCALATE_AFTER_MINUTES,
    });
  }
}
