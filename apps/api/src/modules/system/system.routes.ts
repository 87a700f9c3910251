import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SYSTEM_MESSAGES,
  failedTextParamsSchema,
  retryResponseSchema,
  systemResponseSchema,
} from '@safeogun/contract/system';
import { ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import { ADMIN } from '../../plugins/route-access';
import { retryText, systemView, type SystemDeps } from './system.service';

/** GET /admin/system and POST /admin/system/failed-texts/{id}/retry (administrators; the System page). */
const systemRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  const deps: SystemDeps = {
    db: app.db,
    now: () => app.clock.now(),
    version: opts.version,
    engine: app.database.engine,
    backups: app.backups,
  };
  const admin = routeGroup(ADMIN, ['admin', 'system']);

  app.get(
    '/admin/system',
    admin(
      'The key figures of the install: job queues, unacknowledged SOS alerts, reports past target by Area Command, failed texts, the last backup, version and uptime',
      { response: { 200: systemResponseSchema } },
    ),
    async () => ok(await systemView(deps), SYSTEM_MESSAGES.read),
  );

  app.post(
    '/admin/system/failed-texts/:id/retry',
    admin('Puts a text that failed for good back on its queue, due now (audited)', {
      params: failedTextParamsSchema,
      response: { 200: retryResponseSchema },
    }),
    async (request) => {
      const retried = await retryText(
        deps,
        { id: request.user!.id, role: request.user!.role, ip: request.ip },
        request.params.id,
      );
      return ok(retried, SYSTEM_MESSAGES.retried);
    },
  );
};

export default systemRoutes;
