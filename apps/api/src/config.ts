/** The only reader of process.env: every setting validated at boot, with messages naming the variable. */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/client';
import { envSchema } from './config-schema';
import {
  ConfigError,
  allowedIps,
  trustedProxies,
  s3Config,
  smsConfig,
  type S3Config,
  type SmsConfig,
  type TimeoutsConfig,
} from './config-sections';

export type { Env } from './config-schema';
export { ConfigError, type S3Config, type SmsConfig, type TimeoutsConfig } from './config-sections';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseTarget;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleMapsApiKey: string | undefined;
  lgaBoundariesPath: string;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  /** How many proxies (or which) stand in front of the API: whose X-Forwarded-For gives the client's address. */
  trustProxy: false | string[];
  /** SMS gateway: 'outbox' (log + DATA_DIR/sms-outbox, the default) or Africa's Talking. */
  sms: SmsConfig;
  /** Google sign-in: off (buttons hidden, endpoints answer 404) when clientId is unset. */
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  /**
   * Deprecated (README): the account with this email becomes an administrator when it completes sign-up. The first
   * administrator is `firstAdmin` (or `npm run admin:create`).
   */
  bootstrapAdminEmail: string | undefined;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: created at start when no administrator exists. */
  firstAdmin: { email: string; password: string } | undefined;
  /** ADMIN_PASSWORD alone: what `npm run admin:create` uses instead of asking. */
  adminPassword: string | undefined;
  timeouts: TimeoutsConfig;
  /** EVIDENCE_KEY: the evidence store's key (undefined: generated into DATA_DIR/secrets). */
  evidenceKey: Buffer | undefined;
  /** SLA_SWEEP_SECONDS: the period of the escalation sweep. */
  slaSweepSeconds: number;
  /** TEST_CLOCK_FILE: the e2e journeys' clock offset (see the schema). */
  testClockFile: string | undefined;
  /** WORKERS: how many server processes share the port (1: this process serves alone). */
  workers: number;
  /** SHUTDOWN_DRAIN_SECONDS in milliseconds. */
  shutdownDrainMs: number;
  /** USSD and SMS callbacks: the URL secret (null: generated into DATA_DIR/secrets) and the allowed sources. */
  channels: { secret: string | undefined; allowedIps: string[] };
  /** METRICS_TOKEN: GET /metrics is served only when set, to requests bearing it. */
  metricsToken: string | undefined;
  /** APP_VERSION */
  version: string;
  /** BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP: scheduled backups, off when dir is unset. */
  backup: { dir: string | undefined; everySeconds: number; keep: number };
  /** S3_BUCKET and the rest: evidence in object storage; null keeps it under DATA_DIR/uploads. */
  s3: S3Config | null;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings (VAR= in a shell) mean "unset".
  const env = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_SECONDS >= e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(['HEADERS_TIMEOUT_SECONDS: must be shorter than REQUEST_TIMEOUT_SECONDS']);
  }
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw new ConfigError(["ADMIN_PASSWORD: required when ADMIN_EMAIL is set (the first administrator's password)"]);
  }
  const workers = e.WORKERS === 'auto' ? availableParallelism() : Number(e.WORKERS);
  if (workers > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      `WORKERS: ${e.WORKERS} asks for more than one server process, but the embedded database (no DATABASE_URL) belongs to one process. Set WORKERS=1, or set DATABASE_URL to a PostgreSQL database.`,
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const lgaBoundariesPath = path.resolve(e.LGA_BOUNDARIES);
  if (!existsSync(lgaBoundariesPath)) {
    throw new ConfigError([
      `LGA_BOUNDARIES: no file at ${lgaBoundariesPath}. Set LGA_BOUNDARIES to the path of the Ogun LGA boundary GeoJSON (shared/data/ogun-lgas.geojson).`,
    ]);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : { pgliteDir: path.join(dataDir, 'pgdata') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    lgaBoundariesPath,
    jwtSecret: e.JWT_SECRET,
    // The embedded default shows a living product; a PostgreSQL deployment opts in.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    sms: smsConfig(e),
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUER.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    bootstrapAdminEmail: e.BOOTSTRAP_ADMIN_EMAIL?.toLowerCase(),
    firstAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    adminPassword: e.ADMIN_PASSWORD,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      idleMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
      uploadGraceMs: e.UPLOAD_RATE_GRACE_SECONDS * 1000,
    },
    evidenceKey: e.EVIDENCE_KEY ? Buffer.from(e.EVIDENCE_KEY, 'base64') : undefined,
    slaSweepSeconds: e.SLA_SWEEP_SECONDS,
    workers,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    testClockFile: e.TEST_CLOCK_FILE,
    channels: { secret: e.CHANNELS_SECRET, allowedIps: allowedIps(e.CHANNELS_ALLOWED_IPS) },
    s3: s3Config(e, env),
    metricsToken: e.METRICS_TOKEN,
    version: e.APP_VERSION,
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
      everySeconds: e.BACKUP_EVERY,
      keep: e.BACKUP_KEEP,
    },
  };
}

/** For a command-line tool: the configuration, or `fail` with the problems when a setting is bad. */
export function loadConfigOr(fail: (message: string) => never): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
