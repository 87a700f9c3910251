/**
 * Police accounts (issue 11): administrators invite police by email with a role and a posting, the invitee sets
 * their name, phone and password on the accept page, and administrators list, resend and revoke invitations, change
 * a police account's role and posting, and disable or enable it. Every one of those changes is audited.
 */
import { z } from 'zod';
import { nigerianPhoneSchema, emailSchema, passwordSchema } from './auth';
import { envelope, paginationSchema } from './envelope';
import { VALIDATION_MESSAGES } from './messages';
import { POLICE_ROLES, ROLE_LABELS, type PoliceRole } from './roles';
import { idSchema, pageSchema, pageSizeSchema } from './validation';

/** An invitation link works for this long after it was sent (or sent again). */
export const INVITATION_TTL_HOURS = 72;

/** Where the mailed link leads: the console's accept page, with `?token=`. */
export const ACCEPT_INVITATION_PATH = '/console/accept-invitation';

export const POLICE_ACCOUNT_MESSAGES = {
  invited: 'Invitation sent.',
  resent: 'A new invitation link has been sent. The previous link no longer works.',
  revoked: 'Invitation revoked. Its link no longer works.',
  accepted: 'Your police account is ready. Log in with your email and password.',
  updated: 'Police account updated.',
  disabled: 'Account disabled. Every sign-in of this account has ended.',
  enabled: 'Account enabled. They can log in again.',
  emailHasAccount: 'This email address already has a SafeOgun account. Invite a different address.',
  pendingInvitation:
    'This email address already has an invitation waiting to be accepted. Use Resend in the invitations list to send its link again.',
  stationRequired: 'Choose the station this officer is posted to.',
  areaCommandRequired: 'Choose the Area Command this area commander leads.',
  stationOnlyForOfficers: 'Only an officer is posted to a station. Leave the station out for this role.',
  areaCommandOnlyForCommanders:
    'Only an area commander is posted to an Area Command. Leave the Area Command out for this role.',
  areaCommandNotFound: 'Area Command not found.',
  invitationNotFound: 'Invitation not found.',
  accountNotFound: 'Police account not found.',
  cannotResendAccepted: 'This invitation has already been accepted: the account exists.',
  cannotResendRevoked: 'This invitation was revoked. Send a new invitation instead.',
  cannotRevokeAccepted: 'This invitation has already been accepted. To stop the account, disable it instead.',
  alreadyRevoked: 'This invitation is already revoked.',
  cannotDisableSelf: 'You cannot disable your own account. Ask another administrator.',
  cannotDemoteSelf: 'You cannot change your own role. Ask another administrator.',
  /** Login of a disabled account (after a correct password only, so it tells a stranger nothing). */
  accountDisabled: 'This account has been disabled. Contact your administrator if you think this is a mistake.',
  // The accept page: what a link that can no longer be used says, one sentence each.
  linkUnknown:
    'This invitation link is not valid. If you were sent a newer invitation, use the link in that email; otherwise ask your administrator for a new one.',
  linkUsed: 'This invitation has already been used. Log in with the email and password you chose.',
  linkExpired: `This invitation has expired: links work for ${INVITATION_TTL_HOURS} hours. Ask your administrator to send it again.`,
  linkRevoked: 'This invitation was withdrawn by an administrator. Ask them if you still need an account.',
  emailTakenOnAccept:
    'This email address already has a SafeOgun account, so the invitation cannot create another. Ask your administrator.',
} as const;

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const POLICE_ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type PoliceAccountStatus = (typeof POLICE_ACCOUNT_STATUSES)[number];

const roleSchema = z.enum(POLICE_ROLES, { message: `role must be one of ${POLICE_ROLES.join(', ')}.` });

// ---------------------------------------------------------------- posting (role and where it is posted)

/**
 * The posting each role needs: an officer a station, an area commander an Area Command, HQ and administrators
 * neither (they reach the whole state). A posting the role does not take is refused, never silently dropped.
 */
function checkPosting(
  v: { role: PoliceRole; stationId?: number | null; areaCommandId?: number | null },
  ctx: z.RefinementCtx,
) {
  const station = v.stationId != null;
  const command = v.areaCommandId != null;
  const issue = (path: 'stationId' | 'areaCommandId', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.role === 'officer' && !station) issue('stationId', POLICE_ACCOUNT_MESSAGES.stationRequired);
  if (v.role !== 'officer' && station) issue('stationId', POLICE_ACCOUNT_MESSAGES.stationOnlyForOfficers);
  if (v.role === 'area_commander' && !command) issue('areaCommandId', POLICE_ACCOUNT_MESSAGES.areaCommandRequired);
  if (v.role !== 'area_commander' && command)
    issue('areaCommandId', POLICE_ACCOUNT_MESSAGES.areaCommandOnlyForCommanders);
}

const postingFields = {
  role: roleSchema,
  stationId: idSchema().nullish(),
  areaCommandId: idSchema().nullish(),
};
const normalisePosting = <T extends { stationId?: number | null; areaCommandId?: number | null }>(v: T) => ({
  ...v,
  stationId: v.stationId ?? null,
  areaCommandId: v.areaCommandId ?? null,
});

/** PATCH /admin/police-accounts/{id}: the role and its posting, together. */
export const policeAccountUpdateBodySchema = z
  .object(postingFields)
  .superRefine(checkPosting)
  .transform(normalisePosting);
export type PoliceAccountUpdateBody = z.input<typeof policeAccountUpdateBodySchema>;
export type PoliceAccountUpdate = z.output<typeof policeAccountUpdateBodySchema>;

