import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reverseQuerySchema,
  reverseResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@safeogun/contract/geo';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { AppError } from '../../lib/errors';
import { createGeocodingProvider, forgetLgaAreas, type GeocodingProvider } from './geocoding';
import { PUBLIC } from '../../plugins/route-access';

/**
 * Address checks for the report form (GET /stations/nearby is in stations.routes.ts). Public (the anonymous form does not use them,
 * but the sign-up location step may), rate limited because each may cost a paid geocoding call.
 */
const geoRoutes: FastifyPluginAsyncZod<{ googleMapsApiKey?: string; provider?: GeocodingProvider }> = async (
  app,
  opts,
) => {
  const provider = opts.provider ?? createGeocodingProvider(app.db, opts.googleMapsApiKey);
  // An LGA moved to another Area Command (or re-imported) on any process: route new reports by the new data at once.
  const unsubscribe = app.referenceChanges.on((change) => {
    if (change === 'lgas' || change === 'all') forgetLgaAreas(app.db);
  });
  app.addHook('onClose', async () => unsubscribe());
  const rateLimit = { max: 60, timeWindow: '1 minute' };

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      app.log.warn({ err: error, provider: provider.name }, 'geocoding failed');
      throw new AppError(502, 'The address service is not available right now. Please try again.');
    }
  };

  app.get(
    '/geo/reverse',
    routeOptions(
      PUBLIC,
      ['geo'],
      'The address and LGA at a point',
      { querystring: reverseQuerySchema, response: { 200: reverseResponseSchema } },
      { rateLimit },
    ),
    async (request) => {
      const place = await guard(() => provider.reverse(request.query.lat, request.query.lng));
      if (!place) throw new AppError(404, REPORT_MESSAGES.addressNotFound);
      return ok({ place });
    },
  );

  app.get(
    '/geo/search',
    routeOptions(
      PUBLIC,
      ['geo'],
      'Places in Nigeria matching a typed address',
      { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      { rateLimit },
    ),
    async (request) => ok({ places: await guard(() => provider.search(request.query.q)) }),
  );
};

export default geoRoutes;
