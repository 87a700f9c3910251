import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAllReadResponseSchema,
  markReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
  type NotificationStreamEvent,
} from '@safeogun/contract/notifications';
import { ok } from '../../lib/envelope';
import { routeGroup } from '../../lib/route-options';
import { listInbox, markEveryRead, markOneRead, streamEventFor, unreadCount } from './inbox.service';
import { liveSession } from '../accounts-core/sessions';
import { SIGNED_IN } from '../../plugins/route-access';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const signedInRoute = routeGroup(SIGNED_IN, tags);

  app.get(
    '/notifications',
    signedInRoute("The caller's notifications, newest first, with the unread count", {
      querystring: notificationListQuerySchema,
      response: { 200: notificationListResponseSchema },
    }),
    async (request) => ok(await listInbox(app, request.user!.id, request.query)),
  );

  app.get(
    '/notifications/unread-count',
    signedInRoute('How many notifications are unread', {
      response: { 200: unreadCountResponseSchema },
    }),
    async (request) => ok({ unreadCount: await unreadCount(app, request.user!.id) }),
  );

  app.patch(
    '/notifications/:id/read',
    signedInRoute('Mark one notification as read', {
      params: notificationIdParamsSchema,
      response: { 200: markReadResponseSchema },
    }),
    async (request) => ok(await markOneRead(app, request.user!.id, request.params.id), 'Marked as read'),
  );

  app.post(
    '/notifications/read-all',
    signedInRoute('Mark every notification as read', { response: { 200: markAllReadResponseSchema } }),
    async (request) => {
      const updated = await markEveryRead(app, request.user!.id);
      return ok({ updated, unreadCount: 0 }, 'All notifications marked as read');
    },
  );

  app.get(
    '/notifications/stream',
    signedInRoute(
      'Server-sent events: `ready` and `unread` ({ unreadCount }), `notification` ({ notification, unreadCount }). Read with fetch and the bearer token.',
    ),
    async (request, reply) => {
      const userId = request.user!.id;
      const sessionId = request.user!.sessionId;
      let unsubscribe: () => void = () => undefined;
      const stream = app.notifications.streams.open(request, reply, {
        userId,
        // Each heartbeat also checks the sign-in is still live: logout or a password change ends the stream too.
        stillAllowed: async () => (await liveSession(app, userId, sessionId)) !== null,
        onEnd: () => unsubscribe(),
      });
      const send = (event: NotificationStreamEvent) => stream.send(event.type, event);

      // Subscribed before the unread count is read, so a notification made meanwhile is either in the count or
      // arrives as an event (read the other way round, one made between the two was lost until the next reload).
      // Events of one stream are handled in order, after `ready`.
      let chain = unreadCount(app, userId).then((unread) => send({ type: 'ready', unreadCount: unread }));
      const onError = (error: unknown) => request.log.warn({ err: error }, 'notification stream event failed');
      chain = chain.catch(onError);
      unsubscribe = app.notifications.bus.subscribe(userId, (event) => {
        chain = chain.then(async () => send(await streamEventFor(app, userId, event))).catch(onError);
      });
      if (stream.ended) unsubscribe();
    },
  );
};

export default notificationsRoutes;
