import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policeQueueQuerySchema, policeQueueResponseSchema } from '@safeogun/contract/casework';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { POLICE } from '../../plugins/route-access';
import type { CaseworkDeps } from './casework.deps';
import { listQueue } from './queue.service';

/** GET /police/incidents: the queue of the caller's reach. */
const queueRoutes: FastifyPluginAsyncZod<{ deps: CaseworkDeps }> = async (app, { deps }) => {
  app.get(
    '/police/incidents',
    routeOptions(
      POLICE,
      ['police'],
      "The submitted reports within the caller's reach: filtered, sorted and paged, with the count of each status tab",
      { querystring: policeQueueQuerySchema, response: { 200: policeQueueResponseSchema } },
    ),
    async (request) => ok(await listQueue(deps, request.user!, request.query), 'Reports retrieved'),
  );
};

export default queueRoutes;
