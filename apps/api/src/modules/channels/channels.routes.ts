/**
 * The USSD and SMS channels (issue 15, decision 017): Africa's Talking's three callbacks, each URL carrying
 * `?secret=` (the gateway cannot add headers) and, with CHANNELS_ALLOWED_IPS, only from those addresses; anything
 * else is 403 before the database is touched. The administrators' settings and simulator thread under /admin.
 */
import { BlockList, isIP } from 'node:net';
import { createHash, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CHANNEL_CALLBACKS_PER_MINUTE,
  channelSecretQuerySchema,
  channelSettingsResponseSchema,
  channelSmsQuerySchema,
  channelSmsResponseSchema,
  smsDeliverySchema,
  smsInboundSchema,
  ussdCallbackSchema,
} from '@safeogun/contract/channels';
import { channelText } from '@safeogun/contract/channel-text';
import { PermanentSmsError } from '../../plugins/sms';
import { ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { routeGroup } from '../../lib/route-options';
import { ADMIN, PUBLIC } from '../../plugins/route-access';
import type { ChannelsDeps } from './channels.deps';
import { boardPublisher } from '../sos/board.plugin';
import { answerUssd } from './ussd.service';
import {
  CHANNEL_SMS_QUEUE,
  CHANNELS_CLEANUP_QUEUE,
  cleanUpChannels,
  receiveSms,
  recordDeliveryReport,
  sendQueuedText,
  textStatusChange,
  textsTo,
  type ChannelSmsJob,
} from './sms.service';

export interface ChannelsOptions {
  secret: string;
  allowedIps: string[];
  publicUrl: string;
  apiPrefix: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function allowList(entries: string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const channelsRoutes: FastifyPluginAsyncZod<ChannelsOptions> = async (app, options) => {
  const deps: ChannelsDeps = {
    db: app.db,
    jobs: app.jobs,
    now: () => app.clock.now(),
    log: app.log,
    publishToBoards: boardPublisher(app, 'ussd'),
  };
  const secretDigest = digest(options.secret);
  const allowed = allowList(options.allowedIps);

  app.jobs.work<ChannelSmsJob>(
    CHANNEL_SMS_QUEUE,
    async (job) => {
      try {
        await sendQueuedText({ ...deps, send: (to, message) => app.sms.send(to, message) }, job.payload);
      } catch (error) {
        if (error instanceof PermanentSmsError) Object.assign(error, { permanent: true });
        throw error;
      }
    },
    { concurrency: 4, timeoutMs: 30_000 },
  );
  app.events.on('incident.status-changed', (change) => textStatusChange(deps, change));
  app.jobs.every(CHANNELS_CLEANUP_QUEUE, 24 * 3600_000, () => cleanUpChannels(deps));

  // The gateway's callbacks, behind the secret and the allow-list.
  const gatewayCallbacks: FastifyPluginAsyncZod = async (callbacks) => {
    await callbacks.register(formbody, { bodyLimit: 16 * 1024 });
    callbacks.addHook('onRequest', async (request: FastifyRequest) => {
      const secret = (request.query as { secret?: unknown }).secret;
      const given = typeof secret === 'string' ? digest(secret) : null;
      const family = isIP(request.ip) === 6 ? 'ipv6' : 'ipv4';
      if (!given || !timingSafeEqual(given, secretDigest) || (allowed && !allowed.check(request.ip, family))) {
        throw forbidden('This address is for the SMS and USSD gateway only.');
      }
    });
    // Per number: the gateway is one address for every caller.
    const perNumber = callbacks.createRateLimit({
      max: CHANNEL_CALLBACKS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => {
        const body = request.body as { phoneNumber?: unknown; from?: unknown } | undefined;
        return `channel:${String(body?.phoneNumber ?? body?.from ?? request.ip)}`;
      },
    });
    const overLimit = async (request: FastifyRequest) => {
      const limit = await perNumber(request);
      return !limit.isAllowed && limit.isExceeded;
    };
    const gateway = routeGroup(PUBLIC, ['channels']);

    callbacks.post(
      '/channels/ussd',
      gateway(
        "Africa's Talking USSD callback (form-encoded; ?secret= required). Answers text/plain `CON ...` (more) or `END ...` (over), always 200 once the request is valid",
        { querystring: channelSecretQuerySchema, body: ussdCallbackSchema },
      ),
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        // Any status but 200 ends the caller's session with a network error: a limit is said on the screen.
        if (await overLimit(request)) return `END ${channelText('en').ussd.busy}`;
        return answerUssd(deps, request.body);
      },
    );

    callbacks.post(
      '/channels/sms/inbound',
      gateway(
        "Africa's Talking incoming SMS callback (form-encoded; ?secret= required); a repeated id is processed once",
        {
          querystring: channelSecretQuerySchema,
          body: smsInboundSchema,
        },
      ),
      async (request, reply) => {
        // Over the limit the text is dropped with a 200: a refusal would only make the gateway send it again.
        if (await overLimit(request)) {
          request.log.warn('inbound SMS over the per-number limit dropped');
          return reply.type('text/plain; charset=utf-8').send('OK');
        }
        await receiveSms(deps, request.body);
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );

    callbacks.post(
      '/channels/sms/delivery',
      gateway("Africa's Talking SMS delivery report callback (form-encoded; ?secret= required)", {
        querystring: channelSecretQuerySchema,
        body: smsDeliverySchema,
      }),
      async (request, reply) => {
        await recordDeliveryReport(deps, request.body);
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );
  };
  await app.register(gatewayCallbacks);

  const admin = routeGroup(ADMIN, ['admin', 'channels']);
  const url = (path: string) => `${options.publicUrl}${options.apiPrefix}${path}?secret=${options.secret}`;
  app.get(
    '/admin/channels',
    admin("The callback URLs (with the secret) to enter in Africa's Talking, and the allowed source addresses", {
      response: { 200: channelSettingsResponseSchema },
    }),
    async () =>
      ok({
        secret: options.secret,
        ussdCallbackUrl: url('/channels/ussd'),
        smsInboundUrl: url('/channels/sms/inbound'),
        smsDeliveryUrl: url('/channels/sms/delivery'),
        allowedIps: options.allowedIps,
      }),
  );
  app.get(
    '/admin/channels/sms',
    admin("The texts the channels sent to one number, oldest first (the last 50): the simulator's SMS thread", {
      querystring: channelSmsQuerySchema,
      response: { 200: channelSmsResponseSchema },
    }),
    async (request) => ok(await textsTo(deps, request.query.phone)),
  );
};

export default channelsRoutes;
