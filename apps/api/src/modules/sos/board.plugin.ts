/**
 * Wires the live SOS board into the app (decision 012): the cross-process board bus, the open board streams (ended
 * when the app closes) and the escalation job of unacknowledged alerts.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createEventStreamHub, type EventStreamHub } from '../../lib/sse';
import { createBoardBus, type BoardBus, type BoardBusEvent } from './board.bus';
import { SOS_ESCALATION_QUEUE, escalateIfDue, type EscalationJob } from './escalation.service';
import { appDeps } from '../../plugins/app-deps';

declare module 'fastify' {
  interface FastifyInstance {
    sosBoard: {
      bus: BoardBus;
      /** Open board streams of this process. */
      streams: EventStreamHub;
    };
  }
}

/** Publishes to every board, counting each alert received (GET /metrics) by the channel it came by. */
export const boardPublisher = (app: FastifyInstance, channel: 'web' | 'ussd') => (event: BoardBusEvent) => {
  if (event.type === 'alert' && event.kind === 'sent') app.metrics.sosReceived.inc({ channel });
  return app.sosBoard.bus.publish(event);
};

export default fp(
  async (app) => {
    const bus = createBoardBus(app.database, app.log);
    // Boards one officer may hold open in one process (a control-room screen and a phone, a few tabs).
    const streams = createEventStreamHub({ maxPerUser: 5 });
    app.decorate('sosBoard', { bus, streams });

    app.jobs.work<EscalationJob>(
      SOS_ESCALATION_QUEUE,
      (job) => escalateIfDue({ ...appDeps(app), publishToBoards: (event) => bus.publish(event) }, job.payload),
      // Seconds matter: a failed run is tried again soon.
      { concurrency: 4, backoffMs: (attempt) => Math.min(2000 * 2 ** (attempt - 1), 60_000) },
    );

    app.addHook('onReady', async () => {
      await bus.ready();
    });
    app.addHook('preClose', async () => {
      streams.endAll();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'sos-board', dependencies: ['jobs', 'events'] },
);
