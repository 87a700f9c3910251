import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStatsResponseSchema } from '@safeogun/contract/stats';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { PUBLIC } from '../../plugins/route-access';
import { createStatsService, STATS_CACHE_MS } from './stats.service';

/** GET /stats/public: the landing page's figures, counted in the live database and cached for a few minutes. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStatsService(app);

  app.get(
    '/stats/public',
    routeOptions(PUBLIC, ['stats'], "The landing page's figures", {
      description:
        'Reports filed (no drafts or demo reports), citizen accounts (no police, deleted or demo accounts) and the ' +
        'local government areas covered, counted at most once every five minutes.',
      response: { 200: publicStatsResponseSchema },
    }),
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${STATS_CACHE_MS / 1000}`);
      return ok(await service.publicStats());
    },
  );
};

export default statsRoutes;
