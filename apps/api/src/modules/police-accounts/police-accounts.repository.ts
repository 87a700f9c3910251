/** SQL of police accounts: invitations, the police accounts themselves, and the Area Commands they are posted to. */
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POLICE_ROLES } from '@safeogun/contract/roles';
import type { InvitationStatus, PoliceAccountStatus } from '@safeogun/contract/police-accounts';
import type { Db } from '../../db/client';
import { columnsOf } from '../../lib/columns';
import { areaCommands, lgas, policeInvitations, stations, users } from '../../db/schema';
import { listAreaCommands } from '../accounts-core/places.repository';

export { findAreaCommand } from '../accounts-core/places.repository';

/** Escapes LIKE wildcards so a search for 'a_b' means the text 'a_b'. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------- postings

/** Every Area Command, LGA and active station, for GET /admin/area-commands (a few hundred rows at most). */
export async function areaCommandTree(db: Db) {
  const [commands, lgaRows, stationRows] = await Promise.all([
    listAreaCommands(db),
    db
      .select({ id: lgas.id, name: lgas.name, areaCommandId: lgas.areaCommandId })
      .from(lgas)
      .orderBy(asc(lgas.sortOrder), asc(lgas.name)),
    db
      .select({ id: stations.id, formation: stations.formation, lgaId: stations.lgaId })
      .from(stations)
      .where(eq(stations.isActive, true))
      .orderBy(asc(stations.formation)),
  ]);
  return { commands, lgas: lgaRows, stations: stationRows };
}

// ---------------------------------------------------------------- accounts

/** The live account with this email (deleted accounts have none). */
export async function accountWithEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findAdministrator(db: Db) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A posting's station and Area Command with their names, from `stations` and `areaCommands` left-joined. */
const postingNames = {
  stationId: stations.id,
  stationFormation: stations.formation,
  areaCommandId: areaCommands.id,
  areaCommandName: areaCommands.name,
};

/** Police accounts with their posting's names. */
function accountsWithPostings(db: Db) {
  return db
    .select({
      ...columnsOf(users, 'id', 'fullName', 'email', 'phoneNumber', 'role'),
      ...postingNames,
      ...columnsOf(users, 'disabledAt', 'createdAt'),
    })
    .from(users)
    .leftJoin(stations, eq(stations.id, users.postingStationId))
    .leftJoin(areaCommands, eq(areaCommands.id, users.postingAreaCommandId));
}
export type PoliceAccountRow = Awaited<ReturnType<typeof accountsWithPostings>>[number];

const policeAccountScope = and(inArray(users.role, [...POLICE_ROLES]), isNull(users.deletedAt));

export interface PoliceAccountFilter {
  role?: string;
  status?: PoliceAccountStatus;
  search?: string;
}

function accountFilter(filter: PoliceAccountFilter): SQL | undefined {
  const pattern = filter.search ? likePattern(filter.search) : null;
  return and(
    policeAccountScope,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status === 'active' ? isNull(users.disabledAt) : undefined,
    filter.status === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
  );
}

