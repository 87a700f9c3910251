/**
 * GET /metrics (issue 23, decision 031): the Prometheus text format, served only when METRICS_TOKEN is set and only
 * to a request bearing it (`Authorization: Bearer <token>`, Prometheus's `authorization` scrape setting). Outside
 * the API prefix and its envelope: it is for Prometheus, not for people.
 *
 * The install's figures are read from the database at each scrape (figures.ts, the System page's own queries); a
 * database out of reach is itself a figure (`safeogun_database_up 0`), never an error answer, so the alert on it
 * can fire.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Gauge } from 'prom-client';
import { diskSpace, readFigures } from './figures';

export interface MetricsRoutesOptions {
  token: string | undefined;
  version: string;
  /** The embedded database's folder (its disk is watched); undefined on PostgreSQL. */
  pgliteDir: string | undefined;
}

const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, opts) => {
  if (!opts.token) return;
  const token = Buffer.from(opts.token);
  const registers = [app.metrics.registry];
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers });

  gauge('safeogun_build_info', 'The running build: its version and database engine (always 1).', [
    'version',
    'engine',
  ]).set({ version: opts.version, engine: app.database.engine }, 1);
  const up = gauge('safeogun_database_up', 'Whether the database answered the last scrape (1) or not (0).');
  const scrape = gauge('safeogun_figures_read_seconds', "Time the last scrape took to read the install's figures.");
  const pending = gauge('safeogun_jobs_pending', 'Jobs waiting to run (due now or later), by queue.', ['queue']);
  const due = gauge('safeogun_jobs_due', 'Jobs due now and not yet run, by queue.', ['queue']);
  const oldest = gauge('safeogun_jobs_oldest_due_age_seconds', 'How long the oldest due job has waited, by queue.', [
    'queue',
  ]);
  const failed = gauge('safeogun_jobs_failed', 'Jobs that failed for good (kept for a retry), by queue.', ['queue']);
  const sosOpen = gauge('safeogun_sos_unacknowledged', 'SOS alerts nobody has acknowledged yet.');
  const sosAge = gauge(
    'safeogun_sos_oldest_unacknowledged_age_seconds',
    'How long the oldest unacknowledged SOS alert has waited (0: none waiting).',
  );
  const overdue = gauge(
    'safeogun_cases_past_target',
    'Open reports past their response-time target, by Area Command.',
    ['area_command'],
  );
  const streams = gauge('safeogun_live_streams', 'Live event streams open in this process, by kind.', ['stream']);
  const pool = gauge('safeogun_db_pool_connections', 'PostgreSQL connections of the request pool, by state.', [
    'state',
  ]);
  const disk = gauge(
    'safeogun_data_dir_disk_bytes',
    "The embedded database's disk: free (for this process) and total bytes.",
    ['kind'],
  );

  const backupAt = gauge(
    'safeogun_backup_last_success_timestamp_seconds',
    'When the newest snapshot in BACKUP_DIR was taken (Unix time; absent: none yet or no BACKUP_DIR).',
  );
  const backupSize = gauge('safeogun_backup_last_size_bytes', 'The size of the newest snapshot in BACKUP_DIR.');
  if (app.backups.everySeconds) {
    gauge('safeogun_backup_every_seconds', 'BACKUP_EVERY: the period of scheduled backups.').set(
      app.backups.everySeconds,
    );
  }

  /** Sets every figure of the install; the database's as `safeogun_database_up` 0 when it does not answer. */
  async function refresh(): Promise<void> {
    streams.set({ stream: 'notifications' }, app.notifications.streams.size);
    streams.set({ stream: 'sos-board' }, app.sosBoard.streams.size);
    const p = app.database.pool;
    if (p) {
      pool.set({ state: 'in_use' }, p.totalCount - p.idleCount);
      pool.set({ state: 'idle' }, p.idleCount);
      pool.set({ state: 'waiting' }, p.waitingCount);
    }
    if (opts.pgliteDir) {
      const space = await diskSpace(opts.pgliteDir);
      if (space) {
        disk.set({ kind: 'free' }, space.freeBytes);
        disk.set({ kind: 'total' }, space.totalBytes);
      }
    }
    const last = await app.backups.last();
    if (last) {
      backupAt.set(new Date(last.createdAt).getTime() / 1000);
      backupSize.set(last.sizeBytes);
    }
    const started = performance.now();
    try {
      await app.db.execute(sql`select 1`);
      const figures = await readFigures(app.db, app.clock.now());
      // Series of queues or commands that no longer have any are dropped, not left at their last value.
      for (const g of [pending, due, oldest, failed, overdue]) g.reset();
      for (const q of figures.queues) {
        pending.set({ queue: q.queue }, q.pending);
        due.set({ queue: q.queue }, q.due);
        oldest.set({ queue: q.queue }, q.oldestDueSeconds);
        failed.set({ queue: q.queue }, q.failed);
      }
      sosOpen.set(figures.sos.unacknowledged);
      sosAge.set(figures.sos.oldestUnacknowledgedSeconds);
      for (const o of figures.overdue) overdue.set({ area_command: o.areaCommand }, o.overdue);
      up.set(1);
    } catch (err) {
      app.log.warn({ err }, 'metrics: the database did not answer');
      up.set(0);
    }
    scrape.set((performance.now() - started) / 1000);
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (given.length !== token.length || !timingSafeEqual(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'GET /metrics needs the METRICS_TOKEN as a bearer token.' });
    }
    await refresh();
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
};

export default metricsRoutes;
