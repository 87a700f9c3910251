import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  policeQueueExportQuerySchema,
  policeQueueQuerySchema,
  policeQueueResponseSchema,
} from '@safeogun/contract/casework';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { POLICE } from '../../plugins/route-access';
import type { CaseworkDeps } from './casework.deps';
import { listQueue } from './queue.service';
import { exportQueue } from './queue-export.service';

/** GET /police/incidents: the queue of the caller's reach; GET /police/incidents/export: the same as a CSV file. */
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

  app.get(
    '/police/incidents/export',
    routeOptions(
      POLICE,
      ['police'],
      'The queue as a CSV file (text/csv): same reach, filters and order, at most 10,000 reports, no reporter identity or description; audited',
      { querystring: policeQueueExportQuerySchema },
      { rateLimit: { max: 10, timeWindow: '1 minute' } },
    ),
    async (request, reply) => {
      const file = await exportQueue(deps, { ...request.user!, ip: request.ip }, request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.csv);
    },
  );
};

export default queueRoutes;
