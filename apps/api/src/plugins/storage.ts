/**
 * Evidence storage behind a small interface. The default keeps files on local disk under DATA_DIR/uploads;
 * nothing there is served statically: modules read files back and decide who may see them.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';

export interface Storage {
  /** Writes the bytes under the key (atomically: a partly written file never shows under the key). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** A stream of the stored bytes, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; missing files are fine. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function localDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.part-${process.pid}-${Date.now()}`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, file);
    },
    async open(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await stat(resolve(key));
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

export default fp<{ root: string }>(async (app, opts) => {
  await mkdir(opts.root, { recursive: true });
  app.decorate('storage', localDiskStorage(opts.root));
});
