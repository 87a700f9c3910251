/**
 * Open311 GeoReport v2 under /open311/v2 (issue 15, decision 018). Outside the API's envelope: answers and errors
 * are the specification's (every failure an array of { code, description }, never a stack trace); JSON only, and a
 * request for another format is told so. Filing takes form fields (the specification's) or JSON.
 */
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPEN311_BASE_PATH,
  OPEN311_MESSAGES,
  open311CreateBodySchema,
  open311CreatedResponseSchema,
  open311ErrorsSchema,
  open311JurisdictionQuerySchema,
  open311RequestParamsSchema,
  open311RequestsQuerySchema,
  open311RequestsResponseSchema,
  open311ServicesResponseSchema,
} from '@safeogun/contract/open311';
import { AppError, tooManyRequests } from '../../lib/errors';
import { routeOptions } from '../../lib/route-options';
import { describeError, describeFrameworkError } from '../../plugins/error-handler';
import { markAuthCheck, OPEN311_API_KEY, PUBLIC } from '../../plugins/route-access';
import { createGeocodingProvider } from '../geo/geocoding';
import { findLiveKey, hashApiKey } from './open311-keys.service';
import {
  checkJurisdiction,
  fileRequest,
  getRequest,
  listRequests,
  listServices,
  type Open311Deps,
} from './open311.service';

/**
 * Filing is limited per key (another app files for many people, so 60 in 10 minutes), and an address that sends
 * invalid keys is refused for a while after 10 of them in 15 minutes (keys are not guessable, but each guess costs a
 * query). Reads are public and limited per address like the other public reads.
 */
const FILINGS_PER_KEY = { max: 60, timeWindow: 10 * 60_000 };
const BAD_KEYS_PER_ADDRESS = { max: 10, timeWindow: 15 * 60_000 };
const READS_PER_ADDRESS = { max: 120, timeWindow: 60_000 };

const errorArray = (status: number, descriptions: string[]) =>
  descriptions.map((description) => ({ code: status, description }));

const ERROR_RESPONSES = {
  400: open311ErrorsSchema,
  403: open311ErrorsSchema,
  404: open311ErrorsSchema,
  429: open311ErrorsSchema,
};

/** Whether a request is Open311's: its errors are the specification's array even before a route is found. */
export const isOpen311Path = (url: string) => url.startsWith(`${OPEN311_BASE_PATH}/`);

/** The router's refusals (a malformed or over-long path) under /open311, as the specification's error array. */
export function open311FrameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = describeFrameworkError(error);
  return reply.status(status).send(errorArray(status, [message]));
}

interface KeyedRequest {
  open311KeyId?: number;
}

const apiKeyOf = (request: FastifyRequest) =>
  (request.body as { api_key?: string } | undefined)?.api_key ??
  (request.query as { api_key?: string } | undefined)?.api_key;

export interface Open311RoutesOptions {
  /** Routing of typed addresses: Google when set, else the offline geocoder (as the web form's reports). */
  googleMapsApiKey?: string;
}

