/**
 * Stored evidence sent to a client whole, or the one byte range its Range header asks for (video and audio players
 * seek this way), the same from disk and from S3: the API always decides who may see a file and streams it itself.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import type { ByteRange, Storage } from '../plugins/storage';
import { RangeNotSatisfiableError } from './errors';

export interface StoredBytes {
  stream: Readable;
  /** The whole file's size. */
  size: number;
  /** The bytes sent, when the client asked for a range; null: the whole file. */
  range: ByteRange | null;
}

/**
 * Opens the file at `key` (null: no such file), whole or the range of `rangeHeader`. A malformed header, or more
 * than one range, is answered with the whole file, as RFC 9110 allows; a range past the end is a 416.
 */
export async function openStored(
  storage: Storage,
  key: string,
  rangeHeader: string | undefined,
): Promise<StoredBytes | null> {
  if (!rangeHeader) {
    const whole = await storage.open(key);
    return whole && { ...whole, range: null };
  }
  const size = await storage.size(key);
  if (size === null) return null;
  const ranges = parseRange(size, rangeHeader, { combine: true });
  if (ranges === -1) throw new RangeNotSatisfiableError(size);
  const range = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;
  const opened = await storage.open(key, range ?? undefined);
  return opened && { ...opened, range };
}

/** Sends the bytes: 206 with Content-Range for a range, else 200; Accept-Ranges tells players they may seek. */
export function sendStored(reply: FastifyReply, bytes: StoredBytes) {
  reply.header('Accept-Ranges', 'bytes');
  if (bytes.range) {
    const { start, end } = bytes.range;
    reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${bytes.size}`)
      .header('Content-Length', String(end - start + 1));
  } else {
    reply.header('Content-Length', String(bytes.size));
  }
  return reply.send(bytes.stream);
}
