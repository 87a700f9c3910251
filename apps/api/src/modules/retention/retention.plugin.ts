/**
 * The daily retention sweep (decision 029) on the job queue: one recurring job, run by whichever server process claims
 * it, so the schedule is enforced with one server or several and goes on after a restart. Its admin routes are
 * registered under the API prefix with the same deps.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { appDeps } from '../../plugins/app-deps';
import { RETENTION_QUEUE, runRetention, type RetentionDeps } from './retention.service';

const DAY_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionDeps;
  }
}

export default fp<{ dataDir: string }>(
  async (app, opts) => {
    const deps: RetentionDeps = {
      ...appDeps(app),
      storage: app.storage,
      outboxDirs: [app.mailer.outboxDir, path.join(opts.dataDir, 'sms-outbox')],
    };
    app.decorate('retention', deps);
    // A sweep of a large database takes minutes (decision 029); a crashed one is taken over after an hour.
    app.jobs.every(
      RETENTION_QUEUE,
      DAY_MS,
      async () => {
        const { counts, durationMs } = await runRetention(deps, null);
        app.log.info({ counts, durationMs }, 'retention sweep done');
      },
      { timeoutMs: 3600_000, lockTimeoutMs: 2 * 3600_000 },
    );
  },
  { name: 'retention', dependencies: ['jobs', 'notifications', 'clock'] },
);
