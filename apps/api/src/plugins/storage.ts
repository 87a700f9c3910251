/**
 * Evidence storage behind a small interface. The default keeps files on local disk under DATA_DIR/uploads, encrypted
 * at rest with the store's key (storage-envelope.ts, decision 030); with S3_BUCKET set, in a private bucket
 * (storage-s3.ts, decision 033) that relies on the bucket's server-side encryption instead. Nothing is served
 * statically or by a public URL: modules read files back and decide who may see them.
 */
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { S3Config } from '../config';
import { openSealed, seal, sealedSize } from './storage-envelope';
import { s3Storage } from './storage-s3';
import { removalsRetried } from './storage-removals';
import { safeKey, type Storage } from './storage-store';

export {
  safeKey,
  STORAGE_RETRY_AFTER_SECONDS,
  StorageUnavailableError,
  type ByteRange,
  type Storage,
} from './storage-store';

/** Files under `root`, each sealed with `key` (32 bytes); files written before encryption are read as they are. */
export function localDiskStorage(root: string, key: Buffer): Storage {
  const resolve = (name: string) => path.join(root, safeKey(name));
  return {
    async put(name, bytes) {
      const file = resolve(name);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.part-${process.pid}-${Date.now()}`;
      await writeFile(temp, seal(key, bytes), { mode: 0o600 });
      await rename(temp, file);
    },
    async open(name, range) {
      return openSealed(resolve(name), key, range);
    },
    async size(name) {
      return sealedSize(resolve(name));
    },
    async remove(name) {
      await rm(resolve(name), { force: true });
    },
    async exists(name) {
      try {
        await stat(resolve(name));
        return true;
      } catch {
        return false;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp<{ root: string; key: Buffer; s3: S3Config | null }>(async (app, opts) => {
  if (opts.s3) {
    app.decorate('storage', removalsRetried(app, s3Storage(opts.s3)));
    return;
  }
  await mkdir(opts.root, { recursive: true });
  app.decorate('storage', removalsRetried(app, localDiskStorage(opts.root, opts.key)));
});
