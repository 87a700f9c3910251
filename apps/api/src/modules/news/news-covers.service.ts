/**
 * Cover images of news articles: an administrator's upload is checked by its content (not its name or declared
 * type), turned upright, resized to at most NEWS_COVER_MAX_WIDTH pixels wide and re-encoded as WebP, which also
 * drops its metadata (a phone photo's GPS position). Stored under `news-covers/` and served publicly by its name.
 */
import { randomUUID } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { NEWS_AUTHORING_MESSAGES, NEWS_COVER_MAX_WIDTH } from '@safeogun/contract/news';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { AUDIT_ACTIONS, auditBy } from '../audit/audit.service';
import type { Actor } from './news.service';

export interface CoverDeps {
  db: Db;
  storage: Pick<Storage, 'put' | 'open'>;
  now: () => Date;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuses decompression bombs: a few-kilobyte file that would decode to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
export const COVER_NAME = /^[0-9a-f-]{36}\.webp$/;
export const coverUrl = (name: string) => `/api/v1/userTools/news/covers/${name}`;

export async function uploadCover(
  deps: CoverDeps,
  actor: Actor,
  bytes: Buffer,
): Promise<{ url: string; width: number; height: number }> {
  const notImage = () =>
    badRequest(NEWS_AUTHORING_MESSAGES.coverNotImage, [
      { field: 'file', message: NEWS_AUTHORING_MESSAGES.coverNotImage },
    ]);
  // Loaded at the first upload, not at start: sharp and its image libraries took about a tenth of a second of
  // every start, and only an administrator's cover upload uses them.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw notImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notImage();
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: NEWS_COVER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notImage();
  }
  const name = `${randomUUID()}.webp`;
  await deps.storage.put(`news-covers/${name}`, output.data);
  await auditBy(
    deps.db,
    actor,
    AUDIT_ACTIONS.newsCoverUploaded,
    { type: 'news-cover', id: name },
    { bytes: output.data.length, width: output.info.width, height: output.info.height },
    deps.now(),
  );
  return { url: coverUrl(name), width: output.info.width, height: output.info.height };
}

/** The stored cover, or null (unknown or malformed name). */
export function openCover(deps: Pick<CoverDeps, 'storage'>, name: string) {
  if (!COVER_NAME.test(name)) return Promise.resolve(null);
  return deps.storage.open(`news-covers/${name}`);
}
