/**
 * Police accounts (issue 11), run by administrators: list them, change a role and its posting together, disable an
 * account (every sign-in ends at once: the session check refuses a disabled account on its next request) or enable
 * it again. Each change is audited in its own transaction. An administrator cannot disable or demote themselves.
 */
import {
  POLICE_ACCOUNT_MESSAGES,
  type AreaCommand,
  type LgaWithStations,
  type PoliceAccount,
  type PoliceAccountUpdate,
  type policeAccountListQuerySchema,
} from '@safeogun/contract/police-accounts';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { pagination } from '../../lib/pagination';
import { isUuid } from '../../lib/uuid';
import type { JobQueue } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mailer';
import { findStation } from '../accounts-core/accounts.repository';
import { revokeAllSessions, type SessionStore } from '../accounts-core/sessions';
import { AUDIT_ACTIONS, auditBy } from '../audit/audit.service';
import * as repo from './police-accounts.repository';
import type { AuditedActor } from '../audit/audit.service';
import { namedRef, stationRef } from '../../lib/joined-ref';

export interface PoliceAccountsDeps {
  db: Db;
  sessionCache: SessionStore['sessionCache'];
  jobs: Pick<JobQueue, 'enqueue'>;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
  /** Where the mailed links lead (PUBLIC_URL). */
  publicUrl: string;
}

export type Actor = AuditedActor;

/** Runs `work` in a transaction, handing it the transaction as a Db. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((t) => work(t as unknown as Db));
}

/** The station and Area Command a role is posted to, each checked to exist (400 naming the field otherwise). */
export async function checkPostingExists(db: Db, posting: { stationId: number | null; areaCommandId: number | null }) {
  const station = posting.stationId === null ? null : await findStation(db, posting.stationId);
  if (posting.stationId !== null && !station)
    throw badRequest(ACCOUNT_MESSAGES.stationNotFound, [
      { field: 'stationId', message: ACCOUNT_MESSAGES.stationNotFound },
    ]);
  const areaCommand = posting.areaCommandId === null ? null : await repo.findAreaCommand(db, posting.areaCommandId);
  if (posting.areaCommandId !== null && !areaCommand)
    throw badRequest(POLICE_ACCOUNT_MESSAGES.areaCommandNotFound, [
      { field: 'areaCommandId', message: POLICE_ACCOUNT_MESSAGES.areaCommandNotFound },
    ]);
  return { station, areaCommand };
}

