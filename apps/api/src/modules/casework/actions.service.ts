/**
 * Police actions on a submitted report (issue 11, decision 006): acknowledge, change status (with a note the
 * citizen reads), add an internal note, re-route to another station, escalate, hide from or show on the crime map,
 * plus public notes and replies to the citizen's review.
 *
 * An action that changes the report runs in one transaction with the report's row locked: it names the version the
 * officer opened, and a report that has moved on since answers 409 "This report changed since you opened it"
 * instead of being silently overwritten; it writes the change, moves the report to its next version, adds a history
 * row with its author and, for status, station, escalation and map changes, an audit row; and it answers the case
 * as it now stands. Notes and replies only add to the report, so they name no version and leave it unchanged.
 * Out of reach, a draft, or unknown answers 404 before anything else is said. The citizen is told through the
 * app's events once the change is committed.
 */
import {
  CASEWORK_MESSAGES,
  ESCALATION_LEVEL,
  wrongTransitionMessage,
  type EscalationTarget,
  type IncidentEventKind,
  type PoliceCase,
} from '@safeogun/contract/casework';
import {
  STATUS_TRANSITIONS,
  normaliseStatus,
  type IncidentReview,
  type IncidentUpdate,
} from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuthUser } from '../../plugins/auth';
import type { IncidentStatusChanged } from '../../plugins/events';
import { AUDIT_ACTIONS, auditBy, type AuditAction } from '../audit/audit.service';
import { reviewDto } from '../incidents/incident-dto';
import { jurisdictionOf, reaches, type Jurisdiction } from '../jurisdiction/jurisdiction';
import type { Actor, CaseworkDeps } from './casework.deps';
import { loadCase, statusOf } from './case.service';
import { findCase } from './case.repository';
import { recordEscalation } from './escalation.service';
import { slaOnStatusChange } from './sla';
import * as repo from './actions.repository';

type Announce = () => Promise<void>;

interface Acting {
  tx: Db;
  row: repo.ActionRow;
  reach: Jurisdiction;
  at: Date;
  /** Adds a history row written by the actor. */
  history(entry: {
    kind: IncidentEventKind;
    note: string;
    isPublic: boolean;
    status?: string;
    details?: Record<string, unknown>;
  }): ReturnType<typeof repo.insertUpdate>;
  audit(action: AuditAction, details: Record<string, unknown>): Promise<void>;
  /** Runs after the commit (telling the citizen). */
  announce(then: Announce): void;
}

const updateDto = (row: { status: string | null; note: string; createdAt: Date }): IncidentUpdate => ({
  status: row.status,
  note: row.note,
  date: row.createdAt.toISOString(),
});

/**
 * The frame of every action: reach, lock, version, the work, the case as it now stands, then the announcements.
 * `version` null: an action that only adds (a note), which neither checks nor moves the version.
 */
async function act<T>(
  deps: CaseworkDeps,
  actor: Actor,
  incidentId: string,
  version: number | null,
  work: (acting: Acting) => Promise<T>,
): Promise<T & { incident: PoliceCase }> {
  if (!isUuid(incidentId)) throw notFound(REPORT_MESSAGES.reportNotFound);
  const reach = await jurisdictionOf(deps.db, actor);
  const announcements: Announce[] = [];
  const result = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await repo.lockSubmitted(tx, incidentId);
    if (!row || !reaches(reach, row)) throw notFound(REPORT_MESSAGES.reportNotFound);
    if (version !== null && row.version !== version) throw conflict(CASEWORK_MESSAGES.changed);
    const at = deps.now();
    const done = await work({
      tx,
      row,
      reach,
      at,
      history: (entry) =>
        repo.insertUpdate(tx, {
          incidentId: row.id,
          kind: entry.kind,
          status: entry.status ?? null,
          note: entry.note,
          isPublic: entry.isPublic,
          details: entry.details ?? null,
          authorUserId: actor.id,
          createdAt: at,
        }),
      audit: (action, details) =>
        auditBy(tx, actor, action, { type: 'incident', id: row.id }, { ticketId: row.ticketId, ...details }, at),
      announce: (then) => announcements.push(then),
    });
    const incident = await loadCase({ ...deps, db: tx }, row.id);
    return { ...done, incident: incident! };
  });
  for (const announcement of announcements) await announcement();
  return result;
}