/** POST /admin/invitations: `{ email, role, stationId }` for an officer, `{ email, role, areaCommandId }` for a commander. */
export const invitationBodySchema = z
  .object({ email: emailSchema, ...postingFields })
  .superRefine(checkPosting)
  .transform(normalisePosting);
export type InvitationBody = z.input<typeof invitationBodySchema>;
export type InvitationInput = z.output<typeof invitationBodySchema>;

// ---------------------------------------------------------------- shapes

const stationRef = z.object({ id: z.number().int(), formation: z.string() });
const areaCommandRef = z.object({ id: z.number().int(), name: z.string() });
export type StationRef = z.infer<typeof stationRef>;
export type AreaCommandRef = z.infer<typeof areaCommandRef>;

/** Where a police account is posted, in words: its station, its Area Command, or the whole state. */
export function describePosting(p: {
  role: string;
  station: StationRef | null;
  areaCommand: AreaCommandRef | null;
}): string {
  if (p.role === 'officer') return p.station?.formation ?? 'No station';
  if (p.role === 'area_commander') return p.areaCommand?.name ?? 'No Area Command';
  return 'Whole state';
}

export const roleLabel = (role: string) => ROLE_LABELS[role as PoliceRole] ?? role;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(POLICE_ROLES),
  station: stationRef.nullable(),
  areaCommand: areaCommandRef.nullable(),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.object({ id: z.string(), fullName: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  /** The current link's end; sending the invitation again moves it. */
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationResponseSchema = envelope(z.object({ invitation: invitationSchema }));

export const invitationListQuerySchema = z.object({
  page: pageSchema,
  size: pageSizeSchema(100, 20),
  status: z
    .enum(INVITATION_STATUSES, { message: `status must be one of ${INVITATION_STATUSES.join(', ')}.` })
    .optional(),
  /** Part of the invited email address. */
  q: z.string().trim().max(100, 'Search must be 100 characters or fewer').optional(),
});
export type InvitationListQuery = z.output<typeof invitationListQuerySchema>;

export const invitationListResponseSchema = envelope(
  z.object({ invitations: z.object({ data: z.array(invitationSchema), pagination: paginationSchema }) }),
);

/** Path ids of the administrator endpoints (anything that is not an id answers 404). */
export const adminIdParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

/** GET /auth/invitations/{token}: what the accept page shows. */
export const invitationTokenParamsSchema = z.object({
  token: z
    .string({ message: POLICE_ACCOUNT_MESSAGES.linkUnknown })
    .min(1, POLICE_ACCOUNT_MESSAGES.linkUnknown)
    .max(200),
});

export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: z.enum(POLICE_ROLES),
  roleLabel: z.string(),
  station: stationRef.nullable(),
  areaCommand: areaCommandRef.nullable(),
  /** The posting in words (describePosting). */
  posting: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponseSchema = envelope(z.object({ invitation: invitationPreviewSchema }));

const fullNameSchema = z
  .string({ message: VALIDATION_MESSAGES.fullNameRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.fullNameRequired)
  .max(120, 'Full name must be 120 characters or fewer');

/** POST /auth/invitations/accept */
export const acceptInvitationBodySchema = z.object({
  token: invitationTokenParamsSchema.shape.token,
  fullName: fullNameSchema,
  phoneNumber: nigerianPhoneSchema,
  password: passwordSchema,
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** The accept page's form: the body without the token (it comes from the link), plus the confirmation. */
export const acceptInvitationFormSchema = acceptInvitationBodySchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION_MESSAGES.confirmPasswordRequired });
    else if (v.confirmPassword !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION_MESSAGES.passwordsMismatch });
  });
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;

export const acceptInvitationResponseSchema = envelope(z.object({ email: z.string(), role: z.enum(POLICE_ROLES) }));

// ---------------------------------------------------------------- area commands

const stationItem = stationRef;
const lgaWithStations = z.object({ id: z.number().int(), name: z.string(), stations: z.array(stationItem) });
export type LgaWithStations = z.infer<typeof lgaWithStations>;

export const areaCommandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lgas: z.array(lgaWithStations),
});
export type AreaCommand = z.infer<typeof areaCommandSchema>;

/** GET /admin/area-commands: the commands with their LGAs and stations, and the LGAs no command holds yet. */
export const areaCommandsResponseSchema = envelope(
  z.object({ areaCommands: z.array(areaCommandSchema), unassignedLgas: z.array(lgaWithStations) }),
);

// ---------------------------------------------------------------- police accounts

export const policeAccountSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.enum(POLICE_ROLES),
  station: stationRef.nullable(),
  areaCommand: areaCommandRef.nullable(),
  status: z.enum(POLICE_ACCOUNT_STATUSES),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PoliceAccount = z.infer<typeof policeAccountSchema>;
export const policeAccountResponseSchema = envelope(z.object({ account: policeAccountSchema }));

export const policeAccountListQuerySchema = z.object({
  page: pageSchema,
  size: pageSizeSchema(100, 20),
  role: roleSchema.optional(),
  status: z
    .enum(POLICE_ACCOUNT_STATUSES, { message: `status must be one of ${POLICE_ACCOUNT_STATUSES.join(', ')}.` })
    .optional(),
  /** Part of the name or the email address. */
  q: z.string().trim().max(100, 'Search must be 100 characters or fewer').optional(),
});
export type PoliceAccountListQuery = z.output<typeof policeAccountListQuerySchema>;

export const policeAccountListResponseSchema = envelope(
  z.object({ accounts: z.object({ data: z.array(policeAccountSchema), pagination: paginationSchema }) }),
);
