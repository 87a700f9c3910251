import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFeedbackBodySchema,
  createFeedbackResponseSchema,
  feedbackHistoryQuerySchema,
  feedbackHistoryResponseSchema,
  feedbackReplyResponseSchema,
  policeFeedbackListResponseSchema,
} from '@safeogun/contract/feedback';
import { policeReplyRequestSchema } from '@safeogun/contract/police';
import { FEEDBACK_MESSAGES } from '@safeogun/contract/messages';
import { created, ok } from '../../lib/envelope';
import { jsonIdempotency } from '../../lib/upload-request';
import { routeOptions } from '../../lib/route-options';
import { notifyAfterCommit, notifyFeedbackReply } from '../notifications/notifications.service';
import {
  feedbackSummaryQuerySchema,
  feedbackSummaryResponseSchema,
  policeFeedbackListQuerySchema,
  policeFeedbackListResponseSchema as entriesResponseSchema,
} from '@safeogun/contract/police-feedback';
import { createFeedback, feedbackForPolice, feedbackHistory, replyToFeedback } from './feedback.service';
import { feedbackSummary, listPoliceFeedback, type PoliceFeedbackDeps } from './police-feedback.service';
import { POLICE, SIGNED_IN } from '../../plugins/route-access';
import { appDeps } from '../../plugins/app-deps';

/** Feedback on police performance; GET /feedback/types and /feedback/stations live in the options module. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PoliceFeedbackDeps = appDeps(app);

  app.post(
    '/feedback/create',
    routeOptions(
      SIGNED_IN,
      ['feedback'],
      'Send feedback to a station or an officer',
      {
        description: 'Send an Idempotency-Key header to make retries safe.',
        body: createFeedbackBodySchema,
        response: { 201: createFeedbackResponseSchema },
      },
      { rateLimit: { max: 20, timeWindow: '1 minute' } },
    ),
    async (request, reply) => {
      const item = await createFeedback(app.db, request.user!.id, request.body, jsonIdempotency(request));
      return created(reply, item, FEEDBACK_MESSAGES.success);
    },
  );

  app.get(
    '/feedback/history',
    routeOptions(SIGNED_IN, ['feedback'], "The caller's own feedback, newest first", {
      querystring: feedbackHistoryQuerySchema,
      response: { 200: feedbackHistoryResponseSchema },
    }),
    async (request) => ok(await feedbackHistory(app.db, request.user!.id, request.query.page, request.query.size)),
  );

  app.get(
    '/police/feedback',
    routeOptions(
      POLICE,
      ['police'],
      "Feedback to the officer's station (administrators: all), newest first, with replies; never who sent it",
      { querystring: feedbackHistoryQuerySchema, response: { 200: policeFeedbackListResponseSchema } },
    ),
    async (request) => ok(await feedbackForPolice(app.db, request.user!, request.query.page, request.query.size)),
  );

  app.get(
    '/police/feedback/entries',
    routeOptions(
      POLICE,
      ['police'],
      'Reviews of cases and feedback to stations in reach, newest first, filtered (type, rating, replied, period, mine); a reviewer named only when not hidden',
      { querystring: policeFeedbackListQuerySchema, response: { 200: entriesResponseSchema } },
    ),
    async (request) => ok(await listPoliceFeedback(deps, request.user!, request.query)),
  );

  app.get(
    '/police/feedback/summary',
    routeOptions(
      POLICE,
      ['police'],
      'Counts and average ratings over a period (default the last 30 days), in reach: in total, per Area Command, per station',
      { querystring: feedbackSummaryQuerySchema, response: { 200: feedbackSummaryResponseSchema } },
    ),
    async (request) => ok(await feedbackSummary(deps, request.user!, request.query)),
  );

  app.post(
    '/police/feedback/:id/reply',
    routeOptions(
      POLICE,
      ['police'],
      "Reply to a feedback of the officer's station (administrators: any; replaces an earlier reply); the sender is notified",
      {
        params: z.object({ id: z.string().max(100) }),
        body: policeReplyRequestSchema,
        response: { 200: feedbackReplyResponseSchema },
      },
    ),
    async (request) => {
      const { item, senderId } = await replyToFeedback(deps, request.user!, request.params.id, request.body.reply);
      if (senderId)
        await notifyAfterCommit(app, () => notifyFeedbackReply(app, { userId: senderId, reply: request.body.reply }));
      return ok(item, 'Reply sent');
    },
  );
};

export default feedbackRoutes;
