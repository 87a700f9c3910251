import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import { API_BASE_PATH, SOS_MAX_AUDIO_BYTES } from '@safeogun/contract/constants';
import { sosAlertIdParamsSchema, sosCreatedResponseSchema, sosDataSchema } from '@safeogun/contract/sos';
import { senderSosAlertResponseSchema } from '@safeogun/contract/sos-board';
import { created, ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { readUpload, type UploadSpec } from '../../lib/upload-request';
import { PermanentSmsError } from '../../plugins/sms';
import { SIGNED_IN, rolesRefusing } from '../../plugins/route-access';
import boardRoutes from './board.routes';
import { boardPublisher } from './board.plugin';
import {
  SOS_SMS_QUEUE,
  createSosAlert,
  senderAlert,
  sosSmsBackoffMs,
  type SosDeps,
  type SosSmsPayload,
} from './sos.service';
import { appDeps } from '../../plugins/app-deps';

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

/**
 * SOS alerts: sending one and following it (citizens), SMS to emergency contacts on the job queue, and the police
 * side (board.routes.ts).
 */
const sosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: SOS_UPLOAD.limits });
  const deps: SosDeps = {
    ...appDeps(app),
    storage: app.storage,
    apiPrefix: API_BASE_PATH,
    publishToBoards: boardPublisher(app, 'web'),
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
      return created(reply, result, SOS_MESSAGES.received);
    },
  );

  app.get(
    '/sos/:id',
    routeOptions(
      SIGNED_IN,
      ['sos'],
      "The caller's own alert as their phone shows it: sent, acknowledged (and by which station) or closed",
      { params: sosAlertIdParamsSchema, response: { 200: senderSosAlertResponseSchema } },
    ),
    async (request) => ok({ alert: await senderAlert(deps, request.user!.id, request.params.id) }),
  );

  await app.register(boardRoutes, { deps });
};

export default sosRoutes;
