/** Builds the Fastify app: plugins, then feature modules under /api/v1, then the web app. */
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import { API_BASE_PATH } from '@safeogun/contract/constants';
import { OPEN311_BASE_PATH } from '@safeogun/contract/open311';
import type { Config } from './config';
import type { Database } from './db/client';
import { appSecrets } from './lib/secrets';
import databasePlugin from './plugins/database';
import rateLimitsPlugin from './plugins/rate-limits';
import lifecyclePlugin from './plugins/lifecycle';
import clockPlugin, { systemClock, type Clock } from './plugins/clock';
import eventsPlugin from './plugins/events';
import referenceChangesPlugin from './plugins/reference-changes';
import jobsPlugin from './plugins/jobs';
import smsPlugin from './plugins/sms';
import metricsPlugin from './plugins/metrics';
import backupPlugin from './modules/backup/backup.plugin';
import metricsRoutes from './modules/system/metrics.routes';
import systemRoutes from './modules/system/system.routes';
import channelsRoutes from './modules/channels/channels.routes';
import sosRoutes from './modules/sos/sos.routes';
import emergencyContactsRoutes from './modules/emergency-contacts/emergency-contacts.routes';
import errorHandler, { frameworkErrorReply } from './plugins/error-handler';
import slowClientsPlugin, { serverTimeoutOptions } from './plugins/slow-clients';
import securityHeadersPlugin from './plugins/security-headers';
import authPlugin from './plugins/auth';
import routeAccessPlugin from './plugins/route-access';
import openapiPlugin from './plugins/openapi';
import webAppPlugin from './plugins/web-app';
import healthRoutes from './modules/health/health.routes';
import optionsRoutes from './modules/options/options.routes';
import statsRoutes from './modules/stats/stats.routes';
import mailerPlugin from './plugins/mailer';
import authRoutes from './modules/auth/auth.routes';
import usersRoutes from './modules/users/users.routes';
import stationsRoutes from './modules/geo/stations.routes';
import postingRoutes from './modules/users/posting.routes';
import auditRoutes from './modules/audit/audit.routes';
import policeAccountsRoutes from './modules/police-accounts/police-accounts.routes';
import storagePlugin from './plugins/storage';
import incidentsRoutes from './modules/incidents/incidents.routes';
import caseworkRoutes from './modules/casework/casework.routes';
import threadRoutes from './modules/thread/thread.routes';
import geoRoutes from './modules/geo/geo.routes';
import crimeMapRoutes from './modules/crime-map/crime-map.routes';
import transparencyRoutes from './modules/transparency/transparency.routes';
import communityRoutes from './modules/community/community.routes';
import newsRoutes from './modules/news/news.routes';
import feedbackRoutes from './modules/feedback/feedback.routes';
import notificationsPlugin from './modules/notifications/notifications.plugin';
import notificationsRoutes from './modules/notifications/notifications.routes';
import sosBoardPlugin from './modules/sos/board.plugin';
import escalationPlugin from './modules/casework/escalation.plugin';
import slaTargetsRoutes from './modules/sla-targets/sla-targets.routes';
import open311Routes, { isOpen311Path, open311FrameworkErrorReply } from './modules/open311/open311.routes';
import open311KeysRoutes from './modules/open311/open311-keys.routes';
import administrationRoutes from './modules/administration/administration.routes';
import retentionPlugin from './modules/retention/retention.plugin';
import retentionRoutes from './modules/retention/retention.routes';
import { importModule as dynamicImport, type ImportModule } from './import-module';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Close the database with the app (the server does; tests that share a database do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where the app reads the time (tests pass a clock they move); the system clock by default. */
  clock?: Clock;
  /** How an ES module file is imported while the app runs: `import()` by default (import-module.ts). */
  importModule?: ImportModule;
}

