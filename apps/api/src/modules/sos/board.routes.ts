/**
 * The police side of SOS (decisions 006, 012): the live board's list, stream and one alert, the voice note, whom
 * an alert can be assigned to, the actions on it, and State HQ's flagged accounts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import {
  flaggedAccountsQuerySchema,
  flaggedAccountsResponseSchema,
  policeSosAlertResponseSchema,
  policeSosListResponseSchema,
  policeSosQuerySchema,
  sosAlertIdParamsSchema,
  sosFalseAlertResponseSchema,
} from '@safeogun/contract/sos';
import {
  SOS_BOARD_MESSAGES,
  SOS_STREAM_EVENT,
  policeSosAlertDetailResponseSchema,
  sosAssignRequestSchema,
  sosAssigneesResponseSchema,
  sosAttendedRequestSchema,
  sosNoteRequestSchema,
  sosNoteResponseSchema,
  sosStreamQuerySchema,
  type SosStreamReady,
} from '@safeogun/contract/sos-board';
import { created, ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import { sendStored } from '../../lib/stored-bytes';
import { POLICE, STATE_HQ } from '../../plugins/route-access';
import { liveSession } from '../accounts-core/sessions';
import { BOARD_KEY } from './board.bus';
import { acknowledgeAlert, addAlertNote, assignAlert, closeAttended, markFalseAlert } from './board-actions.service';
import { openBoardStream, parseCursor } from './board-stream.service';
import {
  assigneesFor,
  getAlertDetail,
  listFlaggedAccounts,
  listPoliceAlerts,
  openAlertAudio,
  type Officer,
} from './sos-police.service';
import type { SosDeps } from './sos.service';

const officerOf = (request: FastifyRequest): Officer => ({ ...request.user!, ip: request.ip });
const params = sosAlertIdParamsSchema;

const boardRoutes: FastifyPluginAsyncZod<{ deps: SosDeps }> = async (app, { deps }) => {
  const police = routeGroup(POLICE, ['sos', 'police']);

  app.get(
    '/police/sos',
    police(
      "SOS alerts within the caller's reach (their LGAs, and those assigned to their stations or to them), newest first; `status=open` for the live board. No sender's name or phone: see GET /police/sos/{id}",
      { querystring: policeSosQuerySchema, response: { 200: policeSosListResponseSchema } },
    ),
    async (request) => ok(await listPoliceAlerts(deps, request.user!, request.query)),
  );

  app.get(
    '/police/sos/stream',
    police(
      "Server-sent events of the live board: `sos` ({ id, kind, at }; SSE id the event number) whenever an alert within the caller's reach is sent or changes, after those missed since `Last-Event-ID` (or `since`); then `ready` ({ cursor, truncated }). Read with fetch and the bearer token.",
      { querystring: sosStreamQuerySchema },
    ),
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const cursor = parseCursor(request.query.since ?? (Array.isArray(header) ? header[0] : header));
      const user = request.user!;
      let unsubscribe: () => void = () => undefined;
      const stream = app.sosBoard.streams.open(request, reply, {
        userId: user.id,
        // Each heartbeat checks the sign-in is still live and reads the officer's reach again.
        async stillAllowed() {
          if ((await liveSession(app, user.id, user.sessionId)) === null) return false;
          await board.refreshReach();
          return true;
        },
        onEnd: () => unsubscribe(),
      });
      const board = openBoardStream(deps, user, cursor, {
        event: (eventId, data) => stream.send(SOS_STREAM_EVENT, data, eventId),
        // With the cursor as its SSE id, so that a reconnection resumes from there even when no event came.
        ready: (last, truncated) =>
          stream.send(
            'ready',
            { cursor: last === null ? null : String(last), truncated } satisfies SosStreamReady,
            last ?? undefined,
          ),
        failed: (error) => {
          request.log.warn({ err: error }, 'SOS board stream failed; the browser reconnects');
          stream.end();
        },
      });
      unsubscribe = app.sosBoard.bus.subscribe(BOARD_KEY, (event) => board.hear(event));
      if (stream.ended) unsubscribe();
    },
  );

  app.get(
    '/police/sos/flagged-accounts',
    routeGroup(STATE_HQ, ['sos', 'police'])(
      'Accounts flagged for repeated false alerts, newest flag first (State HQ)',
      { querystring: flaggedAccountsQuerySchema, response: { 200: flaggedAccountsResponseSchema } },
    ),
    async (request) => ok(await listFlaggedAccounts(deps, request.query)),
  );

  app.get(
    '/police/sos/:id',
    police(
      "One alert with its history and, unless the sender hid it, the sender's name and phone to call back (each such read is audited)",
      { params, response: { 200: policeSosAlertDetailResponseSchema } },
    ),
    async (request) => ok({ alert: await getAlertDetail(deps, officerOf(request), request.params.id) }),
  );

  app.get('/police/sos/:id/audio', police('The voice note of an SOS alert', { params }), async (request, reply) => {
    const audio = await openAlertAudio(deps, request.user!, request.params.id, request.headers.range);
    reply
      .header('Content-Type', audio.contentType)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff');
    return sendStored(reply, audio.bytes);
  });

  app.get(
    '/police/sos/:id/assignees',
    police(
      'The stations (nearest the alert first) and officers within the caller’s reach the alert can be assigned to',
      { params, response: { 200: sosAssigneesResponseSchema } },
    ),
    async (request) => ok(await assigneesFor(deps, request.user!, request.params.id)),
  );

  app.patch(
    '/police/sos/:id/acknowledge',
    police('Acknowledge an SOS alert (once); the sender is told', {
      params,
      response: { 200: policeSosAlertResponseSchema },
    }),
    async (request) => {
      const alert = await acknowledgeAlert(deps, officerOf(request), request.params.id);
      return ok({ alert }, SOS_MESSAGES.acknowledged);
    },
  );

  app.patch(
    '/police/sos/:id/assign',
    police('Assign an SOS alert to a station or an officer within the caller’s reach (audited)', {
      params,
      body: sosAssignRequestSchema,
      response: { 200: policeSosAlertResponseSchema },
    }),
    async (request) => {
      const alert = await assignAlert(deps, officerOf(request), request.params.id, request.body);
      return ok({ alert }, SOS_BOARD_MESSAGES.assigned);
    },
  );

  app.post(
    '/police/sos/:id/notes',
    police('Add a note to an SOS alert (police only)', {
      params,
      body: sosNoteRequestSchema,
      response: { 201: sosNoteResponseSchema },
    }),
    async (request, reply) => {
      const entry = await addAlertNote(deps, officerOf(request), request.params.id, request.body?.note);
      return created(reply, { entry }, SOS_BOARD_MESSAGES.noteAdded);
    },
  );

  app.patch(
    '/police/sos/:id/attended',
    police('Close an SOS alert as attended, with an optional note (audited)', {
      params,
      body: sosAttendedRequestSchema,
      response: { 200: policeSosAlertResponseSchema },
    }),
    async (request) => {
      const alert = await closeAttended(deps, officerOf(request), request.params.id, request.body?.note);
      return ok({ alert }, SOS_BOARD_MESSAGES.attended);
    },
  );

  app.patch(
    '/police/sos/:id/false-alert',
    police('Close an SOS alert as a false alert (audited); accounts with repeated false alerts are flagged for HQ', {
      params,
      response: { 200: sosFalseAlertResponseSchema },
    }),
    async (request) => ok(await markFalseAlert(deps, officerOf(request), request.params.id), SOS_MESSAGES.markedFalse),
  );
};

export default boardRoutes;
