/**
 * The app's clock: every time-dependent rule (response-time targets, escalation, link and code expiry, signed URLs,
 * the job queue's due times) reads `app.clock.now()` instead of `new Date()`, so a test can move time forward and
 * watch a deadline pass without sleeping. The server uses the system clock.
 */
import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp<{ clock: Clock }>(
  async (app, opts) => {
    app.decorate('clock', opts.clock);
  },
  { name: 'clock' },
);
