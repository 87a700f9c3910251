import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SLA_MESSAGES,
  slaTargetBodySchema,
  slaTargetListResponseSchema,
  slaTargetParamsSchema,
  slaTargetResponseSchema,
} from '@safeogun/contract/sla';
import { ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import { ADMIN } from '../../plugins/route-access';
import { listSlaTargets, updateSlaTarget, type SlaTargetsDeps } from './sla-targets.service';
import { appDeps } from '../../plugins/app-deps';

/** GET and PUT /admin/sla-targets: the response-time targets per incident type, in minutes (administrators). */
const slaTargetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SlaTargetsDeps = appDeps(app);
  const admin = routeGroup(ADMIN, ['admin', 'response-time targets']);

  app.get(
    '/admin/sla-targets',
    admin('The response-time targets of every incident type: minutes to acknowledge and to resolve', {
      response: { 200: slaTargetListResponseSchema },
    }),
    async () => ok({ targets: await listSlaTargets(deps) }, SLA_MESSAGES.listed),
  );

  app.put(
    '/admin/sla-targets/:incidentTypeId',
    admin(
      "Changes an incident type's two targets (acknowledge from 1 minute to 7 days, resolve from the acknowledge target to 365 days; audited). Reports keep the targets they were filed under",
      { params: slaTargetParamsSchema, body: slaTargetBodySchema, response: { 200: slaTargetResponseSchema } },
    ),
    async (request) => {
      const { target, changed } = await updateSlaTarget(
        deps,
        { id: request.user!.id, role: request.user!.role, ip: request.ip },
        request.params.incidentTypeId,
        request.body,
      );
      return ok({ target }, changed ? SLA_MESSAGES.saved : SLA_MESSAGES.unchanged);
    },
  );
};

export default slaTargetsRoutes;
