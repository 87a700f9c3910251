/**
 * One contract for every evidence store: local disk, the S3 store against an S3 server this test starts itself, and
 * the S3 store against a real MinIO or S3 when S3_TEST_ENDPOINT is set (S3_TEST_BUCKET, which must exist,
 * S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY, S3_TEST_PATH_STYLE, S3_TEST_SSE).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../config';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { localDiskStorage, StorageUnavailableError, type Storage } from './storage';
import { s3Storage } from './storage-s3';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const env = process.env;
const realS3: S3Config | null = env.S3_TEST_ENDPOINT
  ? {
      bucket: env.S3_TEST_BUCKET ?? 'safeogun-test',
      endpoint: env.S3_TEST_ENDPOINT.replace(/\/+$/, ''),
      region: env.S3_TEST_REGION ?? 'us-east-1',
      forcePathStyle: env.S3_TEST_PATH_STYLE !== '0',
      serverSideEncryption: env.S3_TEST_SSE !== '0',
      accessKeyId: env.S3_TEST_ACCESS_KEY_ID ?? 'minioadmin',
      secretAccessKey: env.S3_TEST_SECRET_ACCESS_KEY ?? 'minioadmin',
      sessionToken: undefined,
    }
  : null;

let server: TestS3Server;
const diskRoot = mkdtempSync(path.join(os.tmpdir(), 'safeogun-storage-'));
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(async () => {
  await server.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const stores: [string, () => Storage][] = [
  ['local disk', () => localDiskStorage(diskRoot, randomBytes(32))],
  ['S3 (in-process server)', () => s3Storage(server.config)],
  ...(realS3 ? [[`S3 at ${realS3.endpoint}`, () => s3Storage(realS3)] as [string, () => Storage]] : []),
];

describe.each(stores)('the storage contract on %s', (_name, makeStore) => {
  let store: Storage;
  // Keys of this run only, so a real bucket shared with other runs is not disturbed.
  const prefix = `contract-${randomUUID()}`;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(async () => {
    for (const key of ['a.bin', 'nested/deep/b.bin', 'gone.bin']) await store.remove(`${prefix}/${key}`);
  });

  it('reads back what was written, whole, with its size', async () => {
    await store.put(`${prefix}/a.bin`, bytes);
    const opened = await store.open(`${prefix}/a.bin`);
    expect(opened?.size).toBe(1000);
    expect(await read(opened!.stream)).toEqual(bytes);
    expect(await store.size(`${prefix}/a.bin`)).toBe(1000);
    expect(await store.exists(`${prefix}/a.bin`)).toBe(true);
  });

  it('reads a byte range, telling the whole size', async () => {
    const opened = await store.open(`${prefix}/a.bin`, { start: 100, end: 199 });
    expect(opened?.size).toBe(1000);
    expect(await read(opened!.stream)).toEqual(bytes.subarray(100, 200));
    const last = await store.open(`${prefix}/a.bin`, { start: 999, end: 999 });
    expect(await read(last!.stream)).toEqual(bytes.subarray(999));
  });

  it('replaces a file written again under the same key, in nested folders too', async () => {
    await store.put(`${prefix}/nested/deep/b.bin`, Buffer.from('first'));
    await store.put(`${prefix}/nested/deep/b.bin`, Buffer.from('second'));
    expect(await read((await store.open(`${prefix}/nested/deep/b.bin`))!.stream)).toEqual(Buffer.from('second'));
  });

  it('answers null for a missing file, and removing one twice is fine', async () => {
    await store.put(`${prefix}/gone.bin`, Buffer.from('x'));
    await store.remove(`${prefix}/gone.bin`);
    await store.remove(`${prefix}/gone.bin`);
    expect(await store.open(`${prefix}/gone.bin`)).toBeNull();
    expect(await store.size(`${prefix}/gone.bin`)).toBeNull();
    expect(await store.exists(`${prefix}/gone.bin`)).toBe(false);
  });

  it('refuses keys that could leave the store', async () => {
    await expect(store.put('../escape.bin', bytes)).rejects.toThrow(/unsafe storage key/);
    await expect(store.open('incidents/../../escape.bin')).rejects.toThrow(/unsafe storage key/);
  });
});

describe('the S3 store', () => {
  it('writes private objects (no ACL) with server-side encryption and their SHA-256', async () => {
    const store = s3Storage(server.config);
    await store.put('incidents/x/photo.jpg', Buffer.from('photo'));
    const object = server.objects.get('incidents/x/photo.jpg')!;
    expect(object.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(object.headers['x-amz-acl']).toBeUndefined();
    expect(await store.recordedSha256('incidents/x/photo.jpg')).toBe(
      createHash('sha256').update('photo').digest('hex'),
    );
  });

  it('leaves encryption to the bucket when S3_SERVER_SIDE_ENCRYPTION is off (a MinIO without a key server)', async () => {
    const store = s3Storage({ ...server.config, serverSideEncryption: false });
    await store.put('incidents/x/plain.jpg', Buffer.from('photo'));
    expect(server.objects.get('incidents/x/plain.jpg')!.headers['x-amz-server-side-encryption']).toBeUndefined();
  });

  it('reports a store that cannot be reached as unavailable, for every operation', async () => {
    const store = s3Storage(server.config);
    server.down = true;
    try {
      await expect(store.put('incidents/x/y.jpg', Buffer.from('y'))).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.open('incidents/x/photo.jpg')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.size('incidents/x/photo.jpg')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.remove('incidents/x/photo.jpg')).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      server.down = false;
    }
  });

  it('gives the store a time to begin its answer, not to finish it: a slow reader gets the whole video', async () => {
    const store = s3Storage(server.config, { answerTimeoutMs: 150 });
    const video = randomBytes(2 * 1024 * 1024);
    await store.put('incidents/x/video.mp4', video);
    const opened = await store.open('incidents/x/video.mp4');
    const started = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) {
      chunks.push(chunk as Buffer);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(Date.now() - started).toBeGreaterThan(300);
    expect(Buffer.concat(chunks).equals(video)).toBe(true);
  });

  it('is refused with a plain error, not "unavailable", when the credentials are wrong', async () => {
    const store = s3Storage({ ...server.config, accessKeyId: 'someone-else' });
    const error = await store.put('incidents/x/z.jpg', Buffer.from('z')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toMatch(/403 AccessDenied/);
  });
});
