import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_FILE_BYTES, MAX_IMAGES, MAX_VIDEOS } from '@safeogun/contract/constants';
import {
  incidentDeleteResponseSchema,
  incidentFileParamsSchema,
  incidentFileQuerySchema,
  incidentIdParamsSchema,
  incidentListQuerySchema,
  incidentListResponseSchema,
  incidentResponseSchema,
  incidentDataSchema,
  incidentSubmitResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  trackParamsSchema,
  trackResponseSchema,
} from '@safeogun/contract/incidents';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { tooManyRequests } from '../../lib/errors';
import { created, ok } from '../../lib/envelope';
import { routeGroup, routeOptions } from '../../lib/route-options';
import { readUpload, type UploadSpec } from '../../lib/upload-request';
import type { Storage } from '../../plugins/storage';
import { OPTIONAL_SIGN_IN, PUBLIC, SIGNED_IN } from '../../plugins/route-access';
import { createGeocodingProvider } from '../geo/geocoding';
import { deleteDraft, updateDraft } from './drafts.service';
import { openEvidence } from './evidence-urls';
import { sendStored } from '../../lib/stored-bytes';
import { createIncident, type Submission } from './filing.service';
import { forgetIncidentTypes, forgetStations } from './filing-reference';
import { getIncident, listIncidents } from './incidents.service';
import type { IncidentsDeps } from './incidents.deps';
import { reviewIncident } from './reviews.service';
import { trackIncident } from './tracking.service';
import { appDeps } from '../../plugins/app-deps';

export interface IncidentsRoutesOptions {
  fileUrlSecret: string;
  apiPrefix: string;
  /** Tests swap the storage to simulate failures. */
  storage?: Storage;
  /** Routing of typed addresses: Google when set, else the offline geocoder (as the geo routes). */
  googleMapsApiKey?: string;
}

/**
 * Filing is public, so it is limited per client. Anonymous senders are counted per address: Nigerian mobile
 * networks put many phones behind one address (carrier-grade NAT), so the limit is generous, 30 in 10 minutes.
 * Signed-in people are counted per account (after the session check, so neighbours behind one address do not
 * block each other), 60 an hour. Counting every attempt also bounds the uploads (up to 12 files of 10 MB each)
 * one client can push. The refusal says how long to wait and to call 112 when in danger.
 */
const ANONYMOUS_SUBMITS = { max: 30, windowMs: 10 * 60_000 };
const ACCOUNT_SUBMITS = { max: 60, windowMs: 60 * 60_000 };
const submitLimitOf = (request: FastifyRequest) => (request.user ? ACCOUNT_SUBMITS : ANONYMOUS_SUBMITS);
const SUBMIT_RATE_LIMIT = {
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  max: (request: FastifyRequest) => submitLimitOf(request).max,
  timeWindow: (request: FastifyRequest) => submitLimitOf(request).windowMs,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    tooManyRequests(REPORT_MESSAGES.tooManyReports(context.ttl / 1000)),
};

/** The limits of section 9: at most 3 images and 1 video, each under 10 MB. */
const INCIDENT_UPLOAD: UploadSpec<'images' | 'videos'> = {
  limits: { fileSize: MAX_FILE_BYTES - 1, files: 12, fields: 20, fieldSize: 64 * 1024, parts: 40, headerPairs: 200 },
  fileFields: { images: 'images', 'images[]': 'images', image: 'images', video: 'videos' },
  maxFiles: {
    images: { max: MAX_IMAGES, message: REPORT_MESSAGES.tooManyImages },
    videos: { max: MAX_VIDEOS, message: REPORT_MESSAGES.tooManyVideos },
  },
  listFields: ['keepImages', 'removeImageIds'],
  messages: {
    missingData: 'The report data is missing (send it as the data part).',
    badData: 'The report data must be a JSON object (send it as the data part).',
    fileTooLarge: REPORT_MESSAGES.fileTooLarge,
    tooManyFiles: REPORT_MESSAGES.tooManyImages,
    unexpectedFile: (field) => `Unexpected file field '${field}'. Send images or video.`,
  },
};

async function submissionOf(request: FastifyRequest): Promise<Submission> {
  const upload = await readUpload(request, INCIDENT_UPLOAD);
  return { data: upload.data, ...upload.files, idempotency: upload.idempotency };
}

const filedMessage = (isDraft: boolean, draftMessage: string) => (isDraft ? draftMessage : REPORT_MESSAGES.submitted);

