import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RETENTION_MESSAGES,
  retentionRunBodySchema,
  retentionRunResponseSchema,
  retentionRunsResponseSchema,
} from '@safeogun/contract/retention';
import { ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import { ADMIN } from '../../plugins/route-access';
import { lastRetentionRuns, previewRetention, runRetention, type RetentionDeps } from './retention.service';

/** The retention sweep for administrators (issue 22): its last runs, a preview, and a run now. */
const retentionRoutes: FastifyPluginAsyncZod<{ deps: RetentionDeps }> = async (app, { deps }) => {
  const admin = routeGroup(ADMIN, ['admin', 'retention']);

  app.get(
    '/admin/retention/runs',
    admin('The last runs of the retention sweep, newest first, with what each removed per kind of data', {
      response: { 200: retentionRunsResponseSchema },
    }),
    async () => ok({ runs: await lastRetentionRuns(deps) }, RETENTION_MESSAGES.runsListed),
  );

  app.post(
    '/admin/retention/run',
    admin(
      'dryRun true: how many records of each kind are due under the retention schedule, changing nothing. dryRun false: run the sweep now (audited)',
      { body: retentionRunBodySchema, response: { 200: retentionRunResponseSchema } },
    ),
    async (request) => {
      if (request.body.dryRun) {
        const started = Date.now();
        const counts = await previewRetention(deps);
        return ok({ dryRun: true, counts, durationMs: Date.now() - started }, RETENTION_MESSAGES.previewed);
      }
      const actor = { id: request.user!.id, role: request.user!.role, ip: request.ip };
      return ok({ dryRun: false, ...(await runRetention(deps, actor)) }, RETENTION_MESSAGES.ran);
    },
  );
};

export default retentionRoutes;
