/**
 * What every evidence store offers (local disk in storage.ts, a bucket in storage-s3.ts), kept apart from the
 * plugin that chooses one so that the stores do not import the plugin.
 */
import type { Readable } from 'node:stream';
import type { ByteRange } from './storage-envelope';

export type { ByteRange } from './storage-envelope';

export interface Storage {
  /** Writes the bytes under the key (atomically: a partly written file never shows under the key). */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * A stream of the stored bytes (only `range`'s when given, which must lie within the file), or null when there is
   * no such file. `size` is always the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** The size of the file in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; missing files are fine. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/**
 * The store could not be reached or did not answer in time (S3 down, a network cut): the request may work in a
 * moment, so the error handler answers 503 with Retry-After, as for a lost database.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** Seconds a client is asked to wait after the store could not be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** The key as it is, or an error for one that could leave the store's root (every store checks keys alike). */
export function safeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}
