/**
 * Area Commands, incident types and the contact numbers (issue 14), each change audited in its transaction.
 * An LGA belongs to exactly one command (the column on the LGA); moving it re-routes its open reports, and when it
 * has any the caller must name their number, so nobody re-routes reports without having been told how many.
 */
import {
  ADMIN_MESSAGES,
  DEFAULT_CONTACT_NUMBERS,
  contactNumbersSchema,
  type AdminIncidentType,
  type ContactNumbers,
  type IncidentTypeCreateBody,
  type IncidentTypeUpdateBody,
  type LgaCommandBody,
  type LgaMove,
} from '@safeogun/contract/administration';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { forgetLgaAreas } from '../geo/geocoding';
import { AUDIT_ACTIONS, auditBy, type AuditTargetType } from '../audit/audit.service';
import type { Actor, AdministrationDeps } from './administration.deps';
import * as repo from './reference.repository';

const inTransaction = <T>(deps: AdministrationDeps, work: (tx: Db) => Promise<T>) =>
  deps.db.transaction((t) => work(t as unknown as Db));

function audit(
  tx: Db,
  deps: AdministrationDeps,
  actor: Actor,
  action: (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS],
  target: { type: AuditTargetType; id: number | string },
  details: Record<string, unknown>,
) {
  return auditBy(tx, actor, action, target, details, deps.now());
}

// ---------------------------------------------------------------- area commands

async function checkCommandNameFree(db: Db, name: string, exceptId: number | null) {
  const same = await repo.commandByName(db, name);
  if (same && same.id !== exceptId) {
    const message = ADMIN_MESSAGES.duplicateCommand(name);
    throw conflict(message, [{ field: 'name', message }]);
  }
}

export function createAreaCommand(deps: AdministrationDeps, actor: Actor, name: string) {
  return inTransaction(deps, async (tx) => {
    await checkCommandNameFree(tx, name, null);
    const command = await repo.insertCommand(tx, name);
    await audit(tx, deps, actor, AUDIT_ACTIONS.areaCommandCreated, { type: 'area-command', id: command.id }, { name });
    return command;
  });
}

export function renameAreaCommand(deps: AdministrationDeps, actor: Actor, id: number, name: string) {
  return inTransaction(deps, async (tx) => {
    const before = await repo.commandById(tx, id);
    if (!before) throw notFound(ADMIN_MESSAGES.unknownCommand);
    if (before.name === name) return { command: before, changed: false };
    await checkCommandNameFree(tx, name, id);
    const command = await repo.renameCommand(tx, id, name);
    await audit(
      tx,
      deps,
      actor,
      AUDIT_ACTIONS.areaCommandRenamed,
      { type: 'area-command', id },
      { from: before.name, to: name },
    );
    return { command, changed: true };
  });
}

async function moveOf(db: Db, lgaId: number, commandId: number, lock: boolean): Promise<LgaMove> {
  const lga = await repo.findLga(db, lgaId, lock);
  if (!lga) throw notFound(ADMIN_MESSAGES.unknownLga);
  const to = await repo.commandById(db, commandId);
  if (!to)
    throw badRequest(ADMIN_MESSAGES.unknownCommand, [
      { field: 'areaCommandId', message: ADMIN_MESSAGES.unknownCommand },
    ]);
  const from = lga.areaCommandId === null ? null : await repo.commandById(db, lga.areaCommandId);
  return {
    lga: { id: lga.id, name: lga.name },
    from,
    to,
    openReports: await repo.countOpenToMove(db, lga.id, to.id),
  };
}

/** What moving the LGA would do, changing nothing. */
export function previewLgaMove(deps: AdministrationDeps, lgaId: number, commandId: number) {
  return moveOf(deps.db, lgaId, commandId, false);
}

export async function moveLga(deps: AdministrationDeps, actor: Actor, lgaId: number, body: LgaCommandBody) {
  const moved = await inTransaction(deps, async (tx) => {
    const move = await moveOf(tx, lgaId, body.areaCommandId, true);
    if (move.from?.id === move.to.id) throw conflict(ADMIN_MESSAGES.lgaAlreadyThere(move.lga.name, move.to.name));
    if (move.openReports > 0 && body.confirmOpenReports !== move.openReports)
      throw conflict(ADMIN_MESSAGES.confirmReroute(move.lga.name, move.to.name, move.openReports), [
        { field: 'confirmOpenReports', message: String(move.openReports) },
      ]);
    const rerouted = await repo.moveLga(tx, lgaId, move.to.id);
    await audit(
      tx,
      deps,
      actor,
      AUDIT_ACTIONS.lgaCommandChanged,
      { type: 'lga', id: lgaId },
      { lga: move.lga.name, from: move.from?.name ?? null, to: move.to.name, reroutedReports: rerouted },
    );
    return { ...move, rerouted };
  });
  forgetLgaAreas(deps.db);
  return moved;
}