/** Someone has picked the report up: recorded once, and shown to the citizen as news on their report. */
export async function acknowledge(deps: CaseworkDeps, actor: Actor, input: { incidentId: string; version: number }) {
  return act(deps, actor, input.incidentId, input.version, async ({ tx, row, at, history, announce }) => {
    if (row.acknowledgedAt) throw conflict(CASEWORK_MESSAGES.alreadyAcknowledged);
    await repo.updateCase(tx, row, { acknowledgedAt: at }, at);
    const station = (await repo.stationFormation(tx, row.stationId)) ?? 'the Ogun State Police Command';
    const note = `Your report has been received by ${station}.`;
    await history({ kind: 'acknowledged', note, isPublic: true });
    if (row.userId) {
      const userId = row.userId;
      announce(() =>
        deps.events.emit('incident.police-note-added', { userId, incidentId: row.id, ticketId: row.ticketId, note }),
      );
    }
    return {};
  });
}

/** Along the transitions of DECISIONS.md, with a note the citizen reads; the citizen is told. */
export async function changeStatus(
  deps: CaseworkDeps,
  actor: Actor,
  input: { incidentId: string; version: number; status: string; note: string },
) {
  return act(deps, actor, input.incidentId, input.version, async ({ tx, row, at, history, audit, announce }) => {
    const to = normaliseStatus(input.status);
    if (!to) throw badRequest(CASEWORK_MESSAGES.unknownStatus(input.status));
    const from = statusOf(row);
    if (!STATUS_TRANSITIONS[from].includes(to)) throw conflict(wrongTransitionMessage(from));
    // Moving a report is picking it up: one never acknowledged is acknowledged now. On hold stops the clock.
    await repo.updateCase(
      tx,
      row,
      { status: to, acknowledgedAt: row.acknowledgedAt ?? at, ...slaOnStatusChange(row, to, at) },
      at,
    );
    const update = await history({ kind: 'status', status: to, note: input.note, isPublic: true });
    await audit(AUDIT_ACTIONS.incidentStatusChanged, { from, to });
    const change: IncidentStatusChanged = {
      incidentId: row.id,
      ticketId: row.ticketId,
      userId: row.userId,
      from,
      to,
      note: input.note,
      authorUserId: actor.id,
      at,
    };
    announce(() => deps.events.emit('incident.status-changed', change));
    return { id: row.id, status: to, update: updateDto(update) };
  });
}

/** A note for police only: never on the citizen's report, the tracking page or the bell. */
export async function addInternalNote(deps: CaseworkDeps, actor: Actor, input: { incidentId: string; note: string }) {
  return act(deps, actor, input.incidentId, null, async ({ history }) => {
    await history({ kind: 'note', note: input.note, isPublic: false });
    return {};
  });
}

/** To another station within the actor's reach, with a reason; the report keeps its LGA (where it happened). */
export async function reroute(
  deps: CaseworkDeps,
  actor: Actor,
  input: { incidentId: string; version: number; stationId: number; reason: string },
) {
  return act(deps, actor, input.incidentId, input.version, async ({ tx, row, reach, at, history, audit }) => {
    const station = await repo.findStationPlace(tx, input.stationId);
    if (!station || !station.isActive || !reaches(reach, { stationId: station.id, ...station }))
      throw badRequest(CASEWORK_MESSAGES.stationOutOfReach, [
        { field: 'stationId', message: CASEWORK_MESSAGES.stationOutOfReach },
      ]);
    if (station.id === row.stationId) throw conflict(CASEWORK_MESSAGES.sameStation);
    const fromStation = await repo.stationFormation(tx, row.stationId);
    await repo.updateCase(tx, row, { stationId: station.id }, at);
    const details = {
      fromStationId: row.stationId,
      fromStation,
      toStationId: station.id,
      toStation: station.formation,
    };
    await history({ kind: 'rerouted', note: input.reason, isPublic: false, details });
    await audit(AUDIT_ACTIONS.incidentRerouted, { ...details, reason: input.reason });
    return {};
  });
}

/**
 * Up to the Area Command or State HQ, with a reason; only ever upwards. Reach does not change. The commanders of
 * the new level are told, as when the sweep escalates an overdue report (escalation.service.ts).
 */
