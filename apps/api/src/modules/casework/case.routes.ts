import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  policeCaseResponseSchema,
  revealReporterRequestSchema,
  revealReporterResponseSchema,
} from '@safeogun/contract/casework';
import { incidentIdParamsSchema } from '@safeogun/contract/incidents';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { POLICE } from '../../plugins/route-access';
import type { CaseworkDeps } from './casework.deps';
import { getCase } from './case.service';
import { revealReporter } from './reveal.service';

/** One case, and revealing its reporter (audited). */
const caseRoutes: FastifyPluginAsyncZod<{ deps: CaseworkDeps }> = async (app, { deps }) => {
  app.get(
    '/police/incidents/:id',
    routeOptions(
      POLICE,
      ['police'],
      'One report within reach: the facts, evidence (SHA-256, signed URLs), full history, review; never the reporter',
      { params: incidentIdParamsSchema, response: { 200: policeCaseResponseSchema } },
    ),
    async (request) => ok({ incident: await getCase(deps, request.user!, request.params.id) }, 'Report retrieved'),
  );

  app.post(
    '/police/incidents/:id/reveal-reporter',
    routeOptions(
      POLICE,
      ['police'],
      "A named reporter's contact details, with a reason; written to the audit log. Hidden or anonymous: 403",
      {
        params: incidentIdParamsSchema,
        body: revealReporterRequestSchema,
        response: { 200: revealReporterResponseSchema },
      },
    ),
    async (request) => {
      const reporter = await revealReporter(
        deps,
        { ...request.user!, ip: request.ip },
        { incidentId: request.params.id, reason: request.body.reason },
      );
      return ok({ reporter }, 'Reporter revealed; this was recorded in the audit log');
    },
  );
};

export default caseRoutes;
