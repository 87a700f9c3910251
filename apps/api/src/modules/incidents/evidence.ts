/**
 * Evidence files: the type is read from the bytes (magic numbers), never from the name, and photos can be
 * rewritten without location or device metadata (EXIF/GPS, XMP, IPTC, comments) in pure JavaScript.
 */
import { createHash } from 'node:crypto';

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

export class UnreadableImageError extends Error {}

/** Where the entropy-coded data starting at `from` ends: the next marker that is not stuffing (FF00), RST or fill. */
function scanDataEnd(bytes: Buffer, from: number): number {
  let i = bytes.indexOf(0xff, from);
  while (i !== -1 && i + 1 < bytes.length) {
    const next = bytes[i + 1]!;
    if (next === 0xff) i += 1;
    else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i = bytes.indexOf(0xff, i + 2);
    else return i;
  }
  // Truncated after the scan data: the picture ends with the file.
  return i === -1 ? bytes.length : i;
}

/** True when the segment's data (from `at` to `end`) starts with the identifier. */
const segmentIs = (bytes: Buffer, at: number, end: number, id: string) =>
  end - at >= id.length && bytes.subarray(at, at + id.length).toString('latin1') === id;

/** Tables, frame headers and the like stay; of the application segments only JFIF, ICC and Adobe; no comments. */
function keepJpegSegment(bytes: Buffer, marker: number, data: number, end: number): boolean {
  if (marker === 0xfe) return false;
  if (marker === 0xe0) return segmentIs(bytes, data, end, 'JFIF\0');
  if (marker === 0xe2) return segmentIs(bytes, data, end, 'ICC_PROFILE\0');
  if (marker === 0xee) return true;
  return marker < 0xe0 || marker > 0xef;
}

/**
 * JPEG: keeps JFIF (APP0), the ICC profile (APP2 ICC_PROFILE) and Adobe (APP14) segments; drops APP1 (EXIF, XMP),
 * other APP2 (the multi-picture index), APP3-13, APP15 and COM, before and between scans. Output ends at the end of
 * image of the primary picture: anything appended after it (phones add further JPEGs with their own EXIF/GPS,
 * motion-photo videos, vendor trailers) is cut.
 */
export function stripJpeg(bytes: Buffer): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new UnreadableImageError('not a JPEG');
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let sawScan = false;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) throw new UnreadableImageError('bad JPEG marker');
    // Fill bytes.
    while (bytes[i + 1] === 0xff) i++;
    const marker = bytes[i + 1];
    if (marker === undefined) break;
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(bytes.subarray(i, i + 2));
      i += 2;
      continue;
    }
    // A repeated start of image says nothing; one is already written.
    if (marker === 0xd8) {
      i += 2;
      continue;
    }
    if (marker === 0xd9) break;
    if (i + 4 > bytes.length) throw new UnreadableImageError('truncated JPEG');
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > bytes.length) throw new UnreadableImageError('bad JPEG segment');
    const end = i + 2 + length;
    if (marker === 0xda) {
      // Start of scan: its header, then entropy-coded data up to the next real marker (a progressive picture has
      // several scans with tables between them).
      const dataEnd = scanDataEnd(bytes, end);
      out.push(bytes.subarray(i, dataEnd));
      sawScan = true;
      i = dataEnd;
      continue;
    }
    if (keepJpegSegment(bytes, marker, i + 4, end)) out.push(bytes.subarray(i, end));
    i = end;
  }
  if (!sawScan) throw new UnreadableImageError('JPEG without image data');
  out.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(out);
}

