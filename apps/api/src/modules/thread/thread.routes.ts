import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { incidentIdParamsSchema, trackParamsSchema } from '@safeogun/contract/incidents';
import {
  THREAD_MESSAGES,
  policeThreadResponseSchema,
  threadMessageRequestSchema,
  trackThreadResponseSchema,
} from '@safeogun/contract/thread';
import { created, ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/errors';
import { normaliseTicketId } from '../../lib/ticket-id';
import { routeGroup, routeOptions } from '../../lib/route-options';
import { POLICE, PUBLIC } from '../../plugins/route-access';
import { answerByTrackingId, listPoliceThread, sendPoliceMessage, type ThreadDeps } from './thread.service';
import { appDeps } from '../../plugins/app-deps';

/**
 * Answers by tracking ID are public, so they are limited twice: per client address (many phones share one behind
 * carrier-grade NAT, so generously: 30 in 10 minutes) and per tracking ID (10 an hour, however many addresses
 * send them), so one report's thread cannot be flooded. The refusal says how long to wait.
 */
export const ANSWERS_PER_CLIENT = { max: 30, timeWindow: 10 * 60_000 };
export const ANSWERS_PER_TRACKING_ID = { max: 10, timeWindow: 60 * 60_000 };

const trackingKey = (request: FastifyRequest) => {
  const { trackingId } = request.params as { trackingId: string };
  return `thread:${normaliseTicketId(trackingId) ?? trackingId.trim().toUpperCase()}`;
};

/** The conversation between the police and a report's reporter (issue 12). */
const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ThreadDeps = appDeps(app);
  const perTrackingId = app.createRateLimit({ ...ANSWERS_PER_TRACKING_ID, keyGenerator: trackingKey });

  const caseRoute = routeGroup(POLICE, ['police'], {}, { params: incidentIdParamsSchema });

  app.get(
    '/police/incidents/:id/messages',
    caseRoute("The conversation with the report's reporter, oldest first (never who they are)", {
      response: { 200: policeThreadResponseSchema },
    }),
    async (request) => ok({ messages: await listPoliceThread(deps, request.user!, request.params.id) }),
  );

  app.post(
    '/police/incidents/:id/messages',
    caseRoute(
      'Send a message to the reporter (read by tracking ID; a signed-in reporter is notified); audited; 409 when closed',
      { body: threadMessageRequestSchema, response: { 201: policeThreadResponseSchema } },
    ),
    async (request, reply) => {
      const messages = await sendPoliceMessage(
        deps,
        { id: request.user!.id, role: request.user!.role, ip: request.ip },
        { incidentId: request.params.id, text: request.body.text },
      );
      return created(reply, { messages }, THREAD_MESSAGES.sent);
    },
  );

  app.post(
    '/incident/track/:trackingId/messages',
    {
      ...routeOptions(
        PUBLIC,
        ['incidents'],
        'Answer the police by tracking ID; nothing about the sender is kept. Limited per client and per ID; 409 when closed',
        { params: trackParamsSchema, body: threadMessageRequestSchema, response: { 201: trackThreadResponseSchema } },
        {
          rateLimit: {
            ...ANSWERS_PER_CLIENT,
            errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
              tooManyRequests(THREAD_MESSAGES.tooMany(context.ttl / 1000), context.ttl / 1000),
          },
        },
      ),
      // The request log would pair the sender's address with the tracking ID: this route logs warnings and errors
      // only (which carry the request id, never the address), whatever the app's level.
      logLevel: 'warn',
      preHandler: async (request: FastifyRequest) => {
        const limit = await perTrackingId(request);
        if (!limit.isAllowed && limit.isExceeded)
          throw tooManyRequests(THREAD_MESSAGES.tooMany(limit.ttl / 1000), limit.ttl / 1000);
      },
    },
    async (request, reply) => {
      const messages = await answerByTrackingId(deps, request.params.trackingId, request.body.text);
      return created(reply, { messages }, THREAD_MESSAGES.sent);
    },
  );
};

export default threadRoutes;
