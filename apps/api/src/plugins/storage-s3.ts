/**
 * The evidence store in a private S3 bucket (AWS S3, MinIO or any S3-compatible server), decision 033. Requests are
 * signed with AWS Signature V4 by aws4fetch and sent with Node's fetch; objects get no ACL (the bucket's private
 * default) and no URL is ever handed out: the API reads them back and decides who may see them, as from disk.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import { safeKey, StorageUnavailableError, type Storage } from './storage-store';

/**
 * A request whose answer has not begun by then counts as the store being unreachable (the client is asked to retry).
 * Only until the answer begins: reading a video to a phone on slow data may take much longer, and must not be cut.
 */
const REQUEST_TIMEOUT_MS = 20_000;

/** The store, and what `npm run storage:copy` asks of it besides. */
export interface S3Storage extends Storage {
  /** The SHA-256 (hex) recorded with the object when it was written, or null (no object, or none recorded). */
  recordedSha256(key: string): Promise<string | null>;
}

const SHA256_META = 'x-amz-meta-sha256';

export function s3Storage(config: S3Config, { answerTimeoutMs = REQUEST_TIMEOUT_MS } = {}): S3Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    sessionToken: config.sessionToken,
    service: 's3',
    region: config.region,
    // A few quick retries of a 5xx or 429; a store that is down is reported within seconds, not minutes.
    retries: 2,
    initRetryMs: 200,
  });
  const endpoint = new URL(config.endpoint);
  const base = config.forcePathStyle
    ? `${config.endpoint}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const objectUrl = (key: string) => `${base}/${safeKey(key).split('/').map(encodeURIComponent).join('/')}`;

  async function send(method: string, key: string, init: { headers?: Record<string, string>; body?: Buffer } = {}) {
    const url = objectUrl(key);
    const answer = new AbortController();
    const timer = setTimeout(() => answer.abort(new Error('no answer in time')), answerTimeoutMs);
    try {
      return await client.fetch(url, { method, ...init, signal: answer.signal });
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${method} ${key}: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** A refusal: the store being down is worth a retry (503); anything else is a fault of ours or the setup. */
  async function refused(method: string, key: string, response: Response): Promise<never> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? '';
    const message = `S3 ${method} ${key}: ${response.status} ${code}`.trim();
    if (response.status >= 500 || response.status === 429) throw new StorageUnavailableError(message);
    throw new Error(message);
  }

  async function head(key: string) {
    const response = await send('HEAD', key);
    if (response.status === 404) return null;
    if (!response.ok) return refused('HEAD', key, response);
    return response.headers;
  }

  return {
    async put(key, bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const headers: Record<string, string> = {
        'content-type': 'application/octet-stream',
        // Signed, and checked by the store against the body: a damaged upload is refused, not kept.
        'x-amz-content-sha256': sha256,
        [SHA256_META]: sha256,
      };
      if (config.serverSideEncryption) headers['x-amz-server-side-encryption'] = 'AES256';
      const response = await send('PUT', key, { headers, body: bytes });
      if (!response.ok) return refused('PUT', key, response);
      await response.body?.cancel();
    },
    async open(key, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send('GET', key, { headers });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return refused('GET', key, response);
      const whole = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
      const size = Number(whole ?? response.headers.get('content-length'));
      return { stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size };
    },
    async size(key) {
      const headers = await head(key);
      return headers ? Number(headers.get('content-length')) : null;
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) return refused('DELETE', key, response);
      await response.body?.cancel();
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async recordedSha256(key) {
      return (await head(key))?.get(SHA256_META) ?? null;
    },
  };
}
