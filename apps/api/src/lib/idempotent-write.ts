/**
 * One write of a submission with files (a report, a draft edit, an SOS alert): its rows, its files and its
 * idempotency record succeed or fail together.
 *
 * - Files are written inside the transaction, after the rows that name them and before the commit: a failed write
 *   rolls the rows back, and a failed transaction removes the files it wrote. When the database cannot say whether
 *   the commit happened (its acknowledgement was lost), the files stay: an orphan file is better than a report
 *   without its evidence.
 * - With an Idempotency-Key, the transaction first claims the key (one INSERT ... ON CONFLICT DO NOTHING, which is
 *   both the check and the insert): concurrent duplicates queue on the key before any work, so only the first
 *   writes; the others, and later retries, then read its result. The same key with a different request (another
 *   hash) is refused with 422 rather than answered with someone else's result.
 * - A submission without files whose result the app knows before writing (a report) needs no transaction: one
 *   statement claims the key and writes the row (`writeStatementOnce`), with the same guarantees.
 */
import { IDEMPOTENCY_MESSAGES } from '@safeogun/contract/messages';
import type { Db } from '../db/client';
import type { Storage } from '../plugins/storage';
import { AppError, unprocessable } from './errors';
import {
  claimIdempotencyKey,
  findIdempotencyRecord,
  storeIdempotencyResponse,
  type KeyClaim,
} from './idempotency.repository';

export interface IdempotencyRequest {
  key: string;
  /** SHA-256 of the request's fields and file bytes. */
  requestHash: string;
}

export interface FileToStore {
  key: string;
  bytes: Buffer;
}

interface WriteOnceCommon {
  db: Db;
  storage: Storage;
  /** Whose and which kind of request the key belongs to (e.g. `sos:{userId}`). */
  scope: string;
  idempotency: IdempotencyRequest | null;
  files: FileToStore[];
  /** Of these storage keys, those a committed row names (asked to clean up after a failure). */
  committedKeys: (db: Db, keys: string[]) => Promise<Set<string>>;
}

/** The rows the transaction writes, and the result a retry with the same key gets again. */
export type WriteWork<T extends object> =
  /** The rows, in the transaction, answering the result. */
  | { work: (tx: Db) => Promise<T>; result?: never }
  /**
   * The result known before the rows are written (their ids are made by the app): the claim stores it with the
   * key, which saves the statement that would store it after the work.
   */
  | { result: T; work: (tx: Db) => Promise<void> };

export type WriteOnce<T extends object> = WriteOnceCommon & WriteWork<T>;

export interface Written<T> {
  result: T;
  /** True when the result is an earlier request's (a retry, or a concurrent duplicate that lost). */
  replayed: boolean;
}

export async function removeFilesQuietly(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
}

/**
 * The result an earlier request with this key got (null: none, or no key). The same key with another request is
 * refused with 422. Records kept from before hashes were stored (null) are answered as before.
 */
export async function earlierResult<T extends object>(
  db: Db,
  scope: string,
  idempotency: IdempotencyRequest | null,
): Promise<Written<T> | null> {
  if (!idempotency) return null;
  const record = await findIdempotencyRecord(db, scope, idempotency.key);
  if (!record) return null;
  if (record.requestHash !== null && record.requestHash !== idempotency.requestHash)
    throw unprocessable(IDEMPOTENCY_MESSAGES.keyReused);
  return { result: record.response as T, replayed: true };
}

/** A request without files writes nothing to storage. */
const NO_FILES: Storage = {
  put: () => Promise.reject(new Error('This request has no files.')),
  open: () => Promise.resolve(null),
  size: () => Promise.resolve(null),
  remove: () => Promise.resolve(),
  exists: () => Promise.resolve(false),
};

/** `writeOnce` for a request without files (feedback): its rows and its idempotency record succeed together. */
export function writeRowsOnce<T extends object>(
  input: Omit<WriteOnceCommon, 'storage' | 'files' | 'committedKeys'> & WriteWork<T>,
): Promise<Written<T>> {
  return writeOnce<T>({ ...input, storage: NO_FILES, files: [], committedKeys: () => Promise.resolve(new Set()) });
}

export async function writeOnce<T extends object>(input: WriteOnce<T>): Promise<Written<T>> {
  const { db, storage, scope, idempotency } = input;
  const earlier = (from: Db) => earlierResult<T>(from, scope, idempotency);

  const written: string[] = [];
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The check and the claim in one statement; the earlier answer is read only when the key is taken.
      if (idempotency && !(await claimIdempotencyKey(tx, { scope, ...idempotency, response: input.result ?? {} }))) {
        const answered = await earlier(tx);
        if (answered) return answered;
        throw new Error(`The idempotency record ${scope} was claimed but cannot be read.`);
      }
      const worked = await input.work(tx);
      // Without a result given up front, the work answers it (see WriteWork).
      const result = input.result ?? (worked as T);
      for (const file of input.files) {
        written.push(file.key);
        await storage.put(file.key, file.bytes);
      }
      if (idempotency && !input.result) await storeIdempotencyResponse(tx, scope, idempotency.key, result);
      return { result, replayed: false };
    });
  } catch (error) {
    if (written.length) {
      const committed = await input.committedKeys(db, written).catch(() => new Set(written));
      await removeFilesQuietly(
        storage,
        written.filter((k) => !committed.has(k)),
      );
    }
    return storedAnswerOr<T>(db, scope, idempotency, error);
  }
}

/**
 * After a failed write: when the database could not say whether the commit happened (its acknowledgement was
 * lost), the stored answer, if the commit did happen, is the one to give; otherwise the failure stands.
 */
async function storedAnswerOr<T extends object>(
  db: Db,
  scope: string,
  idempotency: IdempotencyRequest | null,
  error: unknown,
): Promise<Written<T>> {
  if (idempotency && !(error instanceof AppError)) {
    const winner = await earlierResult<T>(db, scope, idempotency).catch((lookup: unknown) => {
      if (lookup instanceof AppError) throw lookup;
      return null;
    });
    if (winner) return winner;
  }
  throw error;
}

/**
 * `writeOnce` for a row that one statement writes with the key's claim (see `claimedInsert`): a submission without
 * files whose result the app knows before writing. No transaction is opened and committed around it, so it takes
 * one round trip instead of four. `write` answers false when the key was taken (its claim is null without a key).
 */
export async function writeStatementOnce<T extends object>(input: {
  db: Db;
  scope: string;
  idempotency: IdempotencyRequest | null;
  result: T;
  write: (db: Db, claim: KeyClaim | null) => Promise<boolean>;
}): Promise<Written<T>> {
  const { db, scope, idempotency, result } = input;
  try {
    if (await input.write(db, idempotency && { scope, ...idempotency, response: result }))
      return { result, replayed: false };
    const answered = await earlierResult<T>(db, scope, idempotency);
    if (answered) return answered;
    throw new Error(`The idempotency record ${scope} was claimed but cannot be read.`);
  } catch (error) {
    return storedAnswerOr<T>(db, scope, idempotency, error);
  }
}
