import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNotNull } from 'drizzle-orm';
import { nearbyQuerySchema, nearbyStationsResponseSchema, type NearbyStation } from '@safeogun/contract/users';
import { stations } from '../../db/schema';
import { distanceKm } from '../../lib/geo';
import { ok } from '../../lib/envelope';

const NEARBY_LIMIT = 50;

/** GET /stations/nearby: active stations within the radius, nearest first, distance in km to one decimal. */
const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stations/nearby',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['stations'],
        summary: 'Police stations near a point',
        querystring: nearbyQuerySchema,
        response: { 200: nearbyStationsResponseSchema },
      },
    },
    async (request) => {
      const { latitude, longitude, radius } = request.query;
      const rows = await app.db
        .select()
        .from(stations)
        .where(and(eq(stations.isActive, true), isNotNull(stations.latitude), isNotNull(stations.longitude)));
      const found: NearbyStation[] = rows
        .map((s) => ({ s, d: distanceKm(latitude, longitude, s.latitude!, s.longitude!) }))
        .filter(({ d }) => d <= radius)
        .sort((a, b) => a.d - b.d)
        .slice(0, NEARBY_LIMIT)
        .map(({ s, d }) => ({
          id: s.id,
          formation: s.formation,
          name: s.formation,
          address: s.address,
          latitude: s.latitude!,
          longitude: s.longitude!,
          distance: Math.round(d * 10) / 10,
        }));
      return ok(
        { stations: found, nearbyStations: found },
        found.length ? 'Stations found' : 'No stations found nearby',
      );
    },
  );
};

export default stationsRoutes;
