import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaseworkDeps } from './casework.deps';
import actionRoutes from './actions.routes';
import caseRoutes from './case.routes';
import queueRoutes from './queue.routes';
import { appDeps } from '../../plugins/app-deps';

/** The police casework API (issue 11): the queue, one case and its reporter, and the actions on a report. */
const caseworkRoutes: FastifyPluginAsyncZod<{ apiPrefix: string; fileUrlSecret: string }> = async (app, opts) => {
  const deps: CaseworkDeps = { ...appDeps(app), apiPrefix: opts.apiPrefix, fileUrlSecret: opts.fileUrlSecret };
  await app.register(queueRoutes, { deps });
  await app.register(caseRoutes, { deps });
  await app.register(actionRoutes, { deps });
};

export default caseworkRoutes;
