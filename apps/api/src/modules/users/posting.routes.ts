import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postingBodySchema, postingParamsSchema, postingResponseSchema } from '@safeogun/contract/users';
import { POSTING_MESSAGES } from '@safeogun/contract/messages';
import { ok } from '../../lib/envelope';
import { changePosting } from './posting.service';

/** Administrators post police officers to stations (decision 006); nobody else can. */
const postingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/users/:id/posting',
    {
      // Before the body is validated: a caller who may not do this learns nothing from the answer.
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['user', 'admin'],
        summary:
          "Post a police officer to a station, or to none (administrators only; audited). Decides the officer's reach",
        security: [{ bearerAuth: [] }],
        params: postingParamsSchema,
        body: postingBodySchema,
        response: { 200: postingResponseSchema },
      },
    },
    async (request) =>
      ok(
        { posting: await changePosting(app.db, request.user!, request.params.id, request.body.stationId) },
        POSTING_MESSAGES.changed,
      ),
  );
};

export default postingRoutes;
