import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearbyQuerySchema, nearbyStationsResponseSchema } from '@safeogun/contract/users';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { nearbyStations } from './stations.service';
import { PUBLIC } from '../../plugins/route-access';

/** GET /stations/nearby: active stations within the radius, nearest first, distance in km to one decimal. */
const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stations/nearby',
    routeOptions(
      PUBLIC,
      ['stations'],
      'Police stations near a point',
      { querystring: nearbyQuerySchema, response: { 200: nearbyStationsResponseSchema } },
      { rateLimit: { max: 120, timeWindow: '1 minute' } },
    ),
    async (request) => {
      const found = await nearbyStations(app, request.query);
      return ok(
        { stations: found, nearbyStations: found },
        found.length ? 'Stations found' : 'No stations found nearby',
      );
    },
  );
};

export default stationsRoutes;
