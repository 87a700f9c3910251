import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  incidentDataSchema,
  incidentDeleteResponseSchema,
  incidentFileParamsSchema,
  incidentFileQuerySchema,
  incidentIdParamsSchema,
  incidentListQuerySchema,
  incidentListResponseSchema,
  incidentResponseSchema,
  incidentSubmitResponseSchema,
  mapVisibilityRequestSchema,
  mapVisibilityResponseSchema,
  policeNoteRequestSchema,
  policeNoteResponseSchema,
  reviewReplyResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  statusChangeRequestSchema,
  statusChangeResponseSchema,
  trackParamsSchema,
  trackResponseSchema,
} from '@safeogun/contract/incidents';
import { policeReplyRequestSchema } from '@safeogun/contract/police';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { tooManyRequests } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { notifyAfterCommit, notifyPoliceNote, notifyReviewReply } from '../notifications/notifications.service';
import type { Storage } from '../../plugins/storage';
import { createGeocodingProvider } from '../geo/geocoding';
import {
  MULTIPART_LIMITS,
  addPoliceNote,
  assertPoliceCanAct,
  changeIncidentStatus,
  createIncident,
  deleteDraft,
  getIncident,
  listIncidents,
  setMapVisibility,
  openEvidence,
  readIdempotencyKey,
  readUpload,
  replyToReview,
  reviewIncident,
  trackIncident,
  updateDraft,
  type IncidentsDeps,
} from './incidents.service';
import { OPTIONAL_SIGN_IN, PUBLIC, SIGNED_IN, roles } from '../../plugins/route-access';

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

/**
 * Citizen reporting: file, list, read, edit drafts, delete drafts, review, track; evidence; police status, notes
 * and review replies.
 */