export async function escalate(
  deps: CaseworkDeps,
  actor: Actor,
  input: { incidentId: string; version: number; to: EscalationTarget; reason: string },
) {
  return act(deps, actor, input.incidentId, input.version, async ({ tx, row, at, announce }) => {
    const level = ESCALATION_LEVEL[input.to];
    if (row.escalationLevel >= level) throw conflict(CASEWORK_MESSAGES.escalatedAlready);
    await repo.updateCase(tx, row, { escalationLevel: level }, at);
    const names = (await findCase(tx, row.id))!;
    const publications = await recordEscalation(deps, tx, {
      report: row,
      typeName: names.typeName,
      lgaName: names.lgaName,
      areaCommandName: names.areaCommandName,
      fromLevel: row.escalationLevel,
      toLevel: level,
      note: input.reason,
      details: { reason: input.reason },
      actor,
      at,
    });
    for (const publish of publications) announce(publish);
    return {};
  });
}

/**
 * Hides a report from the crime map (or shows it again): the rollup triggers and the map caches follow the row.
 * The reason is kept as an internal note, never shown to the citizen; a change (not a repeat) is audited.
 */
export async function setMapVisibility(
  deps: CaseworkDeps,
  actor: Actor,
  input: { incidentId: string; version: number; hiddenFromMap: boolean; reason: string },
) {
  return act(deps, actor, input.incidentId, input.version, async ({ tx, row, at, history, audit }) => {
    await repo.updateCase(tx, row, { hiddenFromMap: input.hiddenFromMap }, at);
    const update = await history({
      kind: 'map-visibility',
      note: `${input.hiddenFromMap ? 'Hidden from' : 'Shown on'} the crime map: ${input.reason}`,
      isPublic: false,
      details: { hiddenFromMap: input.hiddenFromMap },
    });
    if (row.hiddenFromMap !== input.hiddenFromMap)
      await audit(AUDIT_ACTIONS.incidentMapVisibilityChanged, {
        hiddenFromMap: input.hiddenFromMap,
        reason: input.reason,
      });
    return { id: row.id, hiddenFromMap: input.hiddenFromMap, update: updateDto(update) };
  });
}

/**
 * Puts a case under legal hold, or clears it (issue 22): supervisors only (the route), audited, with an internal note
 * in its history. The retention sweep never touches a held case.
 */
export async function setLegalHold(
  deps: CaseworkDeps,
  actor: Actor,
  input: { incidentId: string; legalHold: boolean; reason: string },
) {
  return act(deps, actor, input.incidentId, null, async ({ tx, row, at, history, audit }) => {
    const changed = (row.legalHoldAt !== null) !== input.legalHold;
    if (!changed) return { changed };
    await repo.updateCase(
      tx,
      row,
      input.legalHold
        ? { legalHoldAt: at, legalHoldByUserId: actor.id, legalHoldReason: input.reason }
        : { legalHoldAt: null, legalHoldByUserId: null, legalHoldReason: null },
      at,
    );
    await history({
      kind: 'note',
      note: `${input.legalHold ? 'Legal hold set' : 'Legal hold cleared'}: ${input.reason}`,
      isPublic: false,
    });
    await audit(input.legalHold ? AUDIT_ACTIONS.legalHoldSet : AUDIT_ACTIONS.legalHoldCleared, {
      reason: input.reason,
    });
    return { changed };
  });
}

async function submittedInReach(deps: Pick<CaseworkDeps, 'db'>, user: AuthUser, incidentId: string) {
  const row = isUuid(incidentId) ? await repo.findSubmitted(deps.db, incidentId) : null;
  if (!row || !reaches(await jurisdictionOf(deps.db, user), row)) throw notFound(REPORT_MESSAGES.reportNotFound);
  return row;
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
  const row = await submittedInReach(deps, user, input.incidentId);
  const update = await repo.insertUpdate(deps.db, {
    incidentId: row.id,
    kind: 'note',
    status: null,
    note: input.note,
    isPublic: input.isPublic,
    authorUserId: user.id,
    createdAt: deps.now(),
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
  const row = await submittedInReach(deps, user, input.incidentId);
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