const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** PNG: drops eXIf, the text chunks (tEXt, zTXt, iTXt: XMP and comments live there) and tIME. */
export function stripPng(bytes: Buffer): Buffer {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new UnreadableImageError('not a PNG');
  const out: Buffer[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i < bytes.length) {
    if (i + 12 > bytes.length) throw new UnreadableImageError('truncated PNG');
    const length = bytes.readUInt32BE(i);
    const type = bytes.subarray(i + 4, i + 8).toString('latin1');
    const end = i + 12 + length;
    if (end > bytes.length) throw new UnreadableImageError('truncated PNG chunk');
    if (!PNG_DROP.has(type)) out.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw new UnreadableImageError('PNG without IEND');
}

/** GIF: drops comment extensions and application extensions other than the looping ones (XMP lives there). */
export function stripGif(bytes: Buffer): Buffer {
  if (bytes.length < 13) throw new UnreadableImageError('truncated GIF');
  const out: Buffer[] = [];
  let i = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) i += 3 * (1 << ((flags & 0x07) + 1));
  out.push(bytes.subarray(0, i));
  const skipSubBlocks = (from: number) => {
    let j = from;
    while (j < bytes.length) {
      const size = bytes[j]!;
      j += 1;
      if (size === 0) return j;
      j += size;
    }
    throw new UnreadableImageError('truncated GIF');
  };
  while (i < bytes.length) {
    const introducer = bytes[i];
    if (introducer === 0x3b) {
      out.push(bytes.subarray(i, i + 1));
      return Buffer.concat(out);
    }
    if (introducer === 0x21) {
      const label = bytes[i + 1];
      const end = skipSubBlocks(i + 2);
      let keep = label !== 0xfe;
      if (label === 0xff) {
        const id = bytes.subarray(i + 3, i + 3 + 11).toString('latin1');
        keep = id === 'NETSCAPE2.0' || id === 'ANIMEXTS1.0';
      }
      if (keep) out.push(bytes.subarray(i, end));
      i = end;
      continue;
    }
    if (introducer === 0x2c) {
      let j = i + 10;
      if (j > bytes.length) throw new UnreadableImageError('truncated GIF');
      const localFlags = bytes[i + 9]!;
      if (localFlags & 0x80) j += 3 * (1 << ((localFlags & 0x07) + 1));
      j += 1; // LZW minimum code size
      const end = skipSubBlocks(j);
      out.push(bytes.subarray(i, end));
      i = end;
      continue;
    }
    throw new UnreadableImageError('bad GIF block');
  }
  // Some encoders omit the trailer; close the file properly.
  out.push(Buffer.from([0x3b]));
  return Buffer.concat(out);
}

const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'edts']);
const MP4_METADATA = new Set(['udta', 'meta']);
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

/**
 * MP4: blanks the metadata boxes (udta with ©xyz location and device names, meta with Apple's location keys,
 * the XMP uuid box) in place, turning each into a 'free' box of the same size, so no chunk offset moves.
 */
export function stripMp4(input: Buffer): Buffer {
  const bytes = Buffer.from(input);
  const walk = (start: number, end: number, depth: number) => {
    let i = start;
    while (i + 8 <= end) {
      let size = bytes.readUInt32BE(i);
      const type = bytes.subarray(i + 4, i + 8).toString('latin1');
      let header = 8;
      if (size === 1) {
        if (i + 16 > end) throw new UnreadableImageError('truncated MP4 box');
        const big = bytes.readBigUInt64BE(i + 8);
        if (big > BigInt(end - i)) throw new UnreadableImageError('bad MP4 box size');
        size = Number(big);
        header = 16;
      } else if (size === 0) size = end - i;
      if (size < header || i + size > end) throw new UnreadableImageError('bad MP4 box size');
      const isXmp = type === 'uuid' && bytes.subarray(i + header, i + header + 16).toString('hex') === XMP_UUID;
      if (MP4_METADATA.has(type) || isXmp) {
        bytes.write('free', i + 4, 'latin1');
        bytes.fill(0, i + header, i + size);
      } else if (MP4_CONTAINERS.has(type) && depth < 8) walk(i + header, i + size, depth + 1);
      i += size;
    }
  };
  walk(0, bytes.length, 0);
  return bytes;
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
