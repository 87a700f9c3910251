/** The only reader of process.env: every setting validated at boot, with messages naming the variable. */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** How often the escalation sweep looks for reports past their response-time targets (decision 011). */
  SLA_SWEEP_SECONDS: seconds(30, 1, 3600),
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
  /** SLA_SWEEP_SECONDS: the period of the escalation sweep. */
  slaSweepSeconds: number;
  /** TEST_CLOCK_FILE: the e2e journeys' clock offset (see the schema). */
  testClockFile: string | undefined;
  /** USSD and SMS callbacks: the URL secret (null: generated into DATA_DIR/secrets) and the allowed sources. */
  channels: { secret: string | undefined; allowedIps: string[] };
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
    slaSweepSeconds: e.SLA_SWEEP_SECONDS,
    testClockFile: e.TEST_CLOCK_FILE,
    channels: { secret: e.CHANNELS_SECRET, allowedIps: allowedIps(e.CHANNELS_ALLOWED_IPS) },
  };
}
