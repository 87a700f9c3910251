/** The settings that depend on one another (SMS gateway, channel callbacks, object storage), checked together. */
import { isIP } from 'node:net';
import type { EnvSettings } from './config-schema';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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

export function smsConfig(e: EnvSettings): SmsConfig {
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

/** A comma-separated list of addresses or CIDR ranges, IPv4 or IPv6, each checked so a typo stops start-up. */
function addressList(name: string, value: string | undefined): string[] {
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
  if (bad.length > 0) throw new ConfigError([`${name}: not an address or CIDR range: ${bad.join(', ')}`]);
  return entries;
}

/** CHANNELS_ALLOWED_IPS: the addresses the gateway's callbacks may come from (none: any). */
export const allowedIps = (value: string | undefined): string[] => addressList('CHANNELS_ALLOWED_IPS', value);

/** What `TRUST_PROXY=1` trusts: a load balancer on this machine or on its private network. */
const LOCAL_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: off, `1`/`true` (a load balancer on this machine or its private network), or the proxies' addresses.
 * Never "believe every hop": the left of X-Forwarded-For is whatever the client wrote, so a client could pick its
 * own address and walk past every per-address limit. Trusting named proxies, the client's address is the one the
 * nearest untrusted hop had, as the trusted proxy reported it.
 */
export function trustedProxies(value: string | undefined): false | string[] {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === '0' || setting === 'false') return false;
  if (setting === '1' || setting === 'true') return LOCAL_PROXIES;
  return addressList('TRUST_PROXY', setting);
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_SERVER_SIDE_ENCRYPTION'] as const;

export function s3Config(e: EnvSettings, given: Record<string, string | undefined>): S3Config | null {
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
