import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postingBodySchema, postingParamsSchema, postingResponseSchema } from '@safeogun/contract/users';
import { POSTING_MESSAGES } from '@safeogun/contract/messages';
import { ok } from '../../lib/envelope';
import { changePosting } from './posting.service';
import { roles } from '../../plugins/route-access';

/** Administrators post police officers to stations (decision 006); nobody else can. */
const postingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/users/:id/posting',
    {
      // The check runs before the body is validated: a caller who may not do this learns nothing from the answer.
      config: { access: roles('admin') },
      schema: {
        tags: ['user', 'admin'],
        summary:
          "Post a police officer to a station, or to none (administrators only; audited). Decides the officer's reach",
        params: postingParamsSchema,
        body: postingBodySchema,
        response: { 200: postingResponseSchema },
      },
    },
    async (request) =>
      ok(
        {
          posting: await changePosting(app.db, request.user!, request.params.id, request.body.stationId, request.ip),
        },
        POSTING_MESSAGES.changed,
      ),
  );
};

export default postingRoutes;
