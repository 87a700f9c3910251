/**
 * Evidence at rest (issue 22, decision 030): files on the local disk store are encrypted, read back whole or by byte
 * range (seeking in a video), refused with another key or when cut short; files written before encryption still read.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { readFile, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './storage';
import { CHUNK } from './storage-envelope';

const root = mkdtempSync(path.join(os.tmpdir(), 'safeogun-envelope-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const key = randomBytes(32);
const storage = localDiskStorage(root, key);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('the local evidence store', () => {
  const video = randomBytes(3 * CHUNK + 1234);
  video.write('EXIF-GPS-6.9,3.3', 100, 'latin1');

  it('keeps no plain byte on disk and reads the file back whole', async () => {
    await storage.put('evidence/a.mp4', video);
    const onDisk = await readFile(path.join(root, 'evidence/a.mp4'));
    expect(onDisk.includes(Buffer.from('EXIF-GPS-6.9,3.3', 'latin1'))).toBe(false);
    expect(onDisk.includes(video.subarray(0, 64))).toBe(false);
    const opened = await storage.open('evidence/a.mp4');
    expect(opened!.size).toBe(video.length);
    expect((await bytesOf(opened!.stream)).equals(video)).toBe(true);
  });

  it('reads any byte range, within a chunk or across chunks, decrypting only what it covers', async () => {
    for (const [start, end] of [
      [0, 0],
      [10, 99],
      [CHUNK - 5, CHUNK + 5],
      [CHUNK, 3 * CHUNK],
      [2 * CHUNK + 7, video.length - 1],
    ] as const) {
      const opened = await storage.open('evidence/a.mp4', { start, end });
      expect(opened!.size).toBe(video.length);
      expect((await bytesOf(opened!.stream)).equals(video.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });

  it('stores empty files too', async () => {
    await storage.put('evidence/empty.bin', Buffer.alloc(0));
    const opened = await storage.open('evidence/empty.bin');
    expect(opened!.size).toBe(0);
    expect(await bytesOf(opened!.stream)).toHaveLength(0);
  });

  it('still reads a file written before encryption, whole or by range', async () => {
    await writeFile(path.join(root, 'evidence/old.txt'), 'written before encryption');
    const whole = await storage.open('evidence/old.txt');
    expect(await text(whole!.stream)).toBe('written before encryption');
    const part = await storage.open('evidence/old.txt', { start: 8, end: 13 });
    expect(await text(part!.stream)).toBe('before');
  });

  it('refuses to open a file with another key, or one cut short', async () => {
    await expect(localDiskStorage(root, randomBytes(32)).open('evidence/a.mp4')).rejects.toThrow(/EVIDENCE_KEY/);
    await storage.put('evidence/cut.mp4', video);
    await truncate(path.join(root, 'evidence/cut.mp4'), 2 * CHUNK);
    const opened = await storage.open('evidence/cut.mp4');
    await expect(bytesOf(opened!.stream)).rejects.toThrow();
  });

  it('closes the file when the stream is dropped unread or part way', async () => {
    // The process's descriptors open on this file, from Linux's table of them.
    const file = path.join(root, 'evidence/a.mp4');
    const openFiles = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === file;
        } catch {
          return false;
        }
      }).length;
    const before = openFiles();
    const unread = await storage.open('evidence/a.mp4');
    const partWay = await storage.open('evidence/a.mp4');
    for await (const part of partWay!.stream) if (part) break;
    expect(openFiles()).toBe(before + 2);
    unread!.stream.destroy();
    await finished(unread!.stream).catch(() => undefined);
    await expect.poll(openFiles).toBe(before);
  });

  it('answers null for a missing file', async () => {
    expect(await storage.open('evidence/none.jpg')).toBeNull();
  });
});
