/**
 * Copies the evidence of a one-machine install (DATA_DIR/uploads) into the S3 bucket (decision 033). Each file's
 * SHA-256 is checked against the one its row recorded (report photos and videos, SOS voice notes) before it goes,
 * so a damaged file is named instead of copied; an object already in the bucket with the same SHA-256 is skipped,
 * so a second run copies nothing twice and an interrupted run picks up where it stopped.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { Db } from './db/client';
import { incidentFiles, sosAlerts } from './db/schema';
import type { S3Storage } from './plugins/storage-s3';
import type { Storage } from './plugins/storage-store';

export interface CopyReport {
  copied: string[];
  /** Already in the bucket with the same SHA-256. */
  skipped: string[];
  /** On disk with another SHA-256 than its row recorded: not copied. */
  mismatched: string[];
  /** Named by a row but not on disk. */
  missing: string[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Storage key -> the SHA-256 its row recorded. */
async function recordedHashes(db: Db): Promise<Map<string, string>> {
  const files = await db.select({ key: incidentFiles.storageKey, sha256: incidentFiles.sha256 }).from(incidentFiles);
  const audio = await db
    .select({ key: sosAlerts.audioKey, sha256: sosAlerts.audioSha256 })
    .from(sosAlerts)
    .where(isNotNull(sosAlerts.audioKey));
  const recorded = new Map<string, string>();
  for (const row of [...files, ...audio]) if (row.key && row.sha256) recorded.set(row.key, row.sha256);
  return recorded;
}

export async function copyUploadsToBucket(
  /** `source`: the disk store over `uploadsDir`, which reads the files as they were filed (decrypted, decision 030). */
  input: { db: Db; uploadsDir: string; source: Storage; store: S3Storage },
  onFile: (key: string, outcome: keyof CopyReport) => void = () => undefined,
): Promise<CopyReport> {
  const recorded = await recordedHashes(input.db);
  const report: CopyReport = { copied: [], skipped: [], mismatched: [], missing: [] };
  const note = (key: string, outcome: keyof CopyReport) => {
    report[outcome].push(key);
    onFile(key, outcome);
  };
  const entries = await readdir(input.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const keys = entries
    // A `.part-` file is a write the disk store never finished: not evidence.
    .filter((entry) => entry.isFile() && !entry.name.includes('.part-'))
    .map((entry) => path.relative(input.uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const key of keys) {
    const opened = await input.source.open(key);
    if (!opened) continue;
    const bytes = await buffer(opened.stream);
    const actual = sha256(bytes);
    const expected = recorded.get(key);
    if (expected && expected !== actual) note(key, 'mismatched');
    else if ((await input.store.recordedSha256(key)) === actual) note(key, 'skipped');
    else {
      // The store checks the body against the signed SHA-256; reading it back confirms what it kept.
      await input.store.put(key, bytes);
      if ((await input.store.recordedSha256(key)) !== actual) throw new Error(`${key}: the bucket kept other bytes`);
      note(key, 'copied');
    }
  }
  const onDisk = new Set(keys);
  for (const key of [...recorded.keys()].sort()) if (!onDisk.has(key)) note(key, 'missing');
  return report;
}
