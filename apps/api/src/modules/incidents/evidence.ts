/**
 * Evidence files: the type is read from the bytes (magic numbers), never from the name, and photos and videos can be
 * rewritten without location or device metadata in pure JavaScript. The strippers keep an allow-list of what a
 * decoder needs and drop everything else; a file whose structure cannot be followed is refused, never stored as is.
 */
import { createHash } from 'node:crypto';
import { stripGif, stripJpeg, stripPng } from './strip-images';
import { stripMp4 } from './strip-mp4';

export { UnreadableImageError } from './evidence-errors';
export { stripGif, stripJpeg, stripMp4, stripPng };

export type EvidenceType = 'png' | 'jpeg' | 'gif' | 'mp4';

export const CONTENT_TYPES: Record<EvidenceType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
};

export const EXTENSIONS: Record<EvidenceType, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', mp4: 'mp4' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniff(bytes: Buffer): EvidenceType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  // ISO base media: a box size, then 'ftyp' and a brand (isom, mp41, mp42, avc1, M4V, ...).
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V ?|MSNV|dash|mmp4|f4v )$/.test(brand)) return 'mp4';
  }
  return null;
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function stripMetadata(type: EvidenceType, bytes: Buffer): Buffer {
  switch (type) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'gif':
      return stripGif(bytes);
    case 'mp4':
      return stripMp4(bytes);
  }
}
