import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackStationsResponseSchema,
  feedbackTypesResponseSchema,
  incidentTypesResponseSchema,
  lgasResponseSchema,
} from '@safeogun/contract/options';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { listActiveStations, listFeedbackTypes, listIncidentTypes, listLgas } from './options.service';
import { PUBLIC } from '../../plugins/route-access';

/** Reference lists the forms and the map load: public and cacheable for a few minutes. */
const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', 'public, max-age=300');
  });

  app.get(
    '/options/lgas/all',
    routeOptions(PUBLIC, ['options'], 'The local government areas', { response: { 200: lgasResponseSchema } }),
    async () => ok({ lgas: await listLgas(app.db) }),
  );

  app.get(
    '/incident/types',
    routeOptions(PUBLIC, ['options'], 'Incident types', { response: { 200: incidentTypesResponseSchema } }),
    async () => ok(await listIncidentTypes(app.db)),
  );

  app.get(
    '/feedback/types',
    routeOptions(PUBLIC, ['options'], 'Feedback types', { response: { 200: feedbackTypesResponseSchema } }),
    async () => ok(await listFeedbackTypes(app.db)),
  );

  app.get(
    '/feedback/stations',
    routeOptions(PUBLIC, ['options'], 'Police stations to address feedback to', {
      response: { 200: feedbackStationsResponseSchema },
    }),
    async () => ok(await listActiveStations(app.db)),
  );
};

export default optionsRoutes;
