/**
 * @fastify/rate-limit for the routes that declare a limit (none by default). On PostgreSQL the counters live in the
 * database, shared by every process (lib/rate-limit-store.ts, decision 034); on the embedded database, in memory.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequestsMessage } from '@safeogun/contract/messages';
import type { Database } from '../db/client';
import { tooManyRequests } from '../lib/errors';
import { RATE_LIMIT_SWEEP_MS, postgresRateLimitStore, sweepRateLimitHits } from '../lib/rate-limit-store';

export default fp<{ database: Database }>(
  async (app, { database }) => {
    const { pool } = database;
    await app.register(rateLimit, {
      global: false,
      ...(pool ? { store: postgresRateLimitStore(pool) } : {}),
      // An AppError reaches the error handler as it is: the client is told how long to wait.
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(tooManyRequestsMessage(context.ttl / 1000), context.ttl / 1000),
    });
    if (!pool) return;
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep = setInterval(() => {
        sweepRateLimitHits(pool).catch((err: unknown) => app.log.warn({ err }, 'rate limits: sweep failed'));
      }, RATE_LIMIT_SWEEP_MS);
      sweep.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limits' },
);
