import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackStationsResponseSchema,
  feedbackTypesResponseSchema,
  incidentTypesResponseSchema,
  lgasResponseSchema,
} from '@safeogun/contract/options';
import { ok } from '../../lib/envelope';
import { listActiveStations, listFeedbackTypes, listIncidentTypes, listLgas } from './options.service';
import { PUBLIC } from '../../plugins/route-access';

/** Reference lists the forms and the map load: public and cacheable for a few minutes. */
const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', 'public, max-age=300');
  });

  app.get(
    '/options/lgas/all',
    {
      config: { access: PUBLIC },
      schema: { tags: ['options'], summary: 'The local government areas', response: { 200: lgasResponseSchema } },
    },
    async () => ok({ lgas: await listLgas(app.db) }),
  );

  app.get(
    '/incident/types',
    {
      config: { access: PUBLIC },
      schema: { tags: ['options'], summary: 'Incident types', response: { 200: incidentTypesResponseSchema } },
    },
    async () => ok(await listIncidentTypes(app.db)),
  );

  app.get(
    '/feedback/types',
    {
      config: { access: PUBLIC },
      schema: { tags: ['options'], summary: 'Feedback types', response: { 200: feedbackTypesResponseSchema } },
    },
    async () => ok(await listFeedbackTypes(app.db)),
  );

  app.get(
    '/feedback/stations',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['options'],
        summary: 'Police stations to address feedback to',
        response: { 200: feedbackStationsResponseSchema },
      },
    },
    async () => ok(await listActiveStations(app.db)),
  );
};

export default optionsRoutes;
