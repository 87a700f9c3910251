/**
 * Invitations to police accounts (issue 11). An administrator invites an email address with a role and its posting;
 * the mail carries a one-time link to the console's accept page, valid INVITATION_TTL_HOURS; the invitee sets their
 * name, phone and password there and the police account is made, its email verified by the link itself.
 *
 * The link's token is never stored: the row holds its SHA-256 only, and the token is made by the mailing job when
 * the mail goes out (the job queue stores its payload in clear, so the payload names the invitation, not a token).
 * Until then, and after a resend, the row holds the hash of a token nobody has, so an old link is dead at once.
 * A job whose invitation was sent again since (its link end `expiresAt` has moved) sends nothing: the newer job does.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_HOURS,
  POLICE_ACCOUNT_MESSAGES,
  describePosting,
  roleLabel,
  type Invitation,
  type InvitationInput,
  type InvitationPreview,
  type InvitationStatus,
  type invitationListQuerySchema,
} from '@safeogun/contract/police-accounts';
import type { PoliceRole } from '@safeogun/contract/roles';
import { PROFILE_MESSAGES } from '@safeogun/contract/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, gone, notFound, type AppError } from '../../lib/errors';
import { pagination } from '../../lib/pagination';
import { isUuid } from '../../lib/uuid';
import { namedRef, stationRef } from '../../lib/joined-ref';
import type { Job } from '../../plugins/jobs';
import { insertUser, phoneTakenByOther } from '../accounts-core/accounts.repository';
import { hashPassword } from '../accounts-core/passwords';
import { AUDIT_ACTIONS, auditBy, recordAudit } from '../audit/audit.service';
import { acceptLink, invitationMail } from './invitation-mail';
import * as repo from './police-accounts.repository';
import { checkPostingExists, inTransaction, type Actor, type PoliceAccountsDeps } from './police-accounts.service';

export const INVITATION_MAIL_QUEUE = 'police-invitation-email';
const MAIL_MAX_ATTEMPTS = 3;
const TTL_MS = INVITATION_TTL_HOURS * 3_600_000;

export interface InvitationMailJob {
  invitationId: string;
  /** The end of the link this mail carries (ISO): the job sends nothing once a resend has moved it. */
  expiresAt: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** The hash of a token nobody holds: the row's value until the mail goes out, and after a resend. */
const deadTokenHash = () => hashToken(newToken());

