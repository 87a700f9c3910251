/** The only reader of process.env: every setting validated at boot, with messages naming the variable. */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { unmetPasswordRules } from '@safeogun/contract/auth';
import type { DatabaseTarget } from './db/client';

const flag = z
  .enum(['0', '1', 'true', 'false'], { message: 'must be 0, 1, true or false' })
  .transform((v) => v === '1' || v === 'true');

/** A whole number of seconds in [min, max], named in the message. */
const seconds = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(min, `must be between ${min} and ${max} seconds`)
    .max(max, `must be between ${min} and ${max} seconds`)
    .default(fallback);

/** A duration: a whole number and a unit (s, m, h, d; none: seconds). */
const DURATION = /^(\d+)([smhd]?)$/;
const DURATION_UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL (postgres://user@host:5432/name)')
    .optional(),
  PUBLIC_URL: z.url({ message: 'must be a full URL such as https://safeogun.ng' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('SafeOgun <no-reply@safeogun.ng>'),
  /** Geocoding: the Google provider when set, else the offline one (LGA boundaries, Ogun towns). */
  GOOGLE_MAPS_API_KEY: z.string().min(10, 'must be a Google Maps API key').optional(),
  LGA_BOUNDARIES: z.string().min(1).default('../shared/data/ogun-lgas.geojson'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  /**
   * For end-to-end journeys only: a file holding a number of milliseconds the app's clock runs ahead of the system
   * clock (re-read as it changes), so a journey can watch a scheduled time pass. Never set in production.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: flag.default(false),
  SMS_PROVIDER: z.enum(['outbox', 'africastalking'], { message: 'must be outbox or africastalking' }).optional(),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().min(1).max(11, 'must be at most 11 characters (a sender id or short code)').optional(),
  AT_BASE_URL: z.url({ message: 'must be a full URL such as https://api.africastalking.com' }).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z
    .url({ message: 'must be a full URL such as https://www.googleapis.com/oauth2/v3/certs' })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com,accounts.google.com'),
  BOOTSTRAP_ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  /** The first administrator, created at start when no administrator exists (with ADMIN_PASSWORD). */
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  /** The first administrator's password (and `npm run admin:create`'s): the one password policy applies. */
  ADMIN_PASSWORD: z
    .string()
    .max(200, 'must be 200 characters or fewer')
    .superRefine((password, ctx) => {
      const unmet = unmetPasswordRules(password);
      if (unmet.length)
        ctx.addIssue({
          code: 'custom',
          message: `is too weak for the password policy (${unmet.join('; ').toLowerCase()}); choose a stronger one`,
        });
    })
    .optional(),
  // Slow clients (README, Configuration; docs/decisions/007): defaults sized for photo uploads over 2G.
  REQUEST_TIMEOUT_SECONDS: seconds(1200, 2, 24 * 3600),
  HEADERS_TIMEOUT_SECONDS: seconds(30, 1, 600),
  // Above the 25 s heartbeat of the live notification stream, which would otherwise be cut while idle.
  IDLE_TIMEOUT_SECONDS: seconds(60, 30, 3600),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce
    .number({ message: 'must be a number of bytes per second' })
    .int('must be a whole number of bytes per second')
    .min(1, 'must be at least 1 byte per second')
    .default(512),
  UPLOAD_RATE_GRACE_SECONDS: seconds(30, 1, 3600),
  /** The `?secret=` of every channel callback URL (USSD, SMS); generated into DATA_DIR/secrets when unset. */
  CHANNELS_SECRET: z
    .string()
    .min(24, 'must be at least 24 characters')
    .max(200, 'must be 200 characters or fewer')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - and _ only (it is part of a URL)')
    .optional(),
  /** Addresses (or CIDR ranges) channel callbacks may come from, comma-separated; unset: any address. */
  CHANNELS_ALLOWED_IPS: z.string().optional(),
  /** Server processes on one port (node:cluster): a number, or `auto` for one per core; more than one needs PostgreSQL. */
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9][0-9]{0,2})$/, 'must be a number of processes (1 or more) or auto')
    .default('1'),
  /**
   * On SIGTERM, how long a process answers 503 on /health/ready while still serving, so a load balancer stops
   * sending before the listener closes (decision 034).
   */
  SHUTDOWN_DRAIN_SECONDS: seconds(5, 0, 300),
  /**
   * The key evidence files on local disk are encrypted with (decision 030): 32 bytes, base64. Unset: generated into
   * DATA_DIR/secrets/evidence-key on first start (keep it with the backups: files cannot be read without it).
   */
  EVIDENCE_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /** How often the escalation sweep looks for reports past their response-time targets (decision 011). */
  SLA_SWEEP_SECONDS: seconds(30, 1, 3600),
  /** Evidence in object storage (decision 033): the bucket; unset keeps it under DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, . and -')
    .optional(),
  /** An S3-compatible server (MinIO, Ceph...); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be a full URL such as http://minio:9000' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-west-1')
    .optional(),
  /** Bucket in the path (http://host/bucket/key), as MinIO expects, instead of in the host name. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** SSE-S3 (`x-amz-server-side-encryption: AES256`) on every write; 0 for a MinIO without a key server. */
  S3_SERVER_SIDE_ENCRYPTION: flag.default(true),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Temporary credentials (an assumed role) come with a session token. */
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /** GET /metrics answers only a request bearing this token (Prometheus `authorization`); unset: no /metrics. */
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters (a random token, e.g. openssl rand -hex 24)')
    .max(200, 'must be 200 characters or fewer')
    .optional(),
  /** The build's version (a release tag or commit), shown by GET /metrics and the System page. */
  APP_VERSION: z.string().min(1).max(100).default('dev'),
  /** Scheduled backups (decision 032): the folder, how often (30m, 6h, 1d or seconds) and how many to keep. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY: z
    .string()
    .regex(DURATION, 'must be a duration such as 30m, 6h or 1d (or a number of seconds)')
    .transform((v) => {
      const [, amount, unit] = DURATION.exec(v)!;
      return Number(amount) * DURATION_UNIT_SECONDS[(unit || 's') as keyof typeof DURATION_UNIT_SECONDS];
    })
    .refine((v) => v >= 60 && v <= 30 * 86400, 'must be between 1 minute and 30 days')
    .default(86400),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a number of backups' })
    .int('must be a whole number of backups')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(7),
});

export type Env = z.input<typeof envSchema>;

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
  trustProxy: boolean;
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

export interface S3Config {
  bucket: string;
  /** The server's base URL (AWS's regional endpoint when S3_ENDPOINT is unset), without a trailing slash. */
  endpoint: string;
  region: string;
  forcePathStyle: boolean;
  serverSideEncryption: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | undefined;
}

