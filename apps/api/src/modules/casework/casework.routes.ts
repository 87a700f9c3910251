import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  incidentIdParamsSchema,
  mapVisibilityRequestSchema,
  mapVisibilityResponseSchema,
  policeNoteRequestSchema,
  policeNoteResponseSchema,
  reviewReplyResponseSchema,
  statusChangeRequestSchema,
  statusChangeResponseSchema,
} from '@safeogun/contract/incidents';
import { policeReplyRequestSchema } from '@safeogun/contract/police';
import { ok } from '../../lib/envelope';
import { routeOptions } from '../../lib/route-options';
import { roles } from '../../plugins/route-access';
import {
  addPoliceNote,
  changeIncidentStatus,
  replyToReview,
  setMapVisibility,
  type CaseworkDeps,
} from './casework.service';

/** Police casework on submitted reports: status, notes, review replies, crime-map visibility. */
const caseworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CaseworkDeps = { db: app.db, events: app.events, now: () => new Date() };

  app.patch(
    '/police/incidents/:id/status',
    routeOptions(roles('police', 'admin'), ['police'], 'Change the status of a report, with a note the citizen reads', {
      params: incidentIdParamsSchema,
      body: statusChangeRequestSchema,
      response: { 200: statusChangeResponseSchema },
    }),
    async (request) => {
      const change = await changeIncidentStatus(deps, request.user!, {
        incidentId: request.params.id,
        status: request.body.status,
        note: request.body.note,
      });
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
    routeOptions(
      roles('police', 'admin'),
      ['police'],
      'Hide a report from the crime map, or show it again; the reason is kept as an internal note',
      {
        params: incidentIdParamsSchema,
        body: mapVisibilityRequestSchema,
        response: { 200: mapVisibilityResponseSchema },
      },
    ),
    async (request) => {
      const changed = await setMapVisibility(deps, request.user!, { incidentId: request.params.id, ...request.body });
      return ok(changed, changed.hiddenFromMap ? 'Hidden from the crime map' : 'Shown on the crime map');
    },
  );

  app.post(
    '/police/incidents/:id/notes',
    routeOptions(
      roles('police', 'admin'),
      ['police'],
      'Add a note to a report without changing its status; a public note is shown to the citizen',
      { params: incidentIdParamsSchema, body: policeNoteRequestSchema, response: { 201: policeNoteResponseSchema } },
    ),
    async (request, reply) => {
      const added = await addPoliceNote(deps, request.user!, { incidentId: request.params.id, ...request.body });
      return reply.status(201).send(ok(added, 'Note added'));
    },
  );

  app.post(
    '/police/incidents/:id/review/reply',
    routeOptions(
      roles('police', 'admin'),
      ['police'],
      "Reply to the citizen's review of a case (replaces an earlier reply); the citizen is notified",
      { params: incidentIdParamsSchema, body: policeReplyRequestSchema, response: { 200: reviewReplyResponseSchema } },
    ),
    async (request) => {
      const review = await replyToReview(deps, request.user!, { incidentId: request.params.id, ...request.body });
      return ok({ review }, 'Reply sent');
    },
  );
};

export default caseworkRoutes;