const open311Routes: FastifyPluginAsyncZod<Open311RoutesOptions> = async (app, opts) => {
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  const deps: Open311Deps = {
    db: app.db,
    now: () => app.clock.now(),
    geocoder: createGeocodingProvider(app.db, opts.googleMapsApiKey),
  };
  const tags = ['open311'];

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, errors } = describeError(error, request, reply);
    const descriptions = errors?.length ? errors.map((e) => `${e.field}: ${e.message}`) : [message];
    return reply.status(status).send(errorArray(status, descriptions));
  });

  // Other apps' web pages may read the public resources from the browser; filing (with a key) stays server to server.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') reply.header('access-control-allow-origin', '*');
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (/\.xml$/i.test(pathname)) return reply.status(406).send(errorArray(406, [OPEN311_MESSAGES.onlyJson]));
    return reply.status(404).send(errorArray(404, [OPEN311_MESSAGES.notFound]));
  });

  const badKeys = app.createRateLimit({ ...BAD_KEYS_PER_ADDRESS, keyGenerator: (r) => `open311-bad-key:${r.ip}` });
  const refuseBadKeys = (ttlMs: number) => tooManyRequests(OPEN311_MESSAGES.tooManyBadKeys(ttlMs / 1000), ttlMs / 1000);

  /** The route's own access check (see OPEN311_API_KEY): a live key, else 403, and 429 after many bad ones. */
  const requireApiKey = markAuthCheck(async function requireOpen311ApiKey(request: FastifyRequest) {
    const seen = await badKeys(request, { increment: false });
    if (!seen.isAllowed && seen.isExceeded) throw refuseBadKeys(seen.ttl);
    const keyId = await findLiveKey(deps, apiKeyOf(request));
    if (keyId !== null) {
      (request as FastifyRequest & KeyedRequest).open311KeyId = keyId;
      return;
    }
    const counted = await badKeys(request);
    if (!counted.isAllowed && counted.isExceeded) throw refuseBadKeys(counted.ttl);
    throw new AppError(403, OPEN311_MESSAGES.apiKeyInvalid);
  });

  const readLimit = { rateLimit: READS_PER_ADDRESS };

  app.get(
    '/services.json',
    routeOptions(
      PUBLIC,
      tags,
      'GeoReport v2: the services (one per incident type); service_code is what a request names',
      {
        querystring: open311JurisdictionQuerySchema,
        response: { 200: open311ServicesResponseSchema, ...ERROR_RESPONSES },
      },
      readLimit,
    ),
    async (request) => {
      checkJurisdiction(request.query.jurisdiction_id);
      return listServices(deps);
    },
  );

  app.get(
    '/requests.json',
    routeOptions(
      PUBLIC,
      tags,
      'GeoReport v2: service requests as the crime map shows them (no reporter, no street address, sensitive descriptions withheld, the position the LGA label point), newest first. service_request_id (comma list, at most 50) overrides the rest; service_code and status (open, closed) take comma lists; start_date and end_date span at most 90 days (the last 90 days by default); page and page_size (default 100, at most 500) page through the rest',
      { querystring: open311RequestsQuerySchema, response: { 200: open311RequestsResponseSchema, ...ERROR_RESPONSES } },
      readLimit,
    ),
    async (request) => listRequests(deps, request.query),
  );

  app.get(
    '/requests/:service_request_id.json',
    routeOptions(
      PUBLIC,
      tags,
      'GeoReport v2: one service request (an array of one), map-safe as in requests.json',
      {
        params: open311RequestParamsSchema,
        querystring: open311JurisdictionQuerySchema,
        response: { 200: open311RequestsResponseSchema, ...ERROR_RESPONSES },
      },
      readLimit,
    ),
    async (request) => {
      checkJurisdiction(request.query.jurisdiction_id);
      return getRequest(deps, request.params.service_request_id);
    },
  );

  app.post(
    '/requests.json',
    {
      ...routeOptions(
        OPEN311_API_KEY,
        tags,
        'GeoReport v2: file a service request (form fields or JSON): api_key, service_code, lat and long or address_string, description (10 to 5000 characters). Filed as an anonymous report with channel open311; identity fields are not kept and media_url is not fetched. The answer names the request and, in service_notice, the tracking ID',
        {
          // The specification's form fields, or the same as JSON.
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: open311CreateBodySchema,
          querystring: open311JurisdictionQuerySchema.extend({ api_key: open311CreateBodySchema.shape.api_key }),
          response: { 201: open311CreatedResponseSchema, ...ERROR_RESPONSES },
        },
        {
          rateLimit: {
            ...FILINGS_PER_KEY,
            hook: 'preHandler' as const,
            keyGenerator: (request: FastifyRequest) => `open311-key:${hashApiKey(apiKeyOf(request) ?? '')}`,
            errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
              tooManyRequests(OPEN311_MESSAGES.tooManyRequests(context.ttl / 1000)),
          },
        },
      ),
      preHandler: requireApiKey,
      // The key may be in the URL: an info log of the request line would write it down (warnings carry no URL).
      logLevel: 'warn',
    },
    async (request, reply: FastifyReply) => {
      const keyId = (request as FastifyRequest & KeyedRequest).open311KeyId!;
      return reply.status(201).send(await fileRequest(deps, keyId, request.body));
    },
  );
};

export default open311Routes;