/** Citizen reporting: file, list, read, edit drafts, delete drafts, review, track; evidence files. */
const incidentsRoutes: FastifyPluginAsyncZod<IncidentsRoutesOptions> = async (app, opts) => {
  await app.register(multipart, { limits: INCIDENT_UPLOAD.limits });

  const deps: IncidentsDeps = {
    ...appDeps(app),
    get storage() {
      return opts.storage ?? app.storage;
    },
    fileUrlSecret: opts.fileUrlSecret,
    apiPrefix: opts.apiPrefix,
    geocoder: createGeocodingProvider(app.db, opts.googleMapsApiKey),
  };

  // A type or station changed by any process (or this one, before its answer) is checked and routed by at once.
  const forgetTypes = () => forgetIncidentTypes(app.db);
  const unsubscribeHere = app.events.on('reference.incident-types-changed', forgetTypes);
  const unsubscribe = app.referenceChanges.on((change) => {
    if (change === 'incident_types' || change === 'all') forgetTypes();
    if (change === 'stations' || change === 'all') forgetStations(app.db);
  });
  app.addHook('onClose', async () => {
    unsubscribeHere();
    unsubscribe();
  });

  const tags = ['incidents'];
  const signedInRoute = routeGroup(SIGNED_IN, tags);
  /** A signed-in citizen's own report or draft, `/incident/:id`. */
  const ownReport = routeGroup(SIGNED_IN, tags, {}, { params: incidentIdParamsSchema });

  const reportParts = {
    data: incidentDataSchema,
    files: {
      images: { description: 'png, jpg or gif; each under 10 MB', maxItems: 3 },
      video: { description: 'mp4; under 10 MB', maxItems: 1 },
    },
    json: true,
  };
  const multipartBody = {
    description:
      'multipart/form-data: `data` (JSON of the report), repeated `images` (png, jpg, gif; at most 3), one `video` (mp4); each under 10 MB. Send an Idempotency-Key header to make retries safe.',
  };

  app.post(
    '/incident/new',
    routeOptions(
      OPTIONAL_SIGN_IN,
      tags,
      'File a report (signed in or anonymous) or save a draft',
      { ...multipartBody, response: { 201: incidentSubmitResponseSchema } },
      { multipart: reportParts, rateLimit: SUBMIT_RATE_LIMIT },
    ),
    async (request, reply) => {
      const { result } = await createIncident(deps, request.user, await submissionOf(request));
      return created(reply, result, filedMessage(result.isDraft, 'Saved As Draft'));
    },
  );

  app.get(
    '/incident/all',
    signedInRoute("The signed-in user's reports (or drafts with isDraft=true), newest first", {
      querystring: incidentListQuerySchema,
      response: { 200: incidentListResponseSchema },
    }),
    async (request) => ok({ incidents: await listIncidents(deps, request.user!, request.query) }),
  );

  app.get(
    '/incident/track/:trackingId',
    {
      ...routeOptions(
        PUBLIC,
        tags,
        'Public tracking by ticket ID: status, date submitted, type, public updates, messages (never the reporter)',
        { params: trackParamsSchema, response: { 200: trackResponseSchema } },
        { rateLimit: { max: 20, timeWindow: '1 minute' } },
      ),
      // Its URL carries the tracking ID: an info log would pair an anonymous reporter's address with their report
      // (as the answer route, thread.routes.ts). Warnings and errors only, which carry the request id, not the address.
      logLevel: 'warn',
    },
    async (request) => ok(await trackIncident(deps, request.params.trackingId)),
  );

  app.get(
    '/incident/:id',
    ownReport('One of your reports or drafts', { response: { 200: incidentResponseSchema } }),
    async (request) => ok({ incident: await getIncident(deps, request.user!, request.params.id) }),
  );

  app.patch(
    '/incident/:id',
    ownReport(
      'Edit a draft; isDraft false submits it',
      { ...multipartBody, response: { 200: incidentSubmitResponseSchema } },
      { multipart: reportParts },
    ),
    async (request) => {
      const { result } = await updateDraft(deps, request.user!, request.params.id, await submissionOf(request));
      return ok(result, filedMessage(result.isDraft, 'Draft updated'));
    },
  );

  app.delete(
    '/incident/:id',
    ownReport('Delete a draft', { response: { 200: incidentDeleteResponseSchema } }),
    async (request) => ok(await deleteDraft(deps, request.user!, request.params.id), 'Draft deleted'),
  );

  app.post(
    '/incident/:id/review',
    ownReport('Rate a resolved or closed report (once)', {
      body: reviewRequestSchema,
      response: { 201: reviewResponseSchema },
    }),
    async (request, reply) => {
      const review = await reviewIncident(deps, request.user!, request.params.id, request.body);
      return created(reply, { review }, 'Review submitted successfully');
    },
  );

  app.get(
    '/incident/:id/files/:fileId',
    routeOptions(
      OPTIONAL_SIGN_IN,
      tags,
      'Evidence file: to the reporter (bearer or the signed URL of GET /incident/{id}) and police',
      { params: incidentFileParamsSchema, querystring: incidentFileQuerySchema },
    ),
    async (request, reply) => {
      const { file, bytes } = await openEvidence(
        deps,
        request.user,
        request.params.id,
        request.params.fileId,
        request.query,
        request.headers.range,
      );
      reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      return sendStored(reply, bytes);
    },
  );
};

export default incidentsRoutes;
