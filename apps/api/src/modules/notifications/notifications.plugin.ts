/**
 * Wires notifications into the app: the cross-process event bus, the email job, the app's domain events that tell
 * a citizen something (status changes, police notes and messages, review replies, SOS acknowledgements) or a
 * commander (SOS escalations), and the open event streams (ended when the app closes).
 */
import fp from 'fastify-plugin';
import { createEventStreamHub, type EventStreamHub } from '../../lib/sse';
import { createNotificationBus, type NotificationBus } from './notifications.bus';
import {
  EMAIL_QUEUE,
  SECURITY_ALERT_QUEUE,
  notifyPoliceMessage,
  notifyPoliceNote,
  notifyReportStatus,
  notifyReviewReply,
  notifySosAcknowledged,
  notifySosEscalated,
  notifySecurityAlert,
  sendNotificationEmail,
  type EmailJob,
} from './notifications.service';
import { findPublishedSecurityAlert } from './notifications.repository';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      bus: NotificationBus;
      /** Base URL for links in emails. */
      publicUrl: string;
      /** Open event streams of this process. */
      streams: EventStreamHub;
    };
  }
}

export default fp<{ publicUrl: string }>(
  async (app, opts) => {
    const bus = createNotificationBus(app.database, app.log);
    // Streams one user may hold open in one process (tabs, devices); the oldest is closed beyond this.
    const streams = createEventStreamHub({ maxPerUser: 10 });
    app.decorate('notifications', { bus, publicUrl: opts.publicUrl.replace(/\/$/, ''), streams });

    app.jobs.work<EmailJob>(EMAIL_QUEUE, (job) => sendNotificationEmail(app, job.payload), { concurrency: 2 });
    app.jobs.work<{ articleId: number }>(
      SECURITY_ALERT_QUEUE,
      async (job) => {
        const article = await findPublishedSecurityAlert(app.db, job.payload.articleId);
        if (article) await notifySecurityAlert(app, article);
      },
      { timeoutMs: 10 * 60_000 },
    );

    // The app's own events: a failure to notify is logged by the emitter and never undoes what was committed.
    const unsubscribe = [
      app.events.on('incident.status-changed', async (change) => {
        if (!change.userId) return;
        await notifyReportStatus(app, { ...change, userId: change.userId });
      }),
      app.events.on('incident.police-note-added', (note) => notifyPoliceNote(app, note).then(() => undefined)),
      app.events.on('incident.message-sent', (message) => notifyPoliceMessage(app, message).then(() => undefined)),
      app.events.on('incident.review-replied', (reply) => notifyReviewReply(app, reply).then(() => undefined)),
      app.events.on('sos.acknowledged', (ack) => notifySosAcknowledged(app, ack).then(() => undefined)),
      app.events.on('sos.escalated', (escalation) => notifySosEscalated(app, escalation)),
    ];

    app.addHook('onReady', async () => {
      await bus.ready();
    });
    app.addHook('preClose', async () => {
      for (const off of unsubscribe) off();
      streams.endAll();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'notifications', dependencies: ['jobs', 'events'] },
);
