import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  POLICE_ACCOUNT_MESSAGES,
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  adminIdParamsSchema,
  areaCommandsResponseSchema,
  invitationBodySchema,
  invitationListQuerySchema,
  invitationListResponseSchema,
  invitationPreviewResponseSchema,
  invitationResponseSchema,
  invitationTokenParamsSchema,
  policeAccountListQuerySchema,
  policeAccountListResponseSchema,
  policeAccountResponseSchema,
  policeAccountUpdateBodySchema,
} from '@safeogun/contract/police-accounts';
import { created, ok } from '../../lib/envelope';
import { routeGroup, routeOptions } from '../../lib/route-options';
import { ADMIN, PUBLIC } from '../../plugins/route-access';
import {
  INVITATION_MAIL_QUEUE,
  acceptInvitation,
  invite,
  listInvitations,
  mailInvitation,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
  type InvitationMailJob,
} from './invitations.service';
import {
  disablePoliceAccount,
  enablePoliceAccount,
  listAreaCommands,
  listPoliceAccounts,
  updatePoliceAccount,
  type Actor,
  type PoliceAccountsDeps,
} from './police-accounts.service';
import { appDeps } from '../../plugins/app-deps';

const actor = (request: FastifyRequest): Actor => ({ id: request.user!.id, role: request.user!.role, ip: request.ip });

/**
 * Police accounts (issue 11): administrators invite, and run the accounts; the invitee's two calls are public (the
 * link's token is the credential) and rate limited per client address.
 */
const policeAccountsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const deps: PoliceAccountsDeps = { ...appDeps(app), mailer: app.mailer, publicUrl };
  app.jobs.work<InvitationMailJob>(INVITATION_MAIL_QUEUE, (job) => mailInvitation(deps, job));

  const admin = routeGroup(ADMIN, ['admin', 'police accounts']);
  const idParams = { params: adminIdParamsSchema };

  app.post(
    '/admin/invitations',
    admin(
      'Invite someone to a police account by email: an officer with a stationId, an area commander with an areaCommandId, HQ or an administrator with neither (mailed link valid 72 h; audited)',
      { body: invitationBodySchema, response: { 201: invitationResponseSchema } },
    ),
    async (request, reply) =>
      created(reply, { invitation: await invite(deps, actor(request), request.body) }, POLICE_ACCOUNT_MESSAGES.invited),
  );

  app.get(
    '/admin/invitations',
    admin('Invitations, newest first: filter by status (pending, accepted, expired, revoked) and email', {
      querystring: invitationListQuerySchema,
      response: { 200: invitationListResponseSchema },
    }),
    async (request) => ok({ invitations: await listInvitations(deps, request.query) }),
  );

  app.post(
    '/admin/invitations/:id/resend',
    admin('Send an invitation again: a new link valid 72 h; the previous link stops working (audited)', {
      ...idParams,
      response: { 200: invitationResponseSchema },
    }),
    async (request) =>
      ok(
        { invitation: await resendInvitation(deps, actor(request), request.params.id) },
        POLICE_ACCOUNT_MESSAGES.resent,
      ),
  );

  app.post(
    '/admin/invitations/:id/revoke',
    admin('Revoke an invitation: its link then says it was withdrawn (audited)', {
      ...idParams,
      response: { 200: invitationResponseSchema },
    }),
    async (request) =>
      ok(
        { invitation: await revokeInvitation(deps, actor(request), request.params.id) },
        POLICE_ACCOUNT_MESSAGES.revoked,
      ),
  );

  app.get(
    '/admin/area-commands',
    admin('The Area Commands with their LGAs and stations, and the LGAs no command holds yet', {
      response: { 200: areaCommandsResponseSchema },
    }),
    async () => ok(await listAreaCommands(deps)),
  );

  app.get(
    '/admin/police-accounts',
    admin('Police accounts: filter by role and status, search name or email; paged', {
      querystring: policeAccountListQuerySchema,
      response: { 200: policeAccountListResponseSchema },
    }),
    async (request) => ok({ accounts: await listPoliceAccounts(deps, request.query) }),
  );

  app.patch(
    '/admin/police-accounts/:id',
    admin(
      "Change a police account's role and posting together: an officer needs a stationId, an area commander an areaCommandId (audited; not your own role)",
      { ...idParams, body: policeAccountUpdateBodySchema, response: { 200: policeAccountResponseSchema } },
    ),
    async (request) =>
      ok(
        { account: await updatePoliceAccount(deps, actor(request), request.params.id, request.body) },
        POLICE_ACCOUNT_MESSAGES.updated,
      ),
  );

  app.post(
    '/admin/police-accounts/:id/disable',
    admin('Disable a police account: it cannot log in and every sign-in of it ends at once (audited; not yourself)', {
      ...idParams,
      response: { 200: policeAccountResponseSchema },
    }),
    async (request) =>
      ok(
        { account: await disablePoliceAccount(deps, actor(request), request.params.id) },
        POLICE_ACCOUNT_MESSAGES.disabled,
      ),
  );

  app.post(
    '/admin/police-accounts/:id/enable',
    admin('Let a disabled police account log in again (audited)', {
      ...idParams,
      response: { 200: policeAccountResponseSchema },
    }),
    async (request) =>
      ok(
        { account: await enablePoliceAccount(deps, actor(request), request.params.id) },
        POLICE_ACCOUNT_MESSAGES.enabled,
      ),
  );

  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.get(
    '/auth/invitations/:token',
    routeOptions(
      PUBLIC,
      ['auth', 'police accounts'],
      'What an invitation link is for (email, role, posting), or why it can no longer be used (404 unknown, 410 used, expired or revoked)',
      { params: invitationTokenParamsSchema, response: { 200: invitationPreviewResponseSchema } },
      perMinute(30),
    ),
    async (request) => ok({ invitation: await previewInvitation(deps, request.params.token) }),
  );

  app.post(
    '/auth/invitations/accept',
    routeOptions(
      PUBLIC,
      ['auth', 'police accounts'],
      'Accept an invitation: name, phone and password make the police account (then log in as usual)',
      { body: acceptInvitationBodySchema, response: { 201: acceptInvitationResponseSchema } },
      perMinute(10),
    ),
    async (request, reply) =>
      created(reply, await acceptInvitation(deps, request.body, request.ip), POLICE_ACCOUNT_MESSAGES.accepted),
  );
};

export default policeAccountsRoutes;
