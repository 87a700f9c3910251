import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRANSPARENCY_CACHE_SECONDS,
  transparencyQuerySchema,
  transparencyResponseSchema,
} from '@safeogun/contract/transparency';
import { ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import { PUBLIC } from '../../plugins/route-access';
import { createTransparencyService } from './transparency.service';
import { transparencyCsv } from './transparency-csv';

const DESCRIPTION =
  'Reports filed in the period (drafts and demo reports not counted) in the state, an Area Command (`areaCommandId`) ' +
  'or an LGA (`lgaId`): received by type and channel, share acknowledged within target, median minutes to ' +
  'acknowledge and to resolve, share resolved or closed, case ratings given in the period, feedback by type; per ' +
  'LGA and per station. A cell describing fewer than 5 reports (or ratings, or feedback entries) is null. Computed ' +
  `at most once every ${TRANSPARENCY_CACHE_SECONDS / 60} minutes per period and area.`;

/** GET /public/transparency and its CSV: the command's performance for anyone, embeddable (decision 016). */
const transparencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTransparencyService({ db: app.db, now: () => app.clock.now(), log: app.log });
  const route = routeGroup(PUBLIC, ['transparency'], {}, { querystring: transparencyQuerySchema });
  const cacheControl = `public, max-age=${TRANSPARENCY_CACHE_SECONDS}`;

  app.get(
    '/public/transparency',
    route('How the police perform over a period, for the state, an Area Command or an LGA', {
      description: DESCRIPTION,
      response: { 200: transparencyResponseSchema },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', cacheControl).header('Access-Control-Allow-Origin', '*');
      return ok(await service.transparency(request.query));
    },
  );

  app.get(
    '/public/transparency/csv',
    route('The same figures as a CSV file (text/csv): the area, then one row per LGA and per station', {
      description: `${DESCRIPTION} Withheld cells are empty.`,
    }),
    async (request, reply) => {
      const file = transparencyCsv(await service.transparency(request.query));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', cacheControl)
        .send(file.csv);
    },
  );
};

export default transparencyRoutes;
