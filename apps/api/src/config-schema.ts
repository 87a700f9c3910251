/** The environment variables the server reads, each validated with a message naming what it must be (config.ts reads them). */
import { z } from 'zod';
import { unmetPasswordRules } from '@safeogun/contract/auth';

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

export const envSchema = z.object({
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
  /** Checked in config-sections.ts (`trustedProxies`): 0, a number of proxies, or their addresses. */
  TRUST_PROXY: z.string().optional(),
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
/** The settings once validated: defaults filled in, flags and durations converted. */
export type EnvSettings = z.output<typeof envSchema>;
