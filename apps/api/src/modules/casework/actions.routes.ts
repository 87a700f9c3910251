import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeRequestSchema,
  caseActionResponseSchema,
  escalateRequestSchema,
  internalNoteRequestSchema,
  mapVisibilityRequestSchema,
  mapVisibilityResponseSchema,
  rerouteRequestSchema,
  statusChangeRequestSchema,
  statusChangeResponseSchema,
} from '@safeogun/contract/casework';
import {
  incidentIdParamsSchema,
  policeNoteRequestSchema,
  policeNoteResponseSchema,
  reviewReplyResponseSchema,
} from '@safeogun/contract/incidents';
import { policeReplyRequestSchema } from '@safeogun/contract/police';
import type { FastifyRequest } from 'fastify';
import { created, ok } from '../../lib/envelope';
import { legalHoldBodySchema, RETENTION_MESSAGES } from '@safeogun/contract/retention';
import { routeGroup, routeOptions } from '../../lib/route-options';
import { POLICE, roles } from '../../plugins/route-access';
import type { Actor, CaseworkDeps } from './casework.deps';
import {
  acknowledge,
  addInternalNote,
  addPoliceNote,
  changeStatus,
  escalate,
  replyToReview,
  reroute,
  setLegalHold,
  setMapVisibility,
} from './actions.service';

const actorOf = (request: FastifyRequest): Actor => ({ ...request.user!, ip: request.ip });

/**
 * Police actions on a report. Those that change it name the `version` the officer opened (409 when it changed since)
 * and answer the case as it now stands.
 */
const actionRoutes: FastifyPluginAsyncZod<{ deps: CaseworkDeps }> = async (app, { deps }) => {
  const options = routeGroup(POLICE, ['police'], {}, { params: incidentIdParamsSchema });

  app.post(
    '/police/incidents/:id/acknowledge',
    options('Acknowledge a report (once); the citizen is told it was received', {
      body: acknowledgeRequestSchema,
      response: { 200: caseActionResponseSchema },
    }),
    async (request) => {
      const { incident } = await acknowledge(deps, actorOf(request), {
        incidentId: request.params.id,
        version: request.body.version,
      });
      return ok({ incident }, 'Report acknowledged');
    },
  );

  app.patch(
    '/police/incidents/:id/status',
    options('Change the status of a report, with a note the citizen reads (409: not allowed from its status)', {
      body: statusChangeRequestSchema,
      response: { 200: statusChangeResponseSchema },
    }),
    async (request) =>
      ok(
        await changeStatus(deps, actorOf(request), { incidentId: request.params.id, ...request.body }),
        'Status updated',
      ),
  );

  app.post(
    '/police/incidents/:id/internal-notes',
    options('Add a note for police only; never shown to the citizen', {
      body: internalNoteRequestSchema,
      response: { 201: caseActionResponseSchema },
    }),
    async (request, reply) => {
      const { incident } = await addInternalNote(deps, actorOf(request), {
        incidentId: request.params.id,
        note: request.body.note,
      });
      return created(reply, { incident }, 'Internal note added');
    },
  );

  app.post(
    '/police/incidents/:id/reroute',
    options('Re-route a report to another station within reach, with a reason (audited)', {
      body: rerouteRequestSchema,
      response: { 200: caseActionResponseSchema },
    }),
    async (request) => {
      const { incident } = await reroute(deps, actorOf(request), { incidentId: request.params.id, ...request.body });
      return ok({ incident }, 'Report re-routed');
    },
  );

  app.post(
    '/police/incidents/:id/escalate',
    options('Escalate a report to the Area Command or State HQ, with a reason (audited)', {
      body: escalateRequestSchema,
      response: { 200: caseActionResponseSchema },
    }),
    async (request) => {
      const { incident } = await escalate(deps, actorOf(request), { incidentId: request.params.id, ...request.body });
      return ok({ incident }, 'Report escalated');
    },
  );

  app.patch(
    '/police/incidents/:id/map-visibility',
    options('Hide a report from the crime map, or show it again; the reason is kept as an internal note (audited)', {
      body: mapVisibilityRequestSchema,
      response: { 200: mapVisibilityResponseSchema },
    }),
    async (request) => {
      const changed = await setMapVisibility(deps, actorOf(request), {
        incidentId: request.params.id,
        ...request.body,
      });
      return ok(changed, changed.hiddenFromMap ? 'Hidden from the crime map' : 'Shown on the crime map');
    },
  );

  app.put(
    '/police/incidents/:id/legal-hold',
    routeOptions(
      // Supervisors: an area commander, State HQ, an administrator (each in their reach).
      roles('area_commander', 'hq', 'admin'),
      ['police'],
      'Put a case under legal hold (the retention schedule never touches it) or clear the hold, with the reason (audited)',
      { params: incidentIdParamsSchema, body: legalHoldBodySchema, response: { 200: caseActionResponseSchema } },
    ),
    async (request) => {
      const { incident, changed } = await setLegalHold(deps, actorOf(request), {
        incidentId: request.params.id,
        ...request.body,
      });
      const message = !changed
        ? RETENTION_MESSAGES.holdUnchanged
        : request.body.legalHold
          ? RETENTION_MESSAGES.holdSet
          : RETENTION_MESSAGES.holdCleared;
      return ok({ incident }, message);
    },
  );

  app.post(
    '/police/incidents/:id/notes',
    options('Add a note to a report without changing its status; a public note is shown to the citizen', {
      body: policeNoteRequestSchema,
      response: { 201: policeNoteResponseSchema },
    }),
    async (request, reply) => {
      const added = await addPoliceNote(deps, request.user!, { incidentId: request.params.id, ...request.body });
      return created(reply, added, 'Note added');
    },
  );

  app.post(
    '/police/incidents/:id/review/reply',
    options("Reply to the citizen's review of a case (replaces an earlier reply); the citizen is notified", {
      body: policeReplyRequestSchema,
      response: { 200: reviewReplyResponseSchema },
    }),
    async (request) => {
      const review = await replyToReview(deps, request.user!, { incidentId: request.params.id, ...request.body });
      return ok({ review }, 'Reply sent');
    },
  );
};

export default actionRoutes;