/** Google Identity Services (the sign-in button), allowed only when GOOGLE_CLIENT_ID is set. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export async function buildApp({
  config,
  database,
  closeDatabase = true,
  logger,
  clock = systemClock,
  importModule = dynamicImport,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A request that reaches a closing process on a connection still open (a load balancer's kept-alive one, sent
    // as the drain ended) is served like any in-flight one, not answered 503: a POST is not sent again by nginx.
    return503OnClosing: false,
    frameworkErrors: (error, request, reply) =>
      isOpen311Path(request.url)
        ? open311FrameworkErrorReply(error, request, reply)
        : frameworkErrorReply(error, request, reply),
    ...serverTimeoutOptions(config.timeouts),
    // Every schema is zod's. Its compilers are given as the factories, not set after creation, so that Fastify does
    // not load its default ones first (ajv and fast-json-stringify, never used here): about 0.1 s of every start.
    // Fastify's types know only compilers of JSON Schema here, hence the casts.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(lifecyclePlugin);
  await app.register(slowClientsPlugin, { timeouts: config.timeouts });
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(config.google.clientId ? [GOOGLE_GSI] : [])],
          styleSrc: ["'self'", "'unsafe-inline'", ...(config.google.clientId ? [GOOGLE_GSI] : [])],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'data:'],
          connectSrc: ["'self'", ...(config.google.clientId ? [GOOGLE_GSI] : [])],
          frameSrc: ["'self'", ...(config.google.clientId ? [GOOGLE_GSI] : [])],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimitsPlugin, { database });
  await app.register(metricsPlugin);
  await app.register(clockPlugin, { clock });
  await app.register(databasePlugin, { database, closeOnShutdown: closeDatabase });
  // Tests drain the queue with app.jobs.runDue(); the server polls every second.
  await app.register(jobsPlugin, { pollIntervalMs: config.env === 'test' ? 0 : 1000 });
  await app.register(eventsPlugin);
  await app.register(referenceChangesPlugin);
  await app.register(smsPlugin, { config: config.sms, dataDir: config.dataDir });
  await app.register(backupPlugin, {
    dataDir: config.dataDir,
    version: config.version,
    ...config.backup,
  });
  await app.register(notificationsPlugin, { publicUrl: config.publicUrl });
  await app.register(sosBoardPlugin);
  await app.register(escalationPlugin, { sweepSeconds: config.slaSweepSeconds });
  const secrets = await appSecrets(config, database);
  await app.register(authPlugin, { jwtSecret: secrets.jwt });
  await app.register(routeAccessPlugin, { prefixes: [API_BASE_PATH, OPEN311_BASE_PATH] });
  await app.register(openapiPlugin);
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  await app.register(storagePlugin, {
    root: path.join(config.dataDir, 'uploads'),
    key: config.evidenceKey ?? createHash('sha256').update(secrets.evidence).digest(),
    s3: config.s3,
  });
  await app.register(retentionPlugin, { dataDir: config.dataDir });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(optionsRoutes);
      await api.register(statsRoutes);
      await api.register(authRoutes, { config: { ...config, jwtSecret: secrets.jwt } });
      await api.register(usersRoutes);
      await api.register(stationsRoutes);
      await api.register(postingRoutes);
      await api.register(auditRoutes);
      const fileUrlSecret = secrets.fileUrl;
      await api.register(policeAccountsRoutes, { publicUrl: config.publicUrl });
      await api.register(incidentsRoutes, {
        apiPrefix: API_BASE_PATH,
        fileUrlSecret,
        googleMapsApiKey: config.googleMapsApiKey,
      });
      await api.register(caseworkRoutes, { apiPrefix: API_BASE_PATH, fileUrlSecret });
      await api.register(slaTargetsRoutes);
      await api.register(administrationRoutes);
      await api.register(systemRoutes, { version: config.version });
      await api.register(retentionRoutes, { deps: app.retention });
      await api.register(threadRoutes);
      await api.register(geoRoutes, { googleMapsApiKey: config.googleMapsApiKey });
      await api.register(crimeMapRoutes);
      await api.register(newsRoutes, { publicUrl: config.publicUrl });
      await api.register(communityRoutes);
      await api.register(transparencyRoutes);
      await api.register(feedbackRoutes);
      await api.register(sosRoutes);
      await api.register(emergencyContactsRoutes);
      await api.register(notificationsRoutes);
      await api.register(open311KeysRoutes);
      await api.register(channelsRoutes, {
        secret: secrets.channels,
        allowedIps: config.channels.allowedIps,
        publicUrl: config.publicUrl,
        apiPrefix: API_BASE_PATH,
      });
    },
    { prefix: API_BASE_PATH },
  );
  // Outside the API prefix and its envelope: the GeoReport v2 paths and error format (decision 018).
  await app.register(open311Routes, { prefix: OPEN311_BASE_PATH, googleMapsApiKey: config.googleMapsApiKey });

  await app.register(metricsRoutes, {
    token: config.metricsToken,
    version: config.version,
    pgliteDir: 'pgliteDir' in config.database ? (config.database.pgliteDir ?? undefined) : undefined,
  });
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    apiPrefix: API_BASE_PATH,
    publicUrl: config.publicUrl,
    importModule,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