function statusOf(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function toInvitation(row: repo.InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as PoliceRole,
    station: stationRef(row.stationId, row.stationFormation),
    areaCommand: namedRef(row.areaCommandId, row.areaCommandName),
    status: statusOf(row, now),
    invitedBy: row.invitedById ? { id: row.invitedById, fullName: row.invitedByName } : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function invitationById(deps: Pick<PoliceAccountsDeps, 'db' | 'now'>, id: string): Promise<Invitation> {
  const row = await repo.findInvitation(deps.db, id);
  if (!row) throw notFound(POLICE_ACCOUNT_MESSAGES.invitationNotFound);
  return toInvitation(row, deps.now());
}

const emailConflict = (message: string) => conflict(message, [{ field: 'email', message }]);

function audit(
  tx: Db,
  actor: Actor,
  action: (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS],
  id: string,
  details: object,
  now: Date,
) {
  return auditBy(tx, actor, action, { type: 'invitation', id }, { ...details }, now);
}

/** Queues the mail of the link ending at `expiresAt`, in the transaction that set it. */
function queueMail(deps: Pick<PoliceAccountsDeps, 'jobs'>, tx: Db, invitationId: string, expiresAt: Date) {
  return deps.jobs.enqueue<InvitationMailJob>(
    INVITATION_MAIL_QUEUE,
    { invitationId, expiresAt: expiresAt.toISOString() },
    { maxAttempts: MAIL_MAX_ATTEMPTS },
    tx,
  );
}

/**
 * Invites `input.email` as `input.role` with its posting. Refused (409) when the address already has an account or
 * an invitation still waiting to be accepted (the administrator resends that one instead of making a second).
 */
export async function invite(deps: PoliceAccountsDeps, actor: Actor, input: InvitationInput): Promise<Invitation> {
  const now = deps.now();
  const id = await inTransaction(deps.db, async (tx) => {
    await checkPostingExists(tx, input);
    await repo.lockEmailAddress(tx, input.email);
    if (await repo.accountWithEmail(tx, input.email)) throw emailConflict(POLICE_ACCOUNT_MESSAGES.emailHasAccount);
    if (await repo.findLiveInvitationFor(tx, input.email, now))
      throw emailConflict(POLICE_ACCOUNT_MESSAGES.pendingInvitation);
    const expiresAt = new Date(now.getTime() + TTL_MS);
    const invitationId = await repo.insertInvitation(tx, {
      email: input.email,
      role: input.role,
      stationId: input.stationId,
      areaCommandId: input.areaCommandId,
      tokenHash: deadTokenHash(),
      invitedByUserId: actor.id,
      expiresAt,
      createdAt: now,
    });
    await audit(
      tx,
      actor,
      AUDIT_ACTIONS.invitationSent,
      invitationId,
      { role: input.role, stationId: input.stationId, areaCommandId: input.areaCommandId },
      now,
    );
    await queueMail(deps, tx, invitationId, expiresAt);
    return invitationId;
  });
  return invitationById(deps, id);
}

export async function listInvitations(
  deps: Pick<PoliceAccountsDeps, 'db' | 'now'>,
  query: z.output<typeof invitationListQuerySchema>,
) {
  const now = deps.now();
  const { page, size } = query;
  const { rows, total } = await repo.listInvitations(
    deps.db,
    { status: query.status, search: query.q || undefined },
    now,
    { limit: size, offset: (page - 1) * size },
  );
  return { data: rows.map((row) => toInvitation(row, now)), pagination: pagination(total, page, size) };
}

async function withLockedInvitation<T>(
  deps: Pick<PoliceAccountsDeps, 'db'>,
  id: string,
  work: (tx: Db, invitation: NonNullable<Awaited<ReturnType<typeof repo.lockInvitation>>>) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw notFound(POLICE_ACCOUNT_MESSAGES.invitationNotFound);
  return inTransaction(deps.db, async (tx) => {
    const invitation = await repo.lockInvitation(tx, id);
    if (!invitation) throw notFound(POLICE_ACCOUNT_MESSAGES.invitationNotFound);
    return work(tx, invitation);
  });
}

/**
 * Sends the invitation again with a new link valid INVITATION_TTL_HOURS from now; the previous link stops working at
 * once. Works for a pending or an expired invitation, not an accepted or revoked one.
 */
export async function resendInvitation(deps: PoliceAccountsDeps, actor: Actor, id: string): Promise<Invitation> {
  const now = deps.now();
  await withLockedInvitation(deps, id, async (tx, invitation) => {
    if (invitation.acceptedAt) throw conflict(POLICE_ACCOUNT_MESSAGES.cannotResendAccepted);
    if (invitation.revokedAt) throw conflict(POLICE_ACCOUNT_MESSAGES.cannotResendRevoked);
    await repo.lockEmailAddress(tx, invitation.email);
    if (await repo.accountWithEmail(tx, invitation.email)) throw conflict(POLICE_ACCOUNT_MESSAGES.emailHasAccount);
    const other = await repo.findLiveInvitationFor(tx, invitation.email, now);
    if (other && other.id !== invitation.id) throw conflict(POLICE_ACCOUNT_MESSAGES.pendingInvitation);
    // A new end even within the same millisecond, so the job of the previous mail sees it moved.
    let expiresAt = new Date(now.getTime() + TTL_MS);
    if (expiresAt.getTime() <= invitation.expiresAt.getTime()) expiresAt = new Date(invitation.expiresAt.getTime() + 1);
    await repo.updateInvitation(tx, invitation.id, { tokenHash: deadTokenHash(), expiresAt });
    await audit(tx, actor, AUDIT_ACTIONS.invitationResent, invitation.id, { expiresAt: expiresAt.toISOString() }, now);
    await queueMail(deps, tx, invitation.id, expiresAt);
  });
  return invitationById(deps, id);
}

/** Withdraws the invitation: its link answers that it was revoked. An accepted one is disabled as an account instead. */
export async function revokeInvitation(deps: PoliceAccountsDeps, actor: Actor, id: string): Promise<Invitation> {
  const now = deps.now();
  await withLockedInvitation(deps, id, async (tx, invitation) => {
    if (invitation.acceptedAt) throw conflict(POLICE_ACCOUNT_MESSAGES.cannotRevokeAccepted);
    if (invitation.revokedAt) throw conflict(POLICE_ACCOUNT_MESSAGES.alreadyRevoked);
    await repo.updateInvitation(tx, invitation.id, { revokedAt: now });
    await audit(tx, actor, AUDIT_ACTIONS.invitationRevoked, invitation.id, {}, now);
  });
  return invitationById(deps, id);
}

/** The INVITATION_MAIL_QUEUE job: a fresh token, its hash on the row, the link mailed; nothing for a stale job. */
export async function mailInvitation(deps: PoliceAccountsDeps, job: Job<InvitationMailJob>): Promise<void> {
  const { invitationId, expiresAt } = job.payload;
  const token = newToken();
  const row = await repo.takeInvitationToken(deps.db, invitationId, new Date(expiresAt), hashToken(token), deps.now());
  if (!row) return;
  await deps.mailer.send(
    invitationMail(row.email, {
      roleLabel: roleLabel(row.role),
      posting: describePosting({
        role: row.role,
        station: stationRef(row.stationId, row.stationFormation),
        areaCommand: namedRef(row.areaCommandId, row.areaCommandName),
      }),
      inviterName: row.invitedByName,
      link: acceptLink(deps.publicUrl, token),
      expiresAt: row.expiresAt,
    }),
  );
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof repo.findInvitationByTokenHash>>>;

/** The invitation a link names while it can be accepted; otherwise the sentence saying why it cannot (404, 410). */
function usable(row: TokenRow | null, now: Date): TokenRow {
  if (!row) throw notFound(POLICE_ACCOUNT_MESSAGES.linkUnknown);
  switch (statusOf(row, now)) {
    case 'accepted':
      throw gone(POLICE_ACCOUNT_MESSAGES.linkUsed);
    case 'revoked':
      throw gone(POLICE_ACCOUNT_MESSAGES.linkRevoked);
    case 'expired':
      throw gone(POLICE_ACCOUNT_MESSAGES.linkExpired);
    case 'pending':
      return row;
  }
}

/** What the accept page shows for a link: who is invited, as what, posted where. */
export async function previewInvitation(
  deps: Pick<PoliceAccountsDeps, 'db' | 'now'>,
  token: string,
): Promise<InvitationPreview> {
  const now = deps.now();
  const found = usable(await repo.findInvitationByTokenHash(deps.db, hashToken(token)), now);
  const row = (await repo.findInvitation(deps.db, found.id))!;
  const station = stationRef(row.stationId, row.stationFormation);
  const areaCommand = namedRef(row.areaCommandId, row.areaCommandName);
  return {
    email: row.email,
    role: row.role as PoliceRole,
    roleLabel: roleLabel(row.role),
    station,
    areaCommand,
    posting: describePosting({ role: row.role, station, areaCommand }),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A unique index the insert ran into, as the sentence for the field it guards (null: not one of ours). */
function uniqueViolation(error: unknown): AppError | null {
  const text = String((error as { cause?: unknown }).cause ?? error);
  if (text.includes('users_phone_unique'))
    return conflict(PROFILE_MESSAGES.phoneExists, [{ field: 'phoneNumber', message: PROFILE_MESSAGES.phoneExists }]);
  if (text.includes('users_email_unique')) return conflict(POLICE_ACCOUNT_MESSAGES.emailTakenOnAccept);
  return null;
}

/**
 * Makes the police account of the invitation the token names: its email (verified by the link), role and posting,
 * with the name, phone and password the invitee chose. The link is then used up. The invitee logs in as usual.
 */
export async function acceptInvitation(
  deps: Pick<PoliceAccountsDeps, 'db' | 'now'>,
  input: { token: string; fullName: string; phoneNumber: string; password: string },
  clientIp: string,
): Promise<{ email: string; role: PoliceRole }> {
  const hash = hashToken(input.token);
  // A dead link is answered before the (deliberately slow) password hashing.
  usable(await repo.findInvitationByTokenHash(deps.db, hash), deps.now());
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.now();
      const invitation = usable(await repo.findInvitationByTokenHash(tx, hash, true), now);
      if (await repo.accountWithEmail(tx, invitation.email)) throw conflict(POLICE_ACCOUNT_MESSAGES.emailTakenOnAccept);
      if (await phoneTakenByOther(tx, input.phoneNumber, null))
        throw conflict(PROFILE_MESSAGES.phoneExists, [{ field: 'phoneNumber', message: PROFILE_MESSAGES.phoneExists }]);
      const role = invitation.role as PoliceRole;
      const userId = await insertUser(tx, {
        email: invitation.email,
        userName: invitation.email.split('@')[0],
        fullName: input.fullName,
        phoneNumber: input.phoneNumber,
        role,
        provider: 'email',
        passwordHash,
        emailVerifiedAt: now,
        postingStationId: invitation.stationId,
        postingAreaCommandId: invitation.areaCommandId,
        createdAt: now,
        updatedAt: now,
      });
      await repo.updateInvitation(tx, invitation.id, { acceptedAt: now, acceptedUserId: userId });
      await recordAudit(
        tx,
        {
          actor: { id: userId, role },
          action: AUDIT_ACTIONS.invitationAccepted,
          target: { type: 'invitation', id: invitation.id },
          details: { userId, role, stationId: invitation.stationId, areaCommandId: invitation.areaCommandId },
          ipAddress: clientIp,
        },
        now,
      );
      return { email: invitation.email, role };
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}
