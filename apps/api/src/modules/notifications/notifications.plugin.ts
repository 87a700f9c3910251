/**
 * Wires notifications into the app: the cross-process event bus, the email job, the hook on incident status
 * changes, and the open event streams (ended when the app closes).
 */
import fp from 'fastify-plugin';
import { createNotificationBus, type NotificationBus } from './notifications.bus';
import {
  EMAIL_QUEUE,
  SECURITY_ALERT_QUEUE,
  notifyReportStatus,
  notifySecurityAlert,
  sendNotificationEmail,
  type EmailJob,
} from './notifications.service';
import { findPublishedSecurityAlert } from './notifications.repository';
import { onIncidentStatusChanged } from '../incidents/incidents.service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      bus: NotificationBus;
      /** Base URL for links in emails. */
      publicUrl: string;
      /** Open event streams of this process; each entry ends its stream. */
      streams: Set<() => void>;
    };
  }
}

export default fp<{ publicUrl: string }>(
  async (app, opts) => {
    const bus = createNotificationBus(app.database, app.log);
    const streams = new Set<() => void>();
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

    // Listeners are per module, shared by every app in this process: act only for changes made on this app's database.
    const stopListening = onIncidentStatusChanged(async (change, db) => {
      if (db !== app.db || !change.userId) return;
      await notifyReportStatus(app, {
        userId: change.userId,
        incidentId: change.incidentId,
        ticketId: change.ticketId,
        to: change.to,
        note: change.note,
      });
    });

    app.addHook('onReady', async () => {
      await bus.ready();
    });
    app.addHook('preClose', async () => {
      stopListening();
      for (const end of [...streams]) end();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'notifications', dependencies: ['jobs'] },
);
