import Fastify from 'fastify';
import type { Database } from '../db/client';
import clockPlugin, { systemClock, type Clock } from './clock';
import databasePlugin from './database';
import jobsPlugin from './jobs';
import metricsPlugin from './metrics';

/** A bare app with only the clock, the database and the queue, so each test owns its workers. */
export async function queueApp(database: Database, pollIntervalMs = 0, clock: Clock = systemClock) {
  const app = Fastify({ logger: false });
  await app.register(clockPlugin, { clock });
  await app.register(databasePlugin, { database, closeOnShutdown: false });
  await app.register(metricsPlugin);
  await app.register(jobsPlugin, { pollIntervalMs, lockTimeoutMs: 60_000 });
  await app.ready();
  return app;
}
