/**
 * `npm run storage:copy`: copies DATA_DIR/uploads into the bucket of S3_BUCKET (see storage-copy.ts), checking each
 * file against its recorded SHA-256; safe to run again. Exits 1 when a file did not match its record.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { loadConfigOr } from './config';
import { openDatabase } from './db/client';
import { sharedSecret } from './lib/secrets';
import { localDiskStorage } from './plugins/storage';
import { s3Storage } from './plugins/storage-s3';
import { copyUploadsToBucket } from './storage-copy';

function fail(message: string): never {
  console.error(`storage:copy: ${message}`);
  process.exit(1);
}

const config = loadConfigOr(fail);
if (!config.s3) fail('set S3_BUCKET (and the other S3 settings in the README) to the bucket to copy into.');

const uploadsDir = path.join(config.dataDir, 'uploads');
const database = await openDatabase(config.database).catch((error: Error) => fail(error.message));
// The disk store's key, as the server derives it (decision 030), so the files are read as they were filed.
const evidenceKey =
  config.evidenceKey ??
  createHash('sha256')
    .update(await sharedSecret(database, config.dataDir, 'evidence-key'))
    .digest();
const source = localDiskStorage(uploadsDir, evidenceKey);
const report = await copyUploadsToBucket(
  { db: database.db, uploadsDir, source, store: s3Storage(config.s3) },
  (key, outcome) => {
    if (outcome !== 'skipped') console.log(`${outcome.padEnd(10)} ${key}`);
  },
).finally(() => database.close());
console.log(
  `${uploadsDir} -> s3://${config.s3.bucket}: ${report.copied.length} copied, ${report.skipped.length} already there, ` +
    `${report.mismatched.length} not matching their recorded SHA-256 (not copied), ${report.missing.length} recorded but not on disk.`,
);
if (report.mismatched.length > 0) process.exit(1);
