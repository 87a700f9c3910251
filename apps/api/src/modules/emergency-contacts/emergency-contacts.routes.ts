import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emergencyContactDeletedResponseSchema,
  emergencyContactIdParamsSchema,
  emergencyContactInputSchema,
  emergencyContactListResponseSchema,
  emergencyContactResponseSchema,
} from '@safeogun/contract/emergency-contacts';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { created, ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import * as service from './emergency-contacts.service';
import { SIGNED_IN } from '../../plugins/route-access';

const tags = ['emergency contacts'];
const signedInRoute = routeGroup(SIGNED_IN, tags);
const rateLimitedRoute = routeGroup(SIGNED_IN, tags, { rateLimit: { max: 60, timeWindow: '1 minute' } });

/** The signed-in user's own emergency contacts (the people told by SMS when they send an SOS). */
const emergencyContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/emergencyContact/all',
    signedInRoute('List my emergency contacts', {
      response: { 200: emergencyContactListResponseSchema },
    }),
    async (request) =>
      ok({ emergencyContacts: await service.listContacts(app.db, request.user!.id) }, CONTACT_MESSAGES.listed),
  );

  app.post(
    '/user/emergencyContact/',
    rateLimitedRoute('Add an emergency contact (phone stored as +234 and 10 digits; at most 10 contacts)', {
      body: emergencyContactInputSchema,
      response: { 201: emergencyContactResponseSchema },
    }),
    async (request, reply) => {
      const emergencyContact = await service.createContact(app.db, request.user!.id, request.body);
      return created(reply, { emergencyContact }, CONTACT_MESSAGES.created);
    },
  );

  app.put(
    '/user/emergencyContact/:id',
    rateLimitedRoute('Change one of my emergency contacts', {
      params: emergencyContactIdParamsSchema,
      body: emergencyContactInputSchema,
      response: { 200: emergencyContactResponseSchema },
    }),
    async (request) => {
      const emergencyContact = await service.updateContact(app.db, request.user!.id, request.params.id, request.body);
      return ok({ emergencyContact }, CONTACT_MESSAGES.updated);
    },
  );

  app.delete(
    '/user/emergencyContact/:id',
    signedInRoute('Remove one of my emergency contacts', {
      params: emergencyContactIdParamsSchema,
      response: { 200: emergencyContactDeletedResponseSchema },
    }),
    async (request) => {
      await service.deleteContact(app.db, request.user!.id, request.params.id);
      return ok({ id: request.params.id }, CONTACT_MESSAGES.deleted);
    },
  );
};

export default emergencyContactsRoutes;
