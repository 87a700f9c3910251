import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema, userResponseSchema } from '@safeogun/contract/auth';
import {
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  updateBasicBodySchema,
  updateLanguageBodySchema,
  updatePasswordBodySchema,
  userExportResponseSchema,
} from '@safeogun/contract/users';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PROFILE_MESSAGES,
} from '@safeogun/contract/messages';
import { ok } from '../../lib/envelope';
import { routeGroup, routeOptions } from '../../lib/route-options';
import {
  changePassword,
  deleteAccount,
  exportUserData,
  getMe,
  getNotificationPreferences,
  saveNotificationPreferences,
  updateBasic,
  updateLanguage,
} from './users.service';
import { SIGNED_IN, rolesRefusing } from '../../plugins/route-access';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  const signedInRoute = routeGroup(SIGNED_IN, tags);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/user/me', signedInRoute('The signed-in user', { response: { 200: userResponseSchema } }), async (request) =>
    ok({ user: await getMe(app, request.user!.id) }),
  );

  app.patch(
    '/user/update/basic',
    signedInRoute("Edit phone number, station and location (a police officer's station is their posting: fixed here)", {
      body: updateBasicBodySchema,
      response: { 200: userResponseSchema },
    }),
    async (request) => ok({ user: await updateBasic(app, request.user!, request.body) }, PROFILE_MESSAGES.updated),
  );

  app.patch(
    '/user/language',
    signedInRoute("Choose the account's language (English, Yoruba or Pidgin) for the app, emails and texts", {
      body: updateLanguageBodySchema,
      response: { 200: userResponseSchema },
    }),
    async (request) => ok({ user: await updateLanguage(app, request.user!.id, request.body.language) }),
  );

  app.patch(
    '/user/update/password',
    signedInRoute('Change the password (ends every session)', {
      body: updatePasswordBodySchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      await changePassword(app, request.user!.id, request.body.oldPassword, request.body.newPassword);
      return ok(null, PASSWORD_CHANGE_MESSAGES.success);
    },
  );

  app.get(
    '/user/notification-preferences',
    signedInRoute('Notification preferences', {
      response: { 200: notificationPreferencesResponseSchema },
    }),
    async (request) => ok({ preferences: await getNotificationPreferences(app, request.user!.id) }),
  );

  app.put(
    '/user/notification-preferences',
    signedInRoute('Save notification preferences', {
      body: notificationPreferencesSchema,
      response: { 200: notificationPreferencesResponseSchema },
    }),
    async (request) => {
      const preferences = await saveNotificationPreferences(app, request.user!.id, request.body);
      return ok({ preferences }, ACCOUNT_MESSAGES.preferencesSaved);
    },
  );

  app.get(
    '/user/export',
    signedInRoute("Download the user's data (JSON)", { response: { 200: userExportResponseSchema } }),
    async (request) => ok(await exportUserData(app, request.user!.id), ACCOUNT_MESSAGES.exportReady),
  );

  app.delete(
    '/user/delete',
    routeOptions(
      rolesRefusing(['citizen'], ACCOUNT_DELETION_MESSAGES.forbidden),
      tags,
      'Delete the account: personal data erased, reports kept detached',
      { response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      await deleteAccount(app, request.user!.id, request.user!.role);
      return ok(null, ACCOUNT_DELETION_MESSAGES.success);
    },
  );
};

export default usersRoutes;
