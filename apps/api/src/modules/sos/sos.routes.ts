import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { API_BASE_PATH, SOS_MAX_AUDIO_BYTES } from '@safeogun/contract/constants';
import {
  flaggedAccountsQuerySchema,
  flaggedAccountsResponseSchema,
  policeSosAcknowledgedResponseSchema,
  policeSosListResponseSchema,
  policeSosQuerySchema,
  sosAlertIdParamsSchema,
  sosCreatedResponseSchema,
  sosDataSchema,
  sosFalseAlertResponseSchema,
} from '@safeogun/contract/sos';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { readUpload, type UploadSpec } from '../../lib/upload-request';
import { PermanentSmsError } from '../../plugins/sms';
import { POLICE, STATE_HQ, rolesRefusing } from '../../plugins/route-access';
import { SOS_SMS_QUEUE, createSosAlert, sosSmsBackoffMs, type SosDeps, type SosSmsPayload } from './sos.service';
import {
  acknowledgeAlert,
  listFlaggedAccounts,
  listPoliceAlerts,
  markFalseAlert,
  openAlertAudio,
} from './sos-police.service';

/** A `data` JSON part and at most one voice note of 1 MB. */
const SOS_UPLOAD: UploadSpec<'audio'> = {
  limits: { fileSize: SOS_MAX_AUDIO_BYTES, files: 2, fields: 5, fieldSize: 16 * 1024, parts: 8, headerPairs: 100 },
  fileFields: { audio: 'audio' },
  maxFiles: { audio: { max: 1, message: SOS_MESSAGES.onlyOneAudio } },
  messages: {
    missingData: SOS_MESSAGES.badData,
    badData: SOS_MESSAGES.badData,
    fileTooLarge: SOS_MESSAGES.audioTooLarge,
    tooManyFiles: SOS_MESSAGES.onlyOneAudio,
    unexpectedFile: (field) => `Unexpected file field '${field}'. Send the voice note as audio.`,
  },
};

/** SOS alerts (citizens) and false-alert marking (police); SMS to emergency contacts runs on the job queue. */
const sosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: SOS_UPLOAD.limits });
  const deps: SosDeps = {
    db: app.db,
    storage: app.storage,
    jobs: app.jobs,
    events: app.events,
    now: () => app.clock.now(),
    apiPrefix: API_BASE_PATH,
  };

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
      config: {
        access: rolesRefusing(['citizen'], SOS_MESSAGES.policeCannotSend, SOS_MESSAGES.signInRequired),
        multipart: {
          data: sosDataSchema,
          files: { audio: { description: 'WebM, Ogg, MP4 or WAV; at most 1 MB and 16 s', maxItems: 1 } },
          json: true,
        },
      },
      // No per-address limit: many phones share one carrier address (CGNAT). The per-user rule (3 in 10 minutes)
      // is kept in the database.
      schema: {
        tags: ['sos'],
        summary: 'Send an SOS alert (signed-in users with a verified email; at most 3 in 10 minutes)',
        description:
          'multipart/form-data: `data` (JSON: address, comment, isIdentityHidden, isLocationHidden, channel, coordinates {latitude, longitude, accuracy} or locationUnavailableReason) and an optional `audio` file (WebM, Ogg, MP4 or WAV by content; at most 1 MB and 16 s). A JSON body with the same fields sends a text-only alert. Send an Idempotency-Key header to make retries safe.',
        response: { 201: sosCreatedResponseSchema, 200: sosCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, SOS_UPLOAD);
      const { result } = await createSosAlert(deps, request.user!.id, {
        data: upload.data,
        audio: upload.files.audio[0] ?? null,
        idempotency: upload.idempotency,
      });
      return reply.status(201).send(ok(result, SOS_MESSAGES.received));
    },
  );

  app.patch(
    '/police/sos/:id/false-alert',
    routeOptions(
      POLICE,
      ['sos', 'police'],
      'Mark an SOS alert as false; accounts with repeated false alerts are flagged for HQ',
      { params: sosAlertIdParamsSchema, response: { 200: sosFalseAlertResponseSchema } },
    ),
    async (request) => ok(await markFalseAlert(deps, request.user!, request.params.id), SOS_MESSAGES.markedFalse),
  );

  app.get(
    '/police/sos',
    routeOptions(
      POLICE,
      ['sos', 'police'],
      "SOS alerts of the officer's station LGA (all for administrators), newest first; sender identity withheld when they hid it",
      { querystring: policeSosQuerySchema, response: { 200: policeSosListResponseSchema } },
    ),
    async (request) => ok(await listPoliceAlerts(deps, request.user!, request.query)),
  );

  app.get(
    '/police/sos/:id/audio',
    routeOptions(POLICE, ['sos', 'police'], 'The voice note of an SOS alert', {
      params: sosAlertIdParamsSchema,
    }),
    async (request, reply) => {
      const file = await openAlertAudio(deps, request.user!, request.params.id);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  app.patch(
    '/police/sos/:id/acknowledge',
    routeOptions(POLICE, ['sos', 'police'], 'Acknowledge an SOS alert; the sender is notified', {
      params: sosAlertIdParamsSchema,
      response: { 200: policeSosAcknowledgedResponseSchema },
    }),
    async (request) => {
      const alert = await acknowledgeAlert(deps, request.user!, request.params.id);
      return ok({ alert }, SOS_MESSAGES.acknowledged);
    },
  );

  app.get(
    '/police/sos/flagged-accounts',
    routeOptions(
      STATE_HQ,
      ['sos', 'police'],
      'Accounts flagged for repeated false alerts, newest flag first (State HQ)',
      { querystring: flaggedAccountsQuerySchema, response: { 200: flaggedAccountsResponseSchema } },
    ),
    async (request) => ok(await listFlaggedAccounts(deps, request.query)),
  );
};

export default sosRoutes;