export async function listPoliceAccounts(
  db: Db,
  filter: PoliceAccountFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PoliceAccountRow[]; total: number }> {
  const where = accountFilter(filter);
  const [rows, [totals]] = await Promise.all([
    accountsWithPostings(db)
      .where(where)
      .orderBy(asc(sql`lower(coalesce(${users.fullName}, ${users.email}))`), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findPoliceAccount(db: Db, id: string): Promise<PoliceAccountRow | null> {
  const [row] = await accountsWithPostings(db).where(and(eq(users.id, id), policeAccountScope));
  return row ?? null;
}

/** The police account, locked until the transaction ends so two administrators' changes queue. */
export async function lockPoliceAccount(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      role: users.role,
      postingStationId: users.postingStationId,
      postingAreaCommandId: users.postingAreaCommandId,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(and(eq(users.id, id), policeAccountScope))
    .for('update');
  return row ?? null;
}

export async function setRoleAndPosting(
  tx: Db,
  id: string,
  set: { role: string; postingStationId: number | null; postingAreaCommandId: number | null },
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(eq(users.id, id));
}

export async function setDisabledAt(tx: Db, id: string, disabledAt: Date | null, now: Date): Promise<void> {
  await tx.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, id));
}

// ---------------------------------------------------------------- invitations

/**
 * Serialises invitations and account creation for one address until the transaction ends (the two-key form, class
 * 'invi', so it never meets the one-key locks or the audit log's): two administrators inviting the same address at
 * once make one invitation.
 */
export async function lockEmailAddress(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x696e7669}, hashtext(${email}))`);
}

const inviter = alias(users, 'inviter');

/** What decides whether an invitation's link can still be used (`live`, and the service's `usable`). */
const invitationState = {
  expiresAt: policeInvitations.expiresAt,
  acceptedAt: policeInvitations.acceptedAt,
  revokedAt: policeInvitations.revokedAt,
};

/** An invitation as accepting, resending or revoking it reads it: the address, the posting offered and its state. */
const invitationColumns = {
  id: policeInvitations.id,
  email: policeInvitations.email,
  role: policeInvitations.role,
  stationId: policeInvitations.stationId,
  areaCommandId: policeInvitations.areaCommandId,
  ...invitationState,
};

/** Invitations with the names of their posting and of the administrator who sent them. */
function invitationsWithNames(db: Db) {
  return db
    .select({
      ...columnsOf(policeInvitations, 'id', 'email', 'role'),
      ...postingNames,
      invitedById: inviter.id,
      invitedByName: inviter.fullName,
      createdAt: policeInvitations.createdAt,
      ...invitationState,
    })
    .from(policeInvitations)
    .leftJoin(stations, eq(stations.id, policeInvitations.stationId))
    .leftJoin(areaCommands, eq(areaCommands.id, policeInvitations.areaCommandId))
    .leftJoin(inviter, eq(inviter.id, policeInvitations.invitedByUserId));
}
export type InvitationRow = Awaited<ReturnType<typeof invitationsWithNames>>[number];

/** An invitation that can still be accepted: neither accepted nor revoked, and its link not expired at `now`. */
const live = (now: Date) =>
  and(isNull(policeInvitations.acceptedAt), isNull(policeInvitations.revokedAt), gt(policeInvitations.expiresAt, now));

function statusCondition(status: InvitationStatus, now: Date): SQL {
  switch (status) {
    case 'pending':
      return live(now)!;
    case 'accepted':
      return isNotNull(policeInvitations.acceptedAt);
    case 'revoked':
      return and(isNull(policeInvitations.acceptedAt), isNotNull(policeInvitations.revokedAt))!;
    case 'expired':
      return and(
        isNull(policeInvitations.acceptedAt),
        isNull(policeInvitations.revokedAt),
        lte(policeInvitations.expiresAt, now),
      )!;
  }
}

export async function findLiveInvitationFor(tx: Db, email: string, now: Date) {
  const [row] = await tx
    .select({ id: policeInvitations.id })
    .from(policeInvitations)
    .where(and(eq(policeInvitations.email, email), live(now)))
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(
  tx: Db,
  values: {
    email: string;
    role: string;
    stationId: number | null;
    areaCommandId: number | null;
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx.insert(policeInvitations).values(values).returning({ id: policeInvitations.id });
  return row!.id;
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await invitationsWithNames(db).where(eq(policeInvitations.id, id));
  return row ?? null;
}

export async function listInvitations(
  db: Db,
  filter: { status?: InvitationStatus; search?: string },
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const where = and(
    filter.status ? statusCondition(filter.status, now) : undefined,
    filter.search ? ilike(policeInvitations.email, likePattern(filter.search)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    invitationsWithNames(db)
      .where(where)
      .orderBy(desc(policeInvitations.createdAt), desc(policeInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(policeInvitations).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The invitation whose link carries this token (by its SHA-256), locked with `forUpdate` inside a transaction. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string, forUpdate = false) {
  const query = db.select(invitationColumns).from(policeInvitations).where(eq(policeInvitations.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Locks the invitation for a change (resend, revoke). */
export async function lockInvitation(tx: Db, id: string) {
  const [row] = await tx
    .select(invitationColumns)
    .from(policeInvitations)
    .where(eq(policeInvitations.id, id))
    .for('update');
  return row ?? null;
}

export async function updateInvitation(
  tx: Db,
  id: string,
  set: Partial<
    Pick<
      typeof policeInvitations.$inferInsert,
      'tokenHash' | 'expiresAt' | 'revokedAt' | 'acceptedAt' | 'acceptedUserId'
    >
  >,
): Promise<void> {
  await tx.update(policeInvitations).set(set).where(eq(policeInvitations.id, id));
}

/**
 * Gives the invitation the token of the mail about to go out, only while that mail is still the current one (its
 * link ends at `sending`: a resend since has moved the end and sends its own) and the invitation can be accepted.
 * Returns what the mail says, or null when there is nothing to send.
 */
export async function takeInvitationToken(db: Db, id: string, sending: Date, tokenHash: string, now: Date) {
  const [taken] = await db
    .update(policeInvitations)
    .set({ tokenHash })
    .where(and(eq(policeInvitations.id, id), eq(policeInvitations.expiresAt, sending), live(now)))
    .returning({ id: policeInvitations.id });
  if (!taken) return null;
  return findInvitation(db, id);
}
