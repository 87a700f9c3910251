import { availableParallelism } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const boundaries = path.resolve(import.meta.dirname, '../../../../shared/data/ogun-lgas.geojson');

describe('config', () => {
  it('defaults to PGlite under DATA_DIR on port 8080 with demo content', () => {
    const config = loadConfig({ LGA_BOUNDARIES: boundaries, DATA_DIR: '/tmp/x' });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ pgliteDir: '/tmp/x/pgdata' });
    expect(config.seedDemo).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with demo content only on SEED_DEMO=1', () => {
    const base = { LGA_BOUNDARIES: boundaries, DATABASE_URL: 'postgres://postgres@localhost:5432/x' };
    expect(loadConfig(base).database).toEqual({ databaseUrl: base.DATABASE_URL });
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it("TRUST_PROXY names the proxies, and the address is the one the nearest proxy saw, not the client's own", async () => {
    const base = { LGA_BOUNDARIES: boundaries, DATA_DIR: '/tmp/x' };
    const trust = (TRUST_PROXY?: string) => loadConfig({ ...base, TRUST_PROXY }).trustProxy;
    expect([trust(), trust('0'), trust('false')]).toEqual([false, false, false]);
    expect(trust('1')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(trust('true')).toEqual(trust('1'));
    expect(trust('192.0.2.0/24, 2001:db8::1')).toEqual(['192.0.2.0/24', '2001:db8::1']);
    expect(() => trust('everyone')).toThrow('TRUST_PROXY: not an address or CIDR range: everyone');

    // A client that writes its own X-Forwarded-For, through a load balancer that appends the address it saw.
    const seenAs = async (trustProxy: false | string[], from: string) => {
      const app = Fastify({ trustProxy });
      app.get('/', (request) => ({ ip: request.ip }));
      const res = await app.inject({
        url: '/',
        remoteAddress: from,
        headers: { 'x-forwarded-for': '203.0.113.77, 198.51.100.9' },
      });
      await app.close();
      return (res.json() as { ip: string }).ip;
    };
    expect(await seenAs(trust('1'), '10.0.0.5')).toBe('198.51.100.9');
    expect(await seenAs(trust('1'), '127.0.0.1')).toBe('198.51.100.9');
    expect(await seenAs(trust('192.0.2.8'), '192.0.2.8')).toBe('198.51.100.9');
    // Straight from the internet, past the load balancer: its header is not believed.
    expect(await seenAs(trust('1'), '198.51.100.200')).toBe('198.51.100.200');
    expect(await seenAs(trust('0'), '10.0.0.5')).toBe('10.0.0.5');
  });

  it('reads the channel secret and the allowed gateway addresses, and stops on a bad address', () => {
    const base = { LGA_BOUNDARIES: boundaries, DATA_DIR: '/tmp/x' };
    expect(loadConfig(base).channels).toEqual({ secret: undefined, allowedIps: [] });
    const set = loadConfig({
      ...base,
      CHANNELS_SECRET: 'a-long-enough-secret-for-urls_1',
      CHANNELS_ALLOWED_IPS: '52.48.80.0/24, 2001:db8::1',
    });
    expect(set.channels).toEqual({
      secret: 'a-long-enough-secret-for-urls_1',
      allowedIps: ['52.48.80.0/24', '2001:db8::1'],
    });
    expect(() => loadConfig({ ...base, CHANNELS_ALLOWED_IPS: '52.48.80.0/33' })).toThrow(
      'CHANNELS_ALLOWED_IPS: not an address or CIDR range: 52.48.80.0/33',
    );
    expect(() => loadConfig({ ...base, CHANNELS_SECRET: 'short' })).toThrow('CHANNELS_SECRET: must be at least 24');
  });

  it('WORKERS: one process by default, a number or auto on PostgreSQL, refused with a sentence on the embedded database', () => {
    const pgBase = { LGA_BOUNDARIES: boundaries, DATABASE_URL: 'postgres://postgres@localhost:5432/x' };
    expect(loadConfig(pgBase).workers).toBe(1);
    expect(loadConfig({ ...pgBase, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...pgBase, WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ ...pgBase, WORKERS: 'many' })).toThrow(
      'WORKERS: must be a number of processes (1 or more) or auto',
    );
    const embedded = { LGA_BOUNDARIES: boundaries, DATA_DIR: '/tmp/x' };
    expect(loadConfig({ ...embedded, WORKERS: '1' }).workers).toBe(1);
    expect(() => loadConfig({ ...embedded, WORKERS: '2' })).toThrow(
      'WORKERS: 2 asks for more than one server process, but the embedded database (no DATABASE_URL) belongs to one process. Set WORKERS=1, or set DATABASE_URL to a PostgreSQL database.',
    );
  });

  it('drains 5 seconds on SIGTERM unless SHUTDOWN_DRAIN_SECONDS says otherwise', () => {
    const base = { LGA_BOUNDARIES: boundaries, DATA_DIR: '/tmp/x' };
    expect(loadConfig(base).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({
        LGA_BOUNDARIES: boundaries,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'mail.example.com',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT: must be a number');
      expect(problems).toContain('DATABASE_URL: must be a PostgreSQL URL');
      expect(problems).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
  });

  it('says which variable to set when the boundary file is missing', () => {
    expect(() => loadConfig({ LGA_BOUNDARIES: '/nowhere/lgas.geojson' })).toThrow(
      /LGA_BOUNDARIES: no file at \/nowhere\/lgas\.geojson/,
    );
  });

  it('bounds slow clients: 20 minutes a request, 512 B/s after 30 s, and refuses contradictory timeouts', () => {
    expect(loadConfig({ LGA_BOUNDARIES: boundaries }).timeouts).toEqual({
      requestMs: 1_200_000,
      headersMs: 30_000,
      idleMs: 60_000,
      uploadMinBytesPerSecond: 512,
      uploadGraceMs: 30_000,
    });
    expect(() =>
      loadConfig({ LGA_BOUNDARIES: boundaries, REQUEST_TIMEOUT_SECONDS: '20', HEADERS_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS: must be shorter than REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ LGA_BOUNDARIES: boundaries, IDLE_TIMEOUT_SECONDS: '10' })).toThrow(
      /IDLE_TIMEOUT_SECONDS: must be between 30 and 3600 seconds/,
    );
  });

  it('reads the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, and stops on a weak or missing password', () => {
    const base = { LGA_BOUNDARIES: boundaries };
    expect(loadConfig(base).firstAdmin).toBeUndefined();
    expect(
      loadConfig({ ...base, ADMIN_EMAIL: 'Chief@Police.example', ADMIN_PASSWORD: 'First#Admin1' }).firstAdmin,
    ).toEqual({
      email: 'chief@police.example',
      password: 'First#Admin1',
    });
    // The password alone is what `npm run admin:create` uses instead of asking.
    expect(loadConfig({ ...base, ADMIN_PASSWORD: 'First#Admin1' })).toMatchObject({
      firstAdmin: undefined,
      adminPassword: 'First#Admin1',
    });
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'chief@police.example' })).toThrow(
      /ADMIN_PASSWORD: required when ADMIN_EMAIL is set/,
    );
    try {
      loadConfig({ ...base, ADMIN_EMAIL: 'chief@police.example', ADMIN_PASSWORD: 'secretpass' });
      expect.unreachable();
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain(
        'ADMIN_PASSWORD: is too weak for the password policy (must contain one uppercase letter; must contain one special character)',
      );
      expect(message).not.toContain('secretpass');
    }
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'First#Admin1' })).toThrow(
      /ADMIN_EMAIL: must be an email address/,
    );
  });
  it('keeps evidence on disk without S3_BUCKET, and checks the S3 settings together when it is set', () => {
    const base = { LGA_BOUNDARIES: boundaries, DATA_DIR: '/tmp/x' };
    expect(loadConfig(base).s3).toBeNull();
    const keys = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...base, ...keys, S3_BUCKET: 'ogun-evidence', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'ogun-evidence',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      forcePathStyle: false,
      serverSideEncryption: true,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: undefined,
    });
    const minio = {
      ...base,
      ...keys,
      S3_BUCKET: 'evidence',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_FORCE_PATH_STYLE: '1',
      S3_SERVER_SIDE_ENCRYPTION: '0',
    };
    expect(loadConfig(minio).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      serverSideEncryption: false,
    });

    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ S3_BUCKET: 'evidence', S3_REGION: 'eu-west-1' })).toEqual([
      'AWS_ACCESS_KEY_ID: required when S3_BUCKET is set',
      'AWS_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    ]);
    expect(problems({ ...keys, S3_BUCKET: 'evidence' })[0]).toMatch(/^S3_REGION: required for AWS S3/);
    expect(problems({ ...keys, S3_BUCKET: 'Evidence_Bucket', S3_REGION: 'eu-west-1' })[0]).toMatch(
      /^S3_BUCKET: must be a bucket name/,
    );
    expect(problems({ ...keys, S3_BUCKET: 'evidence', S3_ENDPOINT: 'minio:9000' })[0]).toMatch(
      /^S3_ENDPOINT: must be a full URL/,
    );
    // A setting without its bucket would leave evidence on disk unnoticed.
    expect(problems({ S3_ENDPOINT: 'http://minio:9000' })).toEqual(['S3_ENDPOINT: set S3_BUCKET too, or remove it']);
  });
});
