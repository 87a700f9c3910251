import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPEN311_KEY_MESSAGES,
  open311KeyCreateBodySchema,
  open311KeyIssuedResponseSchema,
  open311KeyListResponseSchema,
  open311KeyParamsSchema,
  open311KeyResponseSchema,
} from '@safeogun/contract/open311';
import { created, ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import { ADMIN } from '../../plugins/route-access';
import { issueOpen311Key, listOpen311Keys, revokeOpen311Key, type Open311KeysDeps } from './open311-keys.service';

/** /admin/open311-keys: the API keys of the apps that file reports through Open311 (administrators; decision 018). */
const open311KeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: Open311KeysDeps = { db: app.db, now: () => app.clock.now() };
  const admin = routeGroup(ADMIN, ['admin', 'open311']);
  const actorOf = (request: { user?: { id: string; role: string } | null; ip: string }) => ({
    id: request.user!.id,
    role: request.user!.role,
    ip: request.ip,
  });

  app.get(
    '/admin/open311-keys',
    admin('The Open311 API keys, newest first: name, first characters, issued by, last used, revoked, reports filed', {
      response: { 200: open311KeyListResponseSchema },
    }),
    async () => ok({ keys: await listOpen311Keys(deps) }, OPEN311_KEY_MESSAGES.listed),
  );

  app.post(
    '/admin/open311-keys',
    admin('Issues a key for the app named (audited); the key is in this answer only, never shown again', {
      body: open311KeyCreateBodySchema,
      response: { 201: open311KeyIssuedResponseSchema },
    }),
    async (request, reply) => {
      const issued = await issueOpen311Key(deps, actorOf(request), request.body.name);
      return created(reply, issued, OPEN311_KEY_MESSAGES.issued);
    },
  );

  app.post(
    '/admin/open311-keys/:id/revoke',
    admin('Revokes a key (audited): requests with it are refused from now on; 409 when it was revoked already', {
      params: open311KeyParamsSchema,
      response: { 200: open311KeyResponseSchema },
    }),
    async (request) =>
      ok({ key: await revokeOpen311Key(deps, actorOf(request), request.params.id) }, OPEN311_KEY_MESSAGES.revoked),
  );
};

export default open311KeysRoutes;
