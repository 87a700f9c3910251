/**
 * The app's clock: every time-dependent rule (response-time targets, escalation, link and code expiry, signed URLs,
 * the job queue's due times) reads `app.clock.now()` instead of `new Date()`, so a test can move time forward and
 * watch a deadline pass without sleeping. The server uses the system clock.
 */
import { readFileSync } from 'node:fs';
import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock plus the milliseconds written in `file` (none or unreadable: 0), read again at most every 200 ms:
 * the clock an end-to-end journey moves forward (TEST_CLOCK_FILE) to see a scheduled time pass without waiting.
 */
export function offsetFileClock(file: string): Clock {
  let offset = 0;
  let readAt = 0;
  return {
    now() {
      const real = Date.now();
      if (real - readAt > 200) {
        readAt = real;
        try {
          offset = Number(readFileSync(file, 'utf8').trim()) || 0;
        } catch {
          offset = 0;
        }
      }
      return new Date(real + offset);
    },
  };
}

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
