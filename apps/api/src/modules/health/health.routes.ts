import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema, readinessResponseSchema } from '@safeogun/contract/health';
import { errorEnvelopeSchema } from '@safeogun/contract/envelope';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/connection-errors';
import { PUBLIC } from '../../plugins/route-access';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    routeOptions(PUBLIC, ['health'], 'The process is up', { response: { 200: healthResponseSchema } }),
    async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/health/ready',
    routeOptions(PUBLIC, ['health'], 'The database answers', {
      response: { 200: readinessResponseSchema, 503: errorEnvelopeSchema },
    }),
    async (request, reply) => {
      // Shutting down (SIGTERM): still serving, but a load balancer should send elsewhere from now on.
      if (app.lifecycle.draining)
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ success: false, message: GENERIC_MESSAGES.serviceUnavailable });
      try {
        await app.db.execute(sql`select 1`);
        return ok({ status: 'ready' as const, database: app.database.engine });
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ success: false, message: GENERIC_MESSAGES.databaseNotReady });
      }
    },
  );
};

export default healthRoutes;
