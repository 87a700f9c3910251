/** The community hub's API (issue 21): public reading under /community, authoring under /admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMUNITY_MESSAGES,
  addressableLgasResponseSchema,
  adminAlertListResponseSchema,
  adminPollListResponseSchema,
  adminTipListQuerySchema,
  alertAudienceSchema,
  alertIdParamsSchema,
  alertInputSchema,
  alertListQuerySchema,
  alertListResponseSchema,
  alertPublishedResponseSchema,
  alertReachResponseSchema,
  alertResponseSchema,
  pollIdParamsSchema,
  pollInputSchema,
  pollLgaResultsResponseSchema,
  pollListQuerySchema,
  pollListResponseSchema,
  pollResponseSchema,
  pollVoteBodySchema,
  tipIdParamsSchema,
  tipInputSchema,
  tipListQuerySchema,
  tipListResponseSchema,
  tipResponseSchema,
  tipUpdateSchema,
} from '@safeogun/contract/community';
import { created, ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { appDeps } from '../../plugins/app-deps';
import { PermanentSmsError } from '../../plugins/sms';
import { ADMIN, OPTIONAL_SIGN_IN, PUBLIC, SIGNED_IN, roles } from '../../plugins/route-access';
import { addressableLgaNames } from './community-reach';
import { authorTip, createTip, listAllTips, listTips, readTip, updateTip } from './tips.service';
import {
  AREA_ALERT_QUEUE,
  AREA_ALERT_SMS_QUEUE,
  activeAlerts,
  alertsInReach,
  broadcastAlert,
  sendAlertText,
  previewAlert,
  publishAlert,
  readAlert,
  withdrawAlert,
  type AreaAlertSms,
} from './alerts.service';
import {
  listPolls,
  pollResultsByLga,
  pollResultsCsv,
  pollsInReach,
  publishPoll,
  readPoll,
  vote,
} from './polls.service';

/** Who publishes alerts and polls: State HQ and administrators anywhere, area commanders in their command. */
const PUBLISHERS = roles('admin', 'hq', 'area_commander');

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const actorOf = (request: { user?: { id: string; role: string; sessionId: string } | null; ip: string }) => ({
    ...request.user!,
    ip: request.ip,
  });

  app.jobs.work<{ alertId: number }>(AREA_ALERT_QUEUE, (job) => broadcastAlert(deps, job.payload.alertId), {
    timeoutMs: 10 * 60_000,
  });
  app.jobs.work<AreaAlertSms>(
    AREA_ALERT_SMS_QUEUE,
    async (job) => {
      try {
        await sendAlertText({ ...deps, sms: app.sms }, job.payload);
      } catch (error) {
        if (error instanceof PermanentSmsError) Object.assign(error, { permanent: true });
        throw error;
      }
    },
    { concurrency: 4, timeoutMs: 30_000 },
  );

  // ---------------------------------------------------------------------------------------------- public
  app.get(
    '/community/tips',
    routeOptions(PUBLIC, ['community'], 'Published safety tips, by topic and words (title, summary, steps)', {
      querystring: tipListQuerySchema,
      response: { 200: tipListResponseSchema },
    }),
    async (request) => ok({ tips: await listTips(deps, request.query) }),
  );
  app.get(
    '/community/tips/:id',
    routeOptions(PUBLIC, ['community'], 'One published safety tip', {
      params: tipIdParamsSchema,
      response: { 200: tipResponseSchema },
    }),
    async (request) => ok({ tip: await readTip(deps, request.params.id) }),
  );
  app.get(
    '/community/alerts',
    routeOptions(
      OPTIONAL_SIGN_IN,
      ['community'],
      "Active security alerts for an LGA (with the state-wide ones): the one asked for, else the signed-in resident's (their profile station's LGA), else all",
      { querystring: alertListQuerySchema, response: { 200: alertListResponseSchema } },
    ),
    async (request) => ok(await activeAlerts(deps, request.query.lga, request.user?.id)),
  );
  app.get(
    '/community/alerts/:id',
    routeOptions(PUBLIC, ['community'], 'One active security alert', {
      params: alertIdParamsSchema,
      response: { 200: alertResponseSchema },
    }),
    async (request) => ok({ alert: await readAlert(deps, request.params.id) }),
  );
  app.get(
    '/community/polls',
    routeOptions(
      OPTIONAL_SIGN_IN,
      ['community'],
      "Polls for an LGA (with the state-wide ones), else the signed-in resident's, else all; results only after voting or once closed",
      { querystring: pollListQuerySchema, response: { 200: pollListResponseSchema } },
    ),
    async (request) => ok({ polls: await listPolls(deps, request.query.lga, request.user) }),
  );
  app.get(
    '/community/polls/:id',
    routeOptions(OPTIONAL_SIGN_IN, ['community'], 'One poll; its results only after voting or once closed', {
      params: pollIdParamsSchema,
      response: { 200: pollResponseSchema },
    }),
    async (request) => ok({ poll: await readPoll(deps, request.params.id, request.user) }),
  );
  app.post(
    '/community/polls/:id/vote',
    routeOptions(
      SIGNED_IN,
      ['community'],
      'Vote once (citizens); a second vote or a vote after closing answers 409. The vote is counted, never linked to the voter',
      { params: pollIdParamsSchema, body: pollVoteBodySchema, response: { 200: pollResponseSchema } },
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    ),
    async (request) =>
      ok({ poll: await vote(deps, request.user!, request.params.id, request.body.optionId) }, COMMUNITY_MESSAGES.voted),
  );

  // ---------------------------------------------------------------------------------------------- tips (admin)
  app.get(
    '/admin/tips',
    routeOptions(ADMIN, ['community', 'admin'], 'Every safety tip, drafts included', {
      querystring: adminTipListQuerySchema,
      response: { 200: tipListResponseSchema },
    }),
    async (request) => ok({ tips: await listAllTips(deps, request.query) }),
  );
  app.get(
    '/admin/tips/:id',
    routeOptions(ADMIN, ['community', 'admin'], 'One safety tip as its author sees it', {
      params: tipIdParamsSchema,
      response: { 200: tipResponseSchema },
    }),
    async (request) => ok({ tip: await authorTip(deps, request.params.id) }),
  );
  app.post(
    '/admin/tips',
    routeOptions(ADMIN, ['community', 'admin'], 'Write a safety tip, as a draft or published (audited)', {
      body: tipInputSchema,
      response: { 201: tipResponseSchema },
    }),
    async (request, reply) =>
      created(reply, { tip: await createTip(deps, actorOf(request), request.body) }, COMMUNITY_MESSAGES.tipSaved),
  );
  app.patch(
    '/admin/tips/:id',
    routeOptions(
      ADMIN,
      ['community', 'admin'],
      'Edit a safety tip; publish: true publishes it, false takes it back to draft (audited)',
      { params: tipIdParamsSchema, body: tipUpdateSchema, response: { 200: tipResponseSchema } },
    ),
    async (request) =>
      ok(
        { tip: await updateTip(deps, actorOf(request), request.params.id, request.body) },
        COMMUNITY_MESSAGES.tipSaved,
      ),
  );

  // ---------------------------------------------------------------------------------------------- alerts
  app.get(
    '/admin/community/lgas',
    routeOptions(
      PUBLISHERS,
      ['community', 'admin'],
      "The LGAs the caller may address with an alert or a poll: every LGA and the whole state (State HQ, administrators), or the area commander's command's LGAs",
      { response: { 200: addressableLgasResponseSchema } },
    ),
    async (request) => ok(await addressableLgaNames(deps.db, request.user!)),
  );
  app.get(
    '/admin/alerts',
    routeOptions(PUBLISHERS, ['community', 'admin'], 'Security alerts in reach (an area commander: their command)', {
      response: { 200: adminAlertListResponseSchema },
    }),
    async (request) => ok({ alerts: await alertsInReach(deps, request.user!) }),
  );
  app.post(
    '/admin/alerts/preview',
    routeOptions(
      PUBLISHERS,
      ['community', 'admin'],
      'How many residents an alert to these LGAs would notify in the app (recipients) and by text (texts)',
      { body: alertAudienceSchema, response: { 200: alertReachResponseSchema } },
    ),
    async (request) => ok(await previewAlert(deps, request.user!, request.body.lgas)),
  );
  app.post(
    '/admin/alerts',
    routeOptions(
      PUBLISHERS,
      ['community', 'admin'],
      "Publish a security alert for LGAs (empty: the whole state, State HQ and administrators only; an area commander only the command's LGAs, else 403); with notify, residents are told in the app and texted as they chose (audited)",
      { body: alertInputSchema, response: { 201: alertPublishedResponseSchema } },
    ),
    async (request, reply) =>
      created(reply, await publishAlert(deps, actorOf(request), request.body), COMMUNITY_MESSAGES.alertPublished),
  );
  app.post(
    '/admin/alerts/:id/withdraw',
    routeOptions(PUBLISHERS, ['community', 'admin'], 'Withdraw a security alert: hidden at once (audited)', {
      params: alertIdParamsSchema,
      response: { 200: alertResponseSchema },
    }),
    async (request) =>
      ok({ alert: await withdrawAlert(deps, actorOf(request), request.params.id) }, COMMUNITY_MESSAGES.alertWithdrawn),
  );

  // ---------------------------------------------------------------------------------------------- polls
  app.get(
    '/admin/polls',
    routeOptions(PUBLISHERS, ['community', 'admin'], 'Polls in reach, with their results', {
      response: { 200: adminPollListResponseSchema },
    }),
    async (request) => ok({ polls: await pollsInReach(deps, request.user!) }),
  );
  app.post(
    '/admin/polls',
    routeOptions(
      PUBLISHERS,
      ['community', 'admin'],
      'Publish a poll: a question, 2 to 6 options, LGAs (as for alerts) and a closing time (audited)',
      { body: pollInputSchema, response: { 201: pollResponseSchema } },
    ),
    async (request, reply) =>
      created(
        reply,
        { poll: await publishPoll(deps, actorOf(request), request.body) },
        COMMUNITY_MESSAGES.pollPublished,
      ),
  );
  app.get(
    '/admin/polls/:id/results',
    routeOptions(PUBLISHERS, ['community', 'admin'], "A poll's results per LGA of the voters (counts only)", {
      params: pollIdParamsSchema,
      response: { 200: pollLgaResultsResponseSchema },
    }),
    async (request) => ok(await pollResultsByLga(deps, request.user!, request.params.id)),
  );
  app.get(
    '/admin/polls/:id/results.csv',
    routeOptions(PUBLISHERS, ['community', 'admin'], "A poll's results per LGA as a CSV file (text/csv)", {
      params: pollIdParamsSchema,
    }),
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="safeogun-poll-${request.params.id}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(await pollResultsCsv(deps, request.user!, request.params.id)),
  );
};

export default communityRoutes;
