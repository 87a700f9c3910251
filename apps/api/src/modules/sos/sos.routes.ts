import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import {
  flaggedAccountsQuerySchema,
  flaggedAccountsResponseSchema,
  policeSosAcknowledgedResponseSchema,
  policeSosListResponseSchema,
  policeSosQuerySchema,
  sosAlertIdParamsSchema,
  sosCreatedResponseSchema,
  sosFalseAlertResponseSchema,
} from '@safeogun/contract/sos';
import { notifyAfterCommit, notifySosAcknowledged } from '../notifications/notifications.service';
import { ok } from '../../lib/envelope';
import { notFound, unauthorized } from '../../lib/errors';
import { PermanentSmsError } from '../../plugins/sms';
import {
  SOS_MULTIPART_LIMITS,
  SOS_SMS_QUEUE,
  createSosAlert,
  readIdempotencyKey,
  readSosUpload,
  sosSmsBackoffMs,
  type SosSmsPayload,
} from './sos.service';
import {
  acknowledgeAlert,
  findPoliceAlert,
  listFlaggedAccounts,
  listPoliceAlerts,
  markFalseAlert,
  toPoliceAlert,
} from './sos-police.service';

/** SOS alerts (citizens) and false-alert marking (police); SMS to emergency contacts runs on the job queue. */
const sosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: SOS_MULTIPART_LIMITS });

  app.jobs.work<SosSmsPayload>(
    SOS_SMS_QUEUE,
    async (job) => {
      try {
        const result = await app.sms.send(job.payload.to, job.payload.message);
        app.log.info({ alertId: job.payload.alertId, contactId: job.payload.contactId, sms: result }, 'SOS SMS sent');
      } catch (error) {
        if (error instanceof PermanentSmsError) Object.assign(error, { permanent: true });
        throw error;
      }
    },
    { concurrency: 4, backoffMs: sosSmsBackoffMs, timeoutMs: 30_000 },
  );

  app.post(
    '/sos/new',
    {
      preHandler: async (request, reply) => {
        if (!request.headers.authorization) throw unauthorized(SOS_MESSAGES.signInRequired);
        await app.authenticate(request, reply);
      },
      // No per-address limit: many phones share one carrier address (CGNAT). The per-user rule (3 in 10 minutes)
      // is kept in the database.
      schema: {
        tags: ['sos'],
        summary: 'Send an SOS alert (signed-in users with a verified email; at most 3 in 10 minutes)',
        description:
          'multipart/form-data: `data` (JSON: address, comment, isIdentityHidden, isLocationHidden, channel, coordinates {latitude, longitude, accuracy} or locationUnavailableReason) and an optional `audio` file (WebM, Ogg, MP4 or WAV by content; at most 1 MB and 16 s). A JSON body with the same fields sends a text-only alert. Send an Idempotency-Key header to make retries safe.',
        security: [{ bearerAuth: [] }],
        response: { 201: sosCreatedResponseSchema, 200: sosCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request);
      const upload = await readSosUpload(request);
      const stored = await createSosAlert(
        { db: app.db, storage: app.storage, jobs: app.jobs, log: request.log },
        request.user!.id,
        upload,
        key,
      );
      return reply.status(stored.statusCode as 201).send(stored.body);
    },
  );

  app.patch(
    '/police/sos/:id/false-alert',
    {
      preHandler: app.requireRole('police', 'admin'),
      schema: {
        tags: ['sos', 'police'],
        summary: 'Mark an SOS alert as false; accounts with repeated false alerts are flagged for HQ',
        security: [{ bearerAuth: [] }],
        params: sosAlertIdParamsSchema,
        response: { 200: sosFalseAlertResponseSchema },
      },
    },
    async (request) => ok(await markFalseAlert(app.db, request.user!, request.params.id), SOS_MESSAGES.markedFalse),
  );

  app.get(
    '/police/sos',
    {
      preHandler: app.requireRole('police', 'admin'),
      schema: {
        tags: ['sos', 'police'],
        summary:
          "SOS alerts of the officer's station LGA (all for administrators), newest first; sender identity withheld when they hid it",
        security: [{ bearerAuth: [] }],
        querystring: policeSosQuerySchema,
        response: { 200: policeSosListResponseSchema },
      },
    },
    async (request) => ok(await listPoliceAlerts(app.db, request.user!, API_BASE_PATH, request.query)),
  );

  app.get(
    '/police/sos/:id/audio',
    {
      preHandler: app.requireRole('police', 'admin'),
      schema: {
        tags: ['sos', 'police'],
        summary: 'The voice note of an SOS alert',
        security: [{ bearerAuth: [] }],
        params: sosAlertIdParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await findPoliceAlert(app.db, request.user!, request.params.id);
      const file = row.alert.audioKey ? await app.storage.open(row.alert.audioKey) : null;
      if (!file || !row.alert.audioContentType) throw notFound('This alert has no voice note.');
      return reply
        .header('Content-Type', row.alert.audioContentType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  app.patch(
    '/police/sos/:id/acknowledge',
    {
      preHandler: app.requireRole('police', 'admin'),
      schema: {
        tags: ['sos', 'police'],
        summary: 'Acknowledge an SOS alert; the sender is notified',
        security: [{ bearerAuth: [] }],
        params: sosAlertIdParamsSchema,
        response: { 200: policeSosAcknowledgedResponseSchema },
      },
    },
    async (request) => {
      // The acknowledgement is saved first; a failed notification is logged, never turned into an error.
      const row = await acknowledgeAlert(app.db, request.user!, request.params.id, (input) =>
        notifyAfterCommit(app, () => notifySosAcknowledged(app, input)),
      );
      return ok({ alert: toPoliceAlert(row, API_BASE_PATH, request.user!) }, SOS_MESSAGES.acknowledged);
    },
  );

  app.get(
    '/police/sos/flagged-accounts',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['sos', 'police'],
        summary: 'Accounts flagged for repeated false alerts, newest flag first (administrators: State HQ)',
        security: [{ bearerAuth: [] }],
        querystring: flaggedAccountsQuerySchema,
        response: { 200: flaggedAccountsResponseSchema },
      },
    },
    async (request) => ok(await listFlaggedAccounts(app.db, request.query)),
  );
};

export default sosRoutes;