/** How long a client may take to send its request (README, Configuration; docs/decisions/007). */
export interface TimeoutsConfig {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
  headersMs: number;
  /** A connection with no byte either way for this long is closed. */
  idleMs: number;
  /** A request body arriving slower than this on average, after the grace period, is cut. */
  uploadMinBytesPerSecond: number;
  uploadGraceMs: number;
}

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'africastalking'; username: string; apiKey: string; senderId: string | undefined; baseUrl: string };

function smsConfig(e: z.output<typeof envSchema>): SmsConfig {
  if (e.SMS_PROVIDER !== 'africastalking') return { provider: 'outbox' };
  const missing = (['AT_USERNAME', 'AT_API_KEY'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(missing.map((name) => `${name}: required when SMS_PROVIDER=africastalking`));
  }
  return {
    provider: 'africastalking',
    username: e.AT_USERNAME!,
    apiKey: e.AT_API_KEY!,
    senderId: e.AT_SENDER_ID,
    // The sandbox account has its own host.
    baseUrl: (
      e.AT_BASE_URL ??
      (e.AT_USERNAME === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com')
    ).replace(/\/$/, ''),
  };
}

/** CHANNELS_ALLOWED_IPS: addresses or CIDR ranges, IPv4 or IPv6, each checked here so a typo stops start-up. */
function allowedIps(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return true;
    if (bits === undefined) return false;
    const n = Number(bits);
    return !/^\d+$/.test(bits) || n > (family === 4 ? 32 : 128);
  });
  if (bad.length > 0) {
    throw new ConfigError([`CHANNELS_ALLOWED_IPS: not an address or CIDR range: ${bad.join(', ')}`]);
  }
  return entries;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_SERVER_SIDE_ENCRYPTION'] as const;

function s3Config(e: z.output<typeof envSchema>, given: Record<string, string | undefined>): S3Config | null {
  if (!e.S3_BUCKET) {
    // A setting without its bucket is a typo or a forgotten line: evidence would silently stay on disk.
    const stray = S3_SETTINGS.filter((name) => given[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(stray.map((name) => `${name}: set S3_BUCKET too, or remove it`));
    return null;
  }
  const problems: string[] = [];
  if (!e.AWS_ACCESS_KEY_ID) problems.push('AWS_ACCESS_KEY_ID: required when S3_BUCKET is set');
  if (!e.AWS_SECRET_ACCESS_KEY) problems.push('AWS_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  if (!e.S3_ENDPOINT && !e.S3_REGION)
    problems.push("S3_REGION: required for AWS S3 (S3_ENDPOINT unset): the bucket's region, such as eu-west-1");
  if (problems.length > 0) throw new ConfigError(problems);
  const region = e.S3_REGION ?? 'us-east-1';
  return {
    bucket: e.S3_BUCKET,
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    region,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    serverSideEncryption: e.S3_SERVER_SIDE_ENCRYPTION,
    accessKeyId: e.AWS_ACCESS_KEY_ID!,
    secretAccessKey: e.AWS_SECRET_ACCESS_KEY!,
    sessionToken: e.AWS_SESSION_TOKEN,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
    trustProxy: e.TRUST_PROXY,
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
