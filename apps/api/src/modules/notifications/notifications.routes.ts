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

const HEARTBEAT_MS = 25_000;
/** Streams one user may hold open in one process (tabs, devices); the oldest is closed beyond this. */
const MAX_STREAMS_PER_USER = 10;

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const signedInRoute = routeGroup(SIGNED_IN, tags);
  const streamsByUser = new Map<string, Set<() => void>>();

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
      const unread = await unreadCount(app, userId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Request-Id': request.id,
      });
      const send = (event: NotificationStreamEvent) => {
        if (res.writableEnded || res.destroyed) return;
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      res.write('retry: 5000\n\n');
      send({ type: 'ready', unreadCount: unread });

      // Events of one stream are handled in order.
      let chain = Promise.resolve();
      const unsubscribe = app.notifications.bus.subscribe(userId, (event) => {
        chain = chain
          .then(async () => send(await streamEventFor(app, userId, event)))
          .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream event failed'));
      });
      // Each heartbeat also checks the sign-in is still live: logout or a password change ends the stream too.
      const sessionId = request.user!.sessionId;
      const heartbeat = setInterval(() => {
        void liveSession(app, userId, sessionId)
          .then((role) => {
            if (role === null) return end();
            if (!res.writableEnded) res.write(': ping\n\n');
          })
          .catch(() => undefined);
      }, HEARTBEAT_MS);
      heartbeat.unref();

      const mine = streamsByUser.get(userId) ?? new Set<() => void>();
      streamsByUser.set(userId, mine);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        mine.delete(end);
        if (mine.size === 0) streamsByUser.delete(userId);
        app.notifications.streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      mine.add(end);
      app.notifications.streams.add(end);
      if (mine.size > MAX_STREAMS_PER_USER) mine.values().next().value?.();
      request.raw.on('close', end);
      res.on('close', end);
    },
  );
};

export default notificationsRoutes;
