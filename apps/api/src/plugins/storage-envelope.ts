/**
 * Envelope encryption of the local-disk evidence store (issue 22, decision 030). Each file gets its own random data
 * key, wrapped with the store's key (EVIDENCE_KEY) by AES-256-GCM; the file is then sealed in 64 KiB chunks, each
 * AES-256-GCM with its own nonce (file nonce + chunk number), so a byte range (video and audio seeking) is read by
 * decrypting only the chunks it covers. The header (sizes, file nonce) is the wrapped key's additional data: a file
 * cut short, or a header changed, fails to open. Files written before encryption have no magic and are read as they
 * are.
 *
 * Layout: MAGIC(6) | key iv(12) | wrapped key(32) | key tag(16) | file nonce(8) | chunk size(4) | plain size(8) | chunks
 * (each ciphertext + tag(16)).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { Readable } from 'node:stream';

const MAGIC = Buffer.from('SOGE1\0', 'latin1');
const TAG = 16;
export const CHUNK = 64 * 1024;
const HEADER = MAGIC.length + 12 + 32 + TAG + 8 + 4 + 8;

/** A byte range of the plain file, both ends included (as an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

const chunkIv = (nonce: Buffer, index: number) => {
  const iv = Buffer.alloc(12);
  nonce.copy(iv, 0);
  iv.writeUInt32BE(index, 8);
  return iv;
};

/** The sealed form of `plain` under the store's `key`. */
export function seal(key: Buffer, plain: Buffer): Buffer[] {
  const dataKey = randomBytes(32);
  const nonce = randomBytes(8);
  const sizes = Buffer.alloc(12);
  sizes.writeUInt32BE(CHUNK, 0);
  sizes.writeBigUInt64BE(BigInt(plain.length), 4);
  const keyIv = randomBytes(12);
  const wrap = createCipheriv('aes-256-gcm', key, keyIv);
  wrap.setAAD(Buffer.concat([nonce, sizes]));
  const wrapped = Buffer.concat([wrap.update(dataKey), wrap.final()]);
  const parts = [MAGIC, keyIv, wrapped, wrap.getAuthTag(), nonce, sizes];
  for (let index = 0, offset = 0; offset < plain.length || index === 0; index++, offset += CHUNK) {
    const cipher = createCipheriv('aes-256-gcm', dataKey, chunkIv(nonce, index));
    parts.push(cipher.update(plain.subarray(offset, offset + CHUNK)), cipher.final(), cipher.getAuthTag());
  }
  return parts;
}

/** The plain size of a stored file (from its header; a file written before encryption: its own size), or null. */
export async function sealedSize(file: string): Promise<number | null> {
  const handle = await openFile(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const header = Buffer.alloc(HEADER);
    const { bytesRead } = await handle.read(header, 0, HEADER, 0);
    if (bytesRead < HEADER || !header.subarray(0, MAGIC.length).equals(MAGIC)) return (await handle.stat()).size;
    return Number(header.readBigUInt64BE(HEADER - 8));
  } finally {
    await handle.close();
  }
}

/**
 * Opens a stored file for reading: the plain size and a stream of the plain bytes of `range` (all when none).
 * Null when the file is missing.
 */
export async function openSealed(
  file: string,
  key: Buffer,
  range?: ByteRange,
): Promise<{ stream: Readable; size: number } | null> {
  const handle = await openFile(file, 'r').catch(() => null);
  if (!handle) return null;
  const header = Buffer.alloc(HEADER);
  const { bytesRead } = await handle.read(header, 0, HEADER, 0);
  if (bytesRead < HEADER || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
    // Written before encryption: served as it is.
    const { size } = await handle.stat();
    await handle.close();
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    return { stream, size };
  }
  let at = MAGIC.length;
  const take = (n: number) => header.subarray(at, (at += n));
  const keyIv = take(12);
  const wrapped = take(32);
  const keyTag = take(TAG);
  const nonce = take(8);
  const sizes = take(12);
  const chunk = sizes.readUInt32BE(0);
  const size = Number(sizes.readBigUInt64BE(4));
  let dataKey: Buffer;
  try {
    const unwrap = createDecipheriv('aes-256-gcm', key, keyIv);
    unwrap.setAAD(Buffer.concat([nonce, sizes]));
    unwrap.setAuthTag(keyTag);
    dataKey = Buffer.concat([unwrap.update(wrapped), unwrap.final()]);
  } catch (error) {
    await handle.close();
    throw new Error(`evidence file ${file} cannot be opened with EVIDENCE_KEY (wrong key, or changed)`, {
      cause: error,
    });
  }
  if (size === 0) {
    await handle.close();
    return { stream: Readable.from([]), size };
  }
  const start = range?.start ?? 0;
  const end = Math.min(range?.end ?? size - 1, size - 1);
  async function* plainBytes() {
    for (let index = Math.floor(start / chunk); index * chunk <= end; index++) {
      const plainLength = Math.min(chunk, size - index * chunk);
      const sealed = Buffer.alloc(plainLength + TAG);
      await handle!.read(sealed, 0, sealed.length, HEADER + index * (chunk + TAG));
      const decipher = createDecipheriv('aes-256-gcm', dataKey, chunkIv(nonce, index));
      decipher.setAuthTag(sealed.subarray(plainLength));
      const plain = Buffer.concat([decipher.update(sealed.subarray(0, plainLength)), decipher.final()]);
      const from = Math.max(0, start - index * chunk);
      const to = Math.min(plainLength, end - index * chunk + 1);
      yield plain.subarray(from, to);
    }
  }
  // The file closes with the stream: at its end, on an error, or dropped part way or before its first read (a client
  // gone before the body was sent), the generator then never having been entered.
  const stream = Readable.from(plainBytes());
  stream.once('close', () => void handle.close().catch(() => undefined));
  return { stream, size };
}
