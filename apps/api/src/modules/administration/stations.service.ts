/**
 * Police stations as administrators run them (issue 14): list and search, add, edit, deactivate (a deactivated
 * station leaves the pickers and nearby lists; its reports keep it), import a file after a dry run, and remove the
 * demo stations once real ones exist. A position must lie inside its LGA's boundary; every change is audited in its
 * transaction.
 */
import { forgetStations } from '../incidents/filing-reference';
import {
  ADMIN_MESSAGES,
  type AdminStation,
  type StationBody,
  type StationImportResult,
  type StationUpdateBody,
} from '@safeogun/contract/administration';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { AUDIT_ACTIONS, auditBy } from '../audit/audit.service';
import type { Actor, AdministrationDeps } from './administration.deps';
import { lgaAt } from './positions';
import { planImport, readImportFile } from './station-import';
import * as repo from './stations.repository';
import { namedRef } from '../../lib/joined-ref';

function stationOf({ lgaId, lgaName, areaCommandId, areaCommandName, ...station }: repo.StationRow): AdminStation {
  return { ...station, lga: namedRef(lgaId, lgaName), areaCommand: namedRef(areaCommandId, areaCommandName) };
}

/** Station writes; this process's copy of the stations (filing-reference.ts) is dropped before it answers. */
const inTransaction = <T>(deps: AdministrationDeps, work: (tx: Db) => Promise<T>) =>
  deps.db.transaction((t) => work(t as unknown as Db)).finally(() => forgetStations(deps.db));

const audit = (
  tx: Db,
  deps: AdministrationDeps,
  actor: Actor,
  action: (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS],
  id: number | string,
  details: Record<string, unknown>,
) => auditBy(tx, actor, action, { type: 'station', id: id }, details, deps.now());

export async function listStations(deps: AdministrationDeps, filter: repo.StationFilter) {
  const [rows, counts] = await Promise.all([repo.listStations(deps.db, filter), repo.stationCounts(deps.db)]);
  return { stations: rows.map(stationOf), counts };
}

/** Refuses a position outside the LGA with a sentence naming the LGA it falls in (or none). */
async function checkPosition(db: Db, lgaId: number, latitude: number, longitude: number) {
  const shapes = await repo.lgaShapes(db);
  const lga = shapes.find((s) => s.id === lgaId);
  if (!lga) throw badRequest(ADMIN_MESSAGES.unknownLga, [{ field: 'lgaId', message: ADMIN_MESSAGES.unknownLga }]);
  if (!lga.boundary) return;
  const actual = lgaAt(shapes, latitude, longitude);
  if (actual?.id === lga.id) return;
  const message = ADMIN_MESSAGES.outsideLga(lga.name, actual?.name ?? null);
  throw badRequest(message, [
    { field: 'latitude', message },
    { field: 'longitude', message },
  ]);
}

async function checkNameFree(db: Db, formation: string, exceptId: number | null) {
  const same = await repo.stationByFormation(db, formation);
  if (same && same.id !== exceptId) {
    const message = ADMIN_MESSAGES.duplicateFormation(formation);
    throw conflict(message, [{ field: 'formation', message }]);
  }
}

export async function createStation(deps: AdministrationDeps, actor: Actor, body: StationBody) {
  return inTransaction(deps, async (tx) => {
    await checkPosition(tx, body.lgaId, body.latitude, body.longitude);
    await checkNameFree(tx, body.formation, null);
    const id = await repo.insertStation(tx, { ...body, isActive: true });
    await audit(tx, deps, actor, AUDIT_ACTIONS.stationCreated, id, { ...body });
    return stationOf((await repo.findStation(tx, id))!);
  });
}

const FIELDS = ['formation', 'address', 'phone', 'lgaId', 'latitude', 'longitude', 'isActive'] as const;