function toPoliceAccount(row: repo.PoliceAccountRow): PoliceAccount {
  const { stationId, stationFormation, areaCommandId, areaCommandName, disabledAt, createdAt, ...account } = row;
  return {
    ...account,
    role: row.role as PoliceAccount['role'],
    station: stationRef(stationId, stationFormation),
    areaCommand: namedRef(areaCommandId, areaCommandName),
    status: disabledAt ? 'disabled' : 'active',
    disabledAt: disabledAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

export async function listPoliceAccounts(
  deps: Pick<PoliceAccountsDeps, 'db'>,
  query: z.output<typeof policeAccountListQuerySchema>,
) {
  const { page, size } = query;
  const { rows, total } = await repo.listPoliceAccounts(
    deps.db,
    { role: query.role, status: query.status, search: query.q || undefined },
    { limit: size, offset: (page - 1) * size },
  );
  return { data: rows.map(toPoliceAccount), pagination: pagination(total, page, size) };
}

async function accountById(db: Db, id: string): Promise<PoliceAccount> {
  const row = await repo.findPoliceAccount(db, id);
  if (!row) throw notFound(POLICE_ACCOUNT_MESSAGES.accountNotFound);
  return toPoliceAccount(row);
}

/** Locks the police account `id` (404 when it is not one) inside `work`'s transaction. */
async function withLockedAccount<T>(
  deps: Pick<PoliceAccountsDeps, 'db'>,
  id: string,
  work: (tx: Db, account: NonNullable<Awaited<ReturnType<typeof repo.lockPoliceAccount>>>) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw notFound(POLICE_ACCOUNT_MESSAGES.accountNotFound);
  return inTransaction(deps.db, async (tx) => {
    const account = await repo.lockPoliceAccount(tx, id);
    if (!account) throw notFound(POLICE_ACCOUNT_MESSAGES.accountNotFound);
    return work(tx, account);
  });
}

/**
 * Sets the role and the posting it needs (the body's rules: an officer a station, an area commander an Area
 * Command, HQ and administrators neither). A role change and a posting change are each audited; nothing changed,
 * nothing recorded.
 */
export async function updatePoliceAccount(
  deps: Pick<PoliceAccountsDeps, 'db' | 'now'>,
  actor: Actor,
  id: string,
  input: PoliceAccountUpdate,
): Promise<PoliceAccount> {
  await withLockedAccount(deps, id, async (tx, account) => {
    if (account.id === actor.id && input.role !== account.role)
      throw badRequest(POLICE_ACCOUNT_MESSAGES.cannotDemoteSelf, [
        { field: 'role', message: POLICE_ACCOUNT_MESSAGES.cannotDemoteSelf },
      ]);
    await checkPostingExists(tx, input);
    const now = deps.now();
    const from = {
      role: account.role,
      stationId: account.postingStationId,
      areaCommandId: account.postingAreaCommandId,
    };
    const roleChanged = from.role !== input.role;
    const postingChanged = from.stationId !== input.stationId || from.areaCommandId !== input.areaCommandId;
    if (!roleChanged && !postingChanged) return;
    await repo.setRoleAndPosting(
      tx,
      account.id,
      { role: input.role, postingStationId: input.stationId, postingAreaCommandId: input.areaCommandId },
      now,
    );
    const audit = (action: (typeof AUDIT_ACTIONS)['roleChanged' | 'postingChanged'], details: object) =>
      auditBy(tx, actor, action, { type: 'user', id: account.id }, { ...details }, now);
    if (roleChanged) await audit(AUDIT_ACTIONS.roleChanged, { fromRole: from.role, toRole: input.role });
    if (postingChanged)
      await audit(AUDIT_ACTIONS.postingChanged, {
        fromStationId: from.stationId,
        toStationId: input.stationId,
        fromAreaCommandId: from.areaCommandId,
        toAreaCommandId: input.areaCommandId,
      });
  });
  return accountById(deps.db, id);
}

/**
 * Disables the account and ends every sign-in of it in the same transaction; its access tokens stop working on
 * their next request (the session check refuses a disabled account). Disabling a disabled account changes nothing.
 */
export async function disablePoliceAccount(
  deps: Pick<PoliceAccountsDeps, 'db' | 'now' | 'sessionCache'>,
  actor: Actor,
  id: string,
): Promise<PoliceAccount> {
  if (id === actor.id) throw badRequest(POLICE_ACCOUNT_MESSAGES.cannotDisableSelf);
  await withLockedAccount(deps, id, async (tx, account) => {
    if (account.disabledAt) return;
    const now = deps.now();
    await repo.setDisabledAt(tx, account.id, now, now);
    await revokeAllSessions({ db: tx, sessionCache: deps.sessionCache }, account.id);
    await auditBy(
      tx,
      actor,
      AUDIT_ACTIONS.accountDisabled,
      { type: 'user', id: account.id },
      { role: account.role },
      now,
    );
  });
  return accountById(deps.db, id);
}

/** Lets a disabled account sign in again (its old sign-ins stay ended). Enabling an active account changes nothing. */
export async function enablePoliceAccount(
  deps: Pick<PoliceAccountsDeps, 'db' | 'now'>,
  actor: Actor,
  id: string,
): Promise<PoliceAccount> {
  await withLockedAccount(deps, id, async (tx, account) => {
    if (!account.disabledAt) return;
    const now = deps.now();
    await repo.setDisabledAt(tx, account.id, null, now);
    await auditBy(
      tx,
      actor,
      AUDIT_ACTIONS.accountEnabled,
      { type: 'user', id: account.id },
      { role: account.role, disabledAt: account.disabledAt.toISOString() },
      now,
    );
  });
  return accountById(deps.db, id);
}

/** The Area Commands with their LGAs and active stations, and the LGAs no command holds yet (for postings). */
export async function listAreaCommands(
  deps: Pick<PoliceAccountsDeps, 'db'>,
): Promise<{ areaCommands: AreaCommand[]; unassignedLgas: LgaWithStations[] }> {
  const tree = await repo.areaCommandTree(deps.db);
  const stationsByLga = new Map<number, { id: number; formation: string }[]>();
  for (const s of tree.stations) {
    if (s.lgaId === null) continue;
    const list = stationsByLga.get(s.lgaId) ?? [];
    list.push({ id: s.id, formation: s.formation });
    stationsByLga.set(s.lgaId, list);
  }
  const lgaOf = (l: { id: number; name: string }) => ({
    id: l.id,
    name: l.name,
    stations: stationsByLga.get(l.id) ?? [],
  });
  return {
    areaCommands: tree.commands.map((c) => ({
      id: c.id,
      name: c.name,
      lgas: tree.lgas.filter((l) => l.areaCommandId === c.id).map(lgaOf),
    })),
    unassignedLgas: tree.lgas.filter((l) => l.areaCommandId === null).map(lgaOf),
  };
}