const incidentsRoutes: FastifyPluginAsyncZod<IncidentsRoutesOptions> = async (app, opts) => {
  // Scoped to this module: the limits of section 9 (files under 10 MB) apply here.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  const deps: IncidentsDeps = {
    db: app.db,
    get storage() {
      return opts.storage ?? app.storage;
    },
    fileUrlSecret: opts.fileUrlSecret,
    apiPrefix: opts.apiPrefix,
    geocoder: createGeocodingProvider(app.db, opts.googleMapsApiKey),
  };

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
    {
      config: { access: OPTIONAL_SIGN_IN, multipart: reportParts, rateLimit: SUBMIT_RATE_LIMIT },
      schema: {
        tags: ['incidents'],
        summary: 'File a report (signed in or anonymous) or save a draft',
        ...multipartBody,
        response: { 201: incidentSubmitResponseSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const upload = await readUpload(request);
      const stored = await createIncident(deps, request.user, upload, key);
      return reply.status(stored.statusCode as 201).send(stored.body as z.infer<typeof incidentSubmitResponseSchema>);
    },
  );

  app.get(
    '/incident/all',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['incidents'],
        summary: "The signed-in user's reports (or drafts with isDraft=true), newest first",
        querystring: incidentListQuerySchema,
        response: { 200: incidentListResponseSchema },
      },
    },
    async (request) => ok({ incidents: await listIncidents(deps, request.user!, request.query) }),
  );

  app.get(
    '/incident/track/:trackingId',
    {
      config: { access: PUBLIC, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['incidents'],
        summary: 'Public tracking by ticket ID: status, date submitted, type, public updates (never the reporter)',
        params: trackParamsSchema,
        response: { 200: trackResponseSchema },
      },
    },
    async (request) => ok(await trackIncident(app.db, request.params.trackingId)),
  );

  app.get(
    '/incident/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['incidents'],
        summary: 'One of your reports or drafts',
        params: incidentIdParamsSchema,
        response: { 200: incidentResponseSchema },
      },
    },
    async (request) => ok({ incident: await getIncident(deps, request.user!, request.params.id) }),
  );

  app.patch(
    '/incident/:id',
    {
      config: { access: SIGNED_IN, multipart: reportParts },
      schema: {
        tags: ['incidents'],
        summary: 'Edit a draft; isDraft false submits it',
        ...multipartBody,
        params: incidentIdParamsSchema,
        response: { 200: incidentSubmitResponseSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const upload = await readUpload(request);
      const stored = await updateDraft(deps, request.user!, request.params.id, upload, key);
      return reply.status(stored.statusCode as 200).send(stored.body as z.infer<typeof incidentSubmitResponseSchema>);
    },
  );

  app.delete(
    '/incident/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['incidents'],
        summary: 'Delete a draft',
        params: incidentIdParamsSchema,
        response: { 200: incidentDeleteResponseSchema },
      },
    },
    async (request) => ok(await deleteDraft(deps, request.user!, request.params.id), 'Draft deleted'),
  );

  app.post(
    '/incident/:id/review',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['incidents'],
        summary: 'Rate a resolved or closed report (once)',
        params: incidentIdParamsSchema,
        body: reviewRequestSchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const review = await reviewIncident(deps, request.user!, request.params.id, request.body);
      return reply.status(201).send(ok({ review }, 'Review submitted successfully'));
    },
  );

  app.get(
    '/incident/:id/files/:fileId',
    {
      config: { access: OPTIONAL_SIGN_IN },
      schema: {
        tags: ['incidents'],
        summary: 'Evidence file: to the reporter (bearer or the signed URL of GET /incident/{id}) and police',
        params: incidentFileParamsSchema,
        querystring: incidentFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { file, stream, size } = await openEvidence(
        deps,
        request.user,
        request.params.id,
        request.params.fileId,
        request.query,
      );
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', size)
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      return reply.send(stream);
    },
  );

  app.patch(
    '/police/incidents/:id/status',
    {
      config: { access: roles('police', 'admin') },
      schema: {
        tags: ['police'],
        summary: 'Change the status of a report, with a note the citizen reads',
        params: incidentIdParamsSchema,
        body: statusChangeRequestSchema,
        response: { 200: statusChangeResponseSchema },
      },
    },
    async (request) => {
      await assertPoliceCanAct(app.db, request.user!, request.params.id);
      const change = await changeIncidentStatus(
        app.db,
        {
          incidentId: request.params.id,
          status: request.body.status,
          note: request.body.note,
          authorUserId: request.user!.id,
        },
        request.log,
      );
      return ok(
        {
          id: change.incidentId,
          status: change.to,
          update: { status: change.to, note: change.note, date: change.at.toISOString() },
        },
        'Status updated',
      );
    },
  );

  app.patch(
    '/police/incidents/:id/map-visibility',
    {
      config: { access: roles('police', 'admin') },
      schema: {
        tags: ['police'],
        summary: 'Hide a report from the crime map, or show it again; the reason is kept as an internal note',
        params: incidentIdParamsSchema,
        body: mapVisibilityRequestSchema,
        response: { 200: mapVisibilityResponseSchema },
      },
    },
    async (request) => {
      await assertPoliceCanAct(app.db, request.user!, request.params.id);
      const changed = await setMapVisibility(app.db, {
        incidentId: request.params.id,
        hiddenFromMap: request.body.hiddenFromMap,
        reason: request.body.reason,
        authorUserId: request.user!.id,
      });
      return ok(changed, changed.hiddenFromMap ? 'Hidden from the crime map' : 'Shown on the crime map');
    },
  );

  app.post(
    '/police/incidents/:id/notes',
    {
      config: { access: roles('police', 'admin') },
      schema: {
        tags: ['police'],
        summary: 'Add a note to a report without changing its status; a public note is shown to the citizen',
        params: incidentIdParamsSchema,
        body: policeNoteRequestSchema,
        response: { 201: policeNoteResponseSchema },
      },
    },
    async (request, reply) => {
      await assertPoliceCanAct(app.db, request.user!, request.params.id);
      const added = await addPoliceNote(app.db, {
        incidentId: request.params.id,
        note: request.body.note,
        isPublic: request.body.isPublic,
        authorUserId: request.user!.id,
      });
      const tell = added.tell;
      if (tell)
        await notifyAfterCommit(app, () =>
          notifyPoliceNote(app, {
            userId: tell,
            incidentId: added.incident.id,
            ticketId: added.incident.ticketId,
            note: added.update.note,
          }),
        );
      return reply
        .status(201)
        .send(ok({ id: added.incident.id, isPublic: request.body.isPublic, update: added.update }, 'Note added'));
    },
  );

  app.post(
    '/police/incidents/:id/review/reply',
    {
      config: { access: roles('police', 'admin') },
      schema: {
        tags: ['police'],
        summary: "Reply to the citizen's review of a case (replaces an earlier reply); the citizen is notified",
        params: incidentIdParamsSchema,
        body: policeReplyRequestSchema,
        response: { 200: reviewReplyResponseSchema },
      },
    },
    async (request) => {
      await assertPoliceCanAct(app.db, request.user!, request.params.id);
      const replied = await replyToReview(app.db, {
        incidentId: request.params.id,
        reply: request.body.reply,
        authorUserId: request.user!.id,
      });
      const tell = replied.tell;
      if (tell)
        await notifyAfterCommit(app, () =>
          notifyReviewReply(app, {
            userId: tell,
            incidentId: replied.incident.id,
            ticketId: replied.incident.ticketId,
            reply: request.body.reply,
          }),
        );
      return ok({ review: replied.review }, 'Reply sent');
    },
  );
};

export default incidentsRoutes;