// ---------------------------------------------------------------- incident types

const typeOrMissing = async (db: Db, id: number): Promise<AdminIncidentType> => {
  const type = await repo.findType(db, id);
  if (!type) throw notFound(ADMIN_MESSAGES.unknownType);
  return type;
};

async function checkTypeNameFree(db: Db, name: string, exceptId: number | null) {
  const same = await repo.typeByName(db, name);
  if (same && same.id !== exceptId) {
    const message = ADMIN_MESSAGES.duplicateType(name);
    throw conflict(message, [{ field: 'name', message }]);
  }
}

export function listIncidentTypes(deps: AdministrationDeps) {
  return repo.listTypes(deps.db);
}

export async function createIncidentType(deps: AdministrationDeps, actor: Actor, body: IncidentTypeCreateBody) {
  const created = await inTransaction(deps, async (tx) => {
    const values = { name: body.name, isSensitive: body.isSensitive ?? false };
    await checkTypeNameFree(tx, values.name, null);
    const id = await repo.insertType(tx, values);
    await audit(tx, deps, actor, AUDIT_ACTIONS.incidentTypeCreated, { type: 'incident-type', id }, values);
    return typeOrMissing(tx, id);
  });
  await deps.events.emit('reference.incident-types-changed', {});
  return created;
}

const TYPE_FIELDS = ['name', 'isSensitive', 'isActive', 'retentionDays'] as const;

export async function updateIncidentType(
  deps: AdministrationDeps,
  actor: Actor,
  id: number,
  body: IncidentTypeUpdateBody,
) {
  const result = await inTransaction(deps, async (tx) => {
    if (!(await repo.lockType(tx, id))) throw notFound(ADMIN_MESSAGES.unknownType);
    const before = await typeOrMissing(tx, id);
    const changed = TYPE_FIELDS.filter((f) => body[f] !== undefined && body[f] !== before[f]);
    if (changed.length === 0) return { incidentType: before, changed: false };
    if (changed.includes('name')) await checkTypeNameFree(tx, body.name!, id);
    if (body.isActive === false && (await repo.otherActiveTypes(tx, id)) === 0)
      throw conflict(ADMIN_MESSAGES.lastActiveType);
    await repo.updateType(tx, id, Object.fromEntries(changed.map((f) => [f, body[f]])));
    await audit(
      tx,
      deps,
      actor,
      AUDIT_ACTIONS.incidentTypeUpdated,
      { type: 'incident-type', id },
      {
        incidentType: before.name,
        from: Object.fromEntries(changed.map((f) => [f, before[f]])),
        to: Object.fromEntries(changed.map((f) => [f, body[f]])),
      },
    );
    return { incidentType: await typeOrMissing(tx, id), changed: true };
  });
  if (result.changed) await deps.events.emit('reference.incident-types-changed', {});
  return result;
}

/** Only a type no report (or draft) has ever used; one in use is deactivated instead. */
export async function deleteIncidentType(deps: AdministrationDeps, actor: Actor, id: number) {
  await inTransaction(deps, async (tx) => {
    if (!(await repo.lockType(tx, id))) throw notFound(ADMIN_MESSAGES.unknownType);
    const type = await typeOrMissing(tx, id);
    if (type.reports > 0) throw conflict(ADMIN_MESSAGES.typeInUse(type.name, type.reports));
    if (type.isActive && (await repo.otherActiveTypes(tx, id)) === 0) throw conflict(ADMIN_MESSAGES.lastActiveType);
    await repo.deleteType(tx, id);
    await audit(tx, deps, actor, AUDIT_ACTIONS.incidentTypeDeleted, { type: 'incident-type', id }, { name: type.name });
  });
  await deps.events.emit('reference.incident-types-changed', {});
}

// ---------------------------------------------------------------- contact numbers

const CONTACTS_KEY = 'contact-numbers';

/** The stored numbers, or the defaults a new database starts with (a stored value is checked on the way out too). */
export async function readContactNumbers(deps: Pick<AdministrationDeps, 'db'>): Promise<ContactNumbers> {
  const stored = contactNumbersSchema.safeParse(await repo.readSetting(deps.db, CONTACTS_KEY));
  return stored.success ? stored.data : DEFAULT_CONTACT_NUMBERS;
}

export function saveContactNumbers(deps: AdministrationDeps, actor: Actor, numbers: ContactNumbers) {
  return inTransaction(deps, async (tx) => {
    const before = await readContactNumbers({ db: tx });
    if (JSON.stringify(before) === JSON.stringify(numbers)) return { numbers, changed: false };
    await repo.writeSetting(tx, CONTACTS_KEY, numbers);
    await audit(
      tx,
      deps,
      actor,
      AUDIT_ACTIONS.contactNumbersChanged,
      { type: 'setting', id: CONTACTS_KEY },
      { from: before, to: numbers },
    );
    return { numbers, changed: true };
  });
}
