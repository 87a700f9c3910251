/**
 * Police casework on submitted reports: status changes (with a note the citizen reads), notes, replies to the
 * citizen's review, and crime-map visibility. Officers act on reports within their reach, administrators (State
 * HQ) on any; drafts and everything else answer 404. The citizen is told through the app's events, after commit.
 */
import { STATUS_TRANSITIONS, normaliseStatus, type IncidentReview } from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import type { EventBus, IncidentStatusChanged } from '../../plugins/events';
import { badRequest, notFound } from '../../lib/errors';
import { reviewDto } from '../incidents/incident-dto';
import { policeCanReach } from '../incidents/police-reach';
import * as repo from './casework.repository';

export interface CaseworkDeps {
  db: Db;
  events: EventBus;
  now: () => Date;
}

interface PublicUpdate {
  status: string | null;
  note: string;
  date: string;
}

const updateDto = (row: { status: string | null; note: string; createdAt: Date }): PublicUpdate => ({
  status: row.status,
  note: row.note,
  date: row.createdAt.toISOString(),
});

async function assertReach(deps: CaseworkDeps, user: AuthUser, incidentId: string) {
  if (!(await policeCanReach(deps.db, user, incidentId))) throw notFound(REPORT_MESSAGES.reportNotFound);
}

/** In one transaction with the report locked; a report that is gone or a draft answers 404. */
async function onLockedCase<T>(
  deps: CaseworkDeps,
  incidentId: string,
  work: (tx: Db, row: repo.CaseRow) => Promise<T>,
) {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await repo.lockSubmitted(tx, incidentId);
    if (!row) throw notFound(REPORT_MESSAGES.reportNotFound);
    return work(tx, row);
  });
}

export async function changeIncidentStatus(
  deps: CaseworkDeps,
  user: AuthUser,
  input: { incidentId: string; status: string; note: string },
): Promise<IncidentStatusChanged> {
  await assertReach(deps, user, input.incidentId);
  const to = normaliseStatus(input.status);
  if (!to) throw badRequest(`Unknown status '${input.status}'. Use new, in-progress, on-hold, resolved or closed.`);
  const change = await onLockedCase(deps, input.incidentId, async (tx, row) => {
    const from = normaliseStatus(row.status) ?? 'new';
    if (!STATUS_TRANSITIONS[from].includes(to)) throw badRequest(`A report that is ${from} cannot be moved to ${to}.`);
    const at = deps.now();
    await repo.setStatus(tx, row.id, to, at);
    await repo.insertUpdate(tx, {
      incidentId: row.id,
      status: to,
      note: input.note,
      isPublic: true,
      authorUserId: user.id,
      createdAt: at,
    });
    return {
      incidentId: row.id,
      ticketId: row.ticketId,
      userId: row.userId,
      from,
      to,
      note: input.note,
      authorUserId: user.id,
      at,
    };
  });
  await deps.events.emit('incident.status-changed', change);
  return change;
}

/**
 * Hides a report from the crime map (or shows it again): the rollup triggers and the map caches follow the row.
 * The reason is kept as an internal note, never shown to the citizen.
 */
export async function setMapVisibility(
  deps: CaseworkDeps,
  user: AuthUser,
  input: { incidentId: string; hiddenFromMap: boolean; reason: string },
) {
  await assertReach(deps, user, input.incidentId);
  return onLockedCase(deps, input.incidentId, async (tx, row) => {
    if (row.hiddenFromMap !== input.hiddenFromMap) await repo.setHiddenFromMap(tx, row.id, input.hiddenFromMap);
    const update = await repo.insertUpdate(tx, {
      incidentId: row.id,
      status: null,
      note: `${input.hiddenFromMap ? 'Hidden from' : 'Shown on'} the crime map: ${input.reason}`,
      isPublic: false,
      authorUserId: user.id,
    });
    return { id: row.id, hiddenFromMap: input.hiddenFromMap, update: updateDto(update) };
  });
}

/**
 * A police note without a status change. A public one is shown to the citizen (and on the tracking page), who is
 * told; an internal one only to police.
 */
export async function addPoliceNote(
  deps: CaseworkDeps,
  user: AuthUser,
  input: { incidentId: string; note: string; isPublic: boolean },
) {
  await assertReach(deps, user, input.incidentId);
  const row = await repo.findSubmitted(deps.db, input.incidentId);
  if (!row) throw notFound(REPORT_MESSAGES.reportNotFound);
  const update = await repo.insertUpdate(deps.db, {
    incidentId: row.id,
    status: null,
    note: input.note,
    isPublic: input.isPublic,
    authorUserId: user.id,
  });
  if (input.isPublic && row.userId)
    await deps.events.emit('incident.police-note-added', {
      userId: row.userId,
      incidentId: row.id,
      ticketId: row.ticketId,
      note: update.note,
    });
  return { id: row.id, isPublic: input.isPublic, update: updateDto(update) };
}

/** The police answer the citizen's review of a case (a second reply replaces the first); the citizen is told. */
export async function replyToReview(
  deps: CaseworkDeps,
  user: AuthUser,
  input: { incidentId: string; reply: string },
): Promise<IncidentReview> {
  await assertReach(deps, user, input.incidentId);
  const row = await repo.findSubmitted(deps.db, input.incidentId);
  if (!row) throw notFound(REPORT_MESSAGES.reportNotFound);
  const review = await repo.setReviewReply(deps.db, row.id, input.reply, user.id, deps.now());
  if (!review) throw notFound('This report has no review to reply to.');
  if (review.userId)
    await deps.events.emit('incident.review-replied', {
      userId: review.userId,
      incidentId: row.id,
      ticketId: row.ticketId,
      reply: input.reply,
    });
  return reviewDto(review);
}
