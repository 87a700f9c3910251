/**
 * A small S3-compatible server in the test process (decision 033: no maintained in-process S3 server on npm runs on
 * Node 20): path-style PUT, GET with a byte range, HEAD and DELETE on one bucket, objects in memory. It checks what
 * a real store would refuse (an unsigned request, a body whose SHA-256 is not the signed one), keeps each object's
 * request headers for the tests to read (encryption, ACL), and can be cut off like a store that is down.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { S3Config } from '../src/config';

export interface StoredObject {
  bytes: Buffer;
  headers: IncomingMessage['headers'];
}

export interface TestS3Server {
  /** http://127.0.0.1:port */
  endpoint: string;
  bucket: string;
  /** The app's settings for this server. */
  env: Record<string, string>;
  /** The S3 store's settings for this server. */
  config: S3Config;
  objects: Map<string, StoredObject>;
  /** While true, every connection is cut at once (a store that cannot be reached). */
  down: boolean;
  /** Called before each request is answered; returning true cuts that connection (a store failing mid-request). */
  cutWhen: ((method: string, key: string) => boolean) | null;
  close(): Promise<void>;
}

const ACCESS_KEY = 'test-access-key';
const SECRET_KEY = 'test-secret-key';
const BUCKET = 'safeogun-evidence';

function answer(res: ServerResponse, status: number, code?: string) {
  res.statusCode = status;
  if (code) res.setHeader('content-type', 'application/xml');
  res.end(code ? `<?xml version="1.0"?><Error><Code>${code}</Code></Error>` : undefined);
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTestS3Server(): Promise<TestS3Server> {
  const objects = new Map<string, StoredObject>();
  const sockets = new Set<Socket>();
  const state: Pick<TestS3Server, 'down' | 'cutWhen'> = { down: false, cutWhen: null };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (state.down || state.cutWhen?.(req.method ?? '', key)) return req.socket.destroy();
    if (!String(req.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/`))
      return answer(res, 403, 'AccessDenied');
    if (bucket !== BUCKET) return answer(res, 404, 'NoSuchBucket');
    const object = objects.get(key);
    if (req.method === 'PUT') {
      const bytes = await body(req);
      if (createHash('sha256').update(bytes).digest('hex') !== req.headers['x-amz-content-sha256'])
        return answer(res, 400, 'XAmzContentSHA256Mismatch');
      objects.set(key, { bytes, headers: req.headers });
      return answer(res, 200);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      return answer(res, 204);
    }
    if (!object) return answer(res, 404, req.method === 'HEAD' ? undefined : 'NoSuchKey');
    const size = object.bytes.length;
    for (const [name, value] of Object.entries(object.headers))
      if (name.startsWith('x-amz-meta-')) res.setHeader(name, value!);
    if (req.method === 'HEAD') {
      res.setHeader('content-length', size);
      return answer(res, 200);
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    if (!range) {
      res.setHeader('content-length', size);
      return res.end(object.bytes);
    }
    const start = Number(range[1]);
    const end = Math.min(Number(range[2]), size - 1);
    if (start >= size) return answer(res, 416, 'InvalidRange');
    res.statusCode = 206;
    res.setHeader('content-range', `bytes ${start}-${end}/${size}`);
    return res.end(object.bytes.subarray(start, end + 1));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    endpoint,
    bucket: BUCKET,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET_KEY,
    },
    config: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      serverSideEncryption: true,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      sessionToken: undefined,
    },
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
