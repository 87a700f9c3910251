/**
 * Prometheus figures of the process and of the install (issue 23, decision 031), served by the metrics routes
 * (modules/system/metrics.routes.ts). prom-client: the Prometheus text format with Node's own figures (event-loop
 * delay, memory, handles) built in, one registry per app (tests run several apps in one process), and a `collect`
 * hook per gauge so the database is read at scrape time only, never on a timer.
 *
 * Labels never carry a person's data: routes are labelled by their pattern (`/api/v1/incidents/:id`, never the id),
 * queues by name, texts by provider, Area Commands by name.
 */
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Texts handed to the SMS gateway, by provider and outcome (sent, failed). */
  texts: Counter<'provider' | 'outcome'>;
  /** Mail handed to SMTP or the outbox, by outcome. */
  mail: Counter<'outcome'>;
  /** Job runs that failed, by queue and what follows (retry, failed for good). */
  jobFailures: Counter<'queue' | 'outcome'>;
  /** SOS alerts received by this process, by channel (web, ussd). */
  sosReceived: Counter<'channel'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Buckets from a cached read (5 ms) to a photo upload over 2G (a minute and more). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export default fp(
  async (app) => {
    const registry = new Registry();
    registry.setDefaultLabels({ app: 'safeogun' });
    collectDefaultMetrics({ register: registry, prefix: 'safeogun_' });

    const duration = new Histogram({
      name: 'safeogun_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class (2xx, 4xx, 5xx).',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // Only routes the app knows: an unknown path's URL is the client's to choose and would make endless series.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    });

    app.decorate('metrics', {
      registry,
      texts: new Counter({
        name: 'safeogun_sms_total',
        help: 'Texts handed to the SMS gateway, by provider and outcome (sent or failed).',
        labelNames: ['provider', 'outcome'] as const,
        registers: [registry],
      }),
      mail: new Counter({
        name: 'safeogun_mail_total',
        help: 'Mail handed to SMTP (or written to the outbox), by outcome (sent or failed).',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
      jobFailures: new Counter({
        name: 'safeogun_job_failures_total',
        help: 'Job runs that failed, by queue and outcome (retry: tried again later; failed: given up).',
        labelNames: ['queue', 'outcome'] as const,
        registers: [registry],
      }),
      sosReceived: new Counter({
        name: 'safeogun_sos_alerts_received_total',
        help: 'SOS alerts received by this process, by channel.',
        labelNames: ['channel'] as const,
        registers: [registry],
      }),
    });
  },
  { name: 'metrics' },
);
