/**
 * Photo metadata removal by allow-list: of each format only what a decoder needs to draw the picture is written
 * back. Anything else (EXIF/GPS, XMP, IPTC, comments, maker notes, thumbnails, vendor chunks, trailers, and whatever
 * name the next phone invents) is dropped, whatever it is called.
 */
import { UnreadableImageError } from './evidence-errors';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * PNG chunks that describe pixels, matched case-sensitively. APNG frames (acTL, fcTL, fdAT) are image data like IDAT
 * and APNG uploads are accepted (a PNG signature is all the type check asks for), so they stay.
 */
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'bKGD',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** PNG: keeps the allow-listed chunks byte for byte (their CRCs stay valid), drops every other chunk and the tail. */
export function stripPng(bytes: Buffer): Buffer {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new UnreadableImageError('not a PNG');
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw new UnreadableImageError('PNG without IHDR');
  const out: Buffer[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i < bytes.length) {
    if (i + 12 > bytes.length) throw new UnreadableImageError('truncated PNG');
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > bytes.length) throw new UnreadableImageError('truncated PNG chunk');
    if (PNG_KEEP.has(type)) out.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  throw new UnreadableImageError('PNG without IEND');
}

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

/**
 * Segments a decoder needs, kept as they are: frame headers (SOF0-15 but C8, which is reserved), Huffman and
 * arithmetic tables (DHT, DAC), quantisation tables (DQT), restart interval (DRI), number of lines (DNL) and the
 * hierarchical-mode headers (DHP, EXP). Scans (SOS) are handled apart.
 */
const isDecoderSegment = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || (marker >= 0xdb && marker <= 0xdf);

const JPEG_SEGMENT_HEAD = 4;

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * The segment to write for an APPn/COM/other marker, or null to drop it. Kept: JFIF (APP0, only directly after SOI as
 * its specification requires, rewritten without its thumbnail or anything after its fields: an edited photo can
 * carry the uncropped original there), ICC profiles (APP2 ICC_PROFILE: colours depend on them) and Adobe's colour
 * transform (APP14 Adobe, its 12 bytes only: it says whether the data is YCbCr or RGB/CMYK).
 */
function keptMetadataSegment(bytes: Buffer, marker: number, data: number, end: number, first: boolean): Buffer | null {
  const is = (id: string) => end - data >= id.length && bytes.toString('latin1', data, data + id.length) === id;
  // 'JFIF\0', version (2), units (1), densities (2 + 2); then no thumbnail.
  if (marker === 0xe0 && first && is('JFIF\0') && end - data >= 12)
    return jpegSegment(marker, Buffer.concat([bytes.subarray(data, data + 12), Buffer.from([0, 0])]));
  if (marker === 0xe2 && is('ICC_PROFILE\0')) return bytes.subarray(data - JPEG_SEGMENT_HEAD, end);
  // 'Adobe', version (2), flags0 (2), flags1 (2), transform (1).
  if (marker === 0xee && is('Adobe') && end - data >= 12) return jpegSegment(marker, bytes.subarray(data, data + 12));
  return null;
}

/**
 * JPEG: keeps the decoder segments, scans and restart markers, JFIF, ICC and Adobe (see above); drops every other
 * APPn (EXIF, XMP, the multi-picture index, maker notes), COM and the reserved and extension markers, before and
 * between scans. Output ends at the end of image of the primary picture: anything appended after it (phones add
 * further JPEGs with their own EXIF/GPS, motion-photo videos, vendor trailers) is cut.
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
    // Markers without a length: restart markers stay, TEM and a repeated start of image say nothing.
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      if (marker !== 0x01 && marker !== 0xd8) out.push(bytes.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (marker === 0xd9) break;
    if (i + JPEG_SEGMENT_HEAD > bytes.length) throw new UnreadableImageError('truncated JPEG');
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
    if (isDecoderSegment(marker)) out.push(bytes.subarray(i, end));
    else {
      const kept = keptMetadataSegment(bytes, marker, i + JPEG_SEGMENT_HEAD, end, out.length === 1);
      if (kept) out.push(kept);
    }
    i = end;
  }
  if (!sawScan) throw new UnreadableImageError('JPEG without image data');
  out.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(out);
}

const GIF_TRAILER = 0x3b;
const GIF_EXTENSION = 0x21;
const GIF_IMAGE = 0x2c;
const GIF_GRAPHIC_CONTROL = 0xf9;
const GIF_APPLICATION = 0xff;

/** The end of the data sub-blocks starting at `from` (just past the zero-length terminator). */
function subBlocksEnd(bytes: Buffer, from: number): number {
  let j = from;
  while (j < bytes.length) {
    const size = bytes[j]!;
    j += 1 + size;
    if (size === 0) return j;
  }
  throw new UnreadableImageError('truncated GIF');
}

/**
 * The extension to write for the one at `at`, or null to drop it. Kept, rewritten to their fixed fields only:
 * graphic control (frame delay, disposal, transparency) and the NETSCAPE2.0 loop count. Comments, plain text and
 * every other application extension (XMP, ICC, vendor data) go.
 */
function keptGifExtension(bytes: Buffer, at: number, end: number): Buffer | null {
  const label = bytes[at + 1];
  const firstBlock = bytes[at + 2];
  if (label === GIF_GRAPHIC_CONTROL && firstBlock === 4 && at + 7 < end)
    return Buffer.concat([bytes.subarray(at, at + 7), Buffer.from([0])]);
  if (label !== GIF_APPLICATION || firstBlock !== 11 || bytes.toString('latin1', at + 3, at + 14) !== 'NETSCAPE2.0')
    return null;
  // Sub-block 1 of the NETSCAPE2.0 extension: 3 bytes, id 1, loop count (2).
  const loop = at + 14;
  if (bytes[loop] !== 3 || bytes[loop + 1] !== 1 || loop + 4 >= end) return null;
  return Buffer.concat([bytes.subarray(at, loop + 4), Buffer.from([0])]);
}

/** GIF: keeps the header, screen descriptor, colour tables, frames, graphic control and loop count; drops the rest. */
export function stripGif(bytes: Buffer): Buffer {
  if (bytes.length < 13) throw new UnreadableImageError('truncated GIF');
  const out: Buffer[] = [];
  let i = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) i += 3 * (1 << ((flags & 0x07) + 1));
  if (i > bytes.length) throw new UnreadableImageError('truncated GIF');
  out.push(bytes.subarray(0, i));
  while (i < bytes.length) {
    const introducer = bytes[i];
    if (introducer === GIF_TRAILER) break;
    if (introducer === GIF_EXTENSION) {
      const end = subBlocksEnd(bytes, i + 2);
      const kept = keptGifExtension(bytes, i, end);
      if (kept) out.push(kept);
      i = end;
      continue;
    }
    if (introducer === GIF_IMAGE) {
      let j = i + 10;
      if (j > bytes.length) throw new UnreadableImageError('truncated GIF');
      const localFlags = bytes[i + 9]!;
      if (localFlags & 0x80) j += 3 * (1 << ((localFlags & 0x07) + 1));
      j += 1; // LZW minimum code size
      const end = subBlocksEnd(bytes, j);
      out.push(bytes.subarray(i, end));
      i = end;
      continue;
    }
    throw new UnreadableImageError('bad GIF block');
  }
  // Some encoders omit the trailer; close the file properly either way, and drop anything after it.
  out.push(Buffer.from([GIF_TRAILER]));
  return Buffer.concat(out);
}