/** Changes what the body names; the same values again change nothing and write no audit entry. */
export async function updateStation(deps: AdministrationDeps, actor: Actor, id: number, body: StationUpdateBody) {
  return inTransaction(deps, async (tx) => {
    const before = await repo.findStation(tx, id);
    if (!before) throw notFound(ADMIN_MESSAGES.unknownStation);
    const current = { ...before, lgaId: before.lgaId };
    const changed = FIELDS.filter((f) => body[f] !== undefined && body[f] !== current[f]);
    if (changed.length === 0) return { station: stationOf(before), changed: false };
    const next = { ...current, ...body };
    if (changed.some((f) => f === 'lgaId' || f === 'latitude' || f === 'longitude')) {
      if (next.lgaId === null || next.latitude === null || next.longitude === null)
        throw badRequest(ADMIN_MESSAGES.lgaRequired, [{ field: 'lgaId', message: ADMIN_MESSAGES.lgaRequired }]);
      await checkPosition(tx, next.lgaId, next.latitude, next.longitude);
    }
    if (changed.includes('formation')) await checkNameFree(tx, next.formation, id);
    await repo.updateStation(tx, id, Object.fromEntries(changed.map((f) => [f, body[f]])));
    const action =
      changed.length === 1 && changed[0] === 'isActive'
        ? body.isActive
          ? AUDIT_ACTIONS.stationReactivated
          : AUDIT_ACTIONS.stationDeactivated
        : AUDIT_ACTIONS.stationUpdated;
    await audit(tx, deps, actor, action, id, {
      formation: before.formation,
      from: Object.fromEntries(changed.map((f) => [f, current[f]])),
      to: Object.fromEntries(changed.map((f) => [f, body[f]])),
    });
    return { station: stationOf((await repo.findStation(tx, id))!), changed: true };
  });
}

/**
 * A dry run reports what the file would do; otherwise every accepted row is written in one transaction (all or
 * nothing) with one audit entry. Rejected rows are reported either way and never written.
 */
export async function importStations(
  deps: AdministrationDeps,
  actor: Actor,
  file: { bytes: Buffer; filename: string },
  dryRun: boolean,
): Promise<StationImportResult> {
  const rows = readImportFile(file.bytes, file.filename);
  const run = async (tx: Db) => {
    const plan = planImport(rows, await repo.lgaShapes(tx), await repo.formationsByFoldedName(tx));
    const result: StationImportResult = {
      added: plan.accepted.filter((r) => r.action === 'add').length,
      updated: plan.accepted.filter((r) => r.action === 'update').length,
      rejected: plan.rejected,
      dryRun,
      rows: plan.accepted.map(({ line, action, formation, lga }) => ({ line, action, formation, lga })),
    };
    if (dryRun) return result;
    if (plan.accepted.length === 0) throw badRequest(ADMIN_MESSAGES.importNothingToApply);
    for (const row of plan.accepted) {
      if (row.stationId === null) await repo.insertStation(tx, row.values);
      else await repo.updateStation(tx, row.stationId, row.values);
    }
    await audit(tx, deps, actor, AUDIT_ACTIONS.stationsImported, 'import', {
      file: file.filename.slice(0, 200),
      added: result.added,
      updated: result.updated,
      rejected: result.rejected.length,
    });
    return result;
  };
  return dryRun ? run(deps.db) : inTransaction(deps, run);
}

/** Takes every demo station out of service at once; only when at least one real station is active. */
export async function removeDemoStations(deps: AdministrationDeps, actor: Actor) {
  return inTransaction(deps, async (tx) => {
    const counts = await repo.stationCounts(tx);
    if (counts.demo === 0) throw conflict(ADMIN_MESSAGES.noDemoStations);
    if (counts.real === 0) throw conflict(ADMIN_MESSAGES.demoNeedsRealStations);
    const removed = await repo.deactivateDemoStations(tx);
    await audit(tx, deps, actor, AUDIT_ACTIONS.stationsDemoRemoved, 'demo', { removed });
    return removed;
  });
}
