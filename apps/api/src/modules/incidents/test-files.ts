/** Test fixtures: small real images (with and without location metadata), a fake video, multipart bodies. */
import { randomUUID } from 'node:crypto';

/** A 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The TIFF body of an EXIF block with a GPS IFD: latitude N 7 deg 9 min, longitude E 3 deg 21 min, and a camera make. */
export function exifTiffWithGps(): Buffer {
  const b = Buffer.alloc(200);
  b.write('II*\0', 0, 'latin1');
  b.writeUInt32LE(8, 4);
  // IFD0: 2 entries: Make (ASCII) and GPSInfo pointer.
  b.writeUInt16LE(2, 8);
  b.writeUInt16LE(0x010f, 10);
  b.writeUInt16LE(2, 12);
  b.writeUInt32LE(12, 14);
  b.writeUInt32LE(150, 18); // offset of the make string
  b.writeUInt16LE(0x8825, 22);
  b.writeUInt16LE(4, 24);
  b.writeUInt32LE(1, 26);
  b.writeUInt32LE(40, 30); // GPS IFD offset
  b.writeUInt32LE(0, 34);
  // GPS IFD at 40: 4 entries.
  b.writeUInt16LE(4, 40);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    b.writeUInt16LE(tag, at);
    b.writeUInt16LE(type, at + 2);
    b.writeUInt32LE(count, at + 4);
    b.writeUInt32LE(value, at + 8);
  };
  entry(42, 0x0001, 2, 2, 0x4e); // 'N'
  entry(54, 0x0002, 5, 3, 100);
  entry(66, 0x0003, 2, 2, 0x45); // 'E'
  entry(78, 0x0004, 5, 3, 124);
  b.writeUInt32LE(0, 90);
  for (const [i, [n, d]] of [
    [7, 1],
    [9, 1],
    [0, 1],
  ].entries()) {
    b.writeUInt32LE(n!, 100 + i * 8);
    b.writeUInt32LE(d!, 104 + i * 8);
  }
  for (const [i, [n, d]] of [
    [3, 1],
    [21, 1],
    [0, 1],
  ].entries()) {
    b.writeUInt32LE(n!, 124 + i * 8);
    b.writeUInt32LE(d!, 128 + i * 8);
  }
  b.write('SpyPhone GPS Camera\0', 150, 'latin1');
  return b.subarray(0, 172);
}

export function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline-structured JPEG (SOI, JFIF, EXIF with GPS, XMP, comment, tables, SOS, data, EOI). */
export function jpegWithGps(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiffWithGps()])),
    jpegSegment(
      0xe1,
      Buffer.from(
        'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>7,9N</exif:GPSLatitude></x:xmpmeta>',
        'latin1',
      ),
    ),
    jpegSegment(0xfe, Buffer.from('taken at home', 'latin1')),
    jpegSegment(0xdb, Buffer.alloc(65, 1)),
    jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * A real 16x16 progressive JPEG from libjpeg-turbo's cjpeg (-progressive -restart 1 -optimize): JFIF, ten scans
 * with tables and restart intervals between them, restart markers and one stuffed FF00 in the scan data.
 */
export const PROGRESSIVE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+' +
    'JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7' +
    'Ozv/wgARCAAQABADASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAEDBP/EABUBAQEAAAAAAAAAAAAAAAAAAAEC/90ABAAB/9oA' +
    'DAMBAAIQAxAAAAEcdZH/xAAXEAEBAQEAAAAAAAAAAAAAAAABEQIx/90ABAAC/9oACAEBAAEFAmTSz//QKb4//8QAFxEBAAMAAAAAAAAA' +
    'AAAAAAAAAQARMf/dAAQAAf/aAAgBAwEBPwFodn//xAAWEQEBAQAAAAAAAAAAAAAAAAARACH/2gAIAQIBAT8BDb//xAAiEAABAgMJAAAA' +
    'AAAAAAAAAAABAAIRIUESEyIxUpGh0fD/3QAEAAL/2gAIAQEABj8Cs0pujdkz1Htf/9DC0OYQcuVCJnXwX//EAB8QAAMAAQMFAAAAAAAA' +
    'AAAAAAERIQAxQVFhcaHw8f/aAAgBAQABPyGXVsKDn2mOSGplfkRn/9AE2ZEgRZU9WB0FknuK+j7n/90ABAAB/9oADAMBAAIAAwAAABBP' +
    '/8QAGxEBAAICAwAAAAAAAAAAAAAAARFBADFRgaH/2gAIAQMBAT8QRB2lB9nvi28//8QAGhEAAgIDAAAAAAAAAAAAAAAAATEAEXGR0f/a' +
    'AAgBAgEBPxApGzkcdBaRn//EABsQAQEAAwADAAAAAAAAAAAAAAERACExUWHB/90ABAAC/9oACAEBAAE/EHeCoKwBV29EUr63B8yXeiAb' +
    'i7EAkjdZ/9CW6nNS1VYckvFmLheRekvIUX6a/wD/2Q==',
  'base64',
);

/** An ICC profile segment (kept by stripping: colours depend on it). */
export const ICC_SEGMENT = jpegSegment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01fake-profile', 'latin1'));

/**
 * PROGRESSIVE_JPEG as a phone writes it: EXIF with GPS, a multi-picture index (APP2 MPF) and an ICC profile after
 * JFIF, a comment between two scans, then after the end of image a second JPEG with its own EXIF/GPS and a
 * motion-photo video. Stripped, it is PROGRESSIVE_JPEG with the ICC segment after JFIF and nothing else.
 */
export function jpegWithTrailers(): { input: Buffer; stripped: Buffer } {
  const jfifEnd = 20;
  const sos = Buffer.from([0xff, 0xda]);
  const secondScan = PROGRESSIVE_JPEG.indexOf(sos, PROGRESSIVE_JPEG.indexOf(sos) + 2);
  const exif = jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiffWithGps()]));
  const mpf = jpegSegment(0xe2, Buffer.concat([Buffer.from('MPF\0', 'latin1'), Buffer.alloc(40, 7)]));
  const input = Buffer.concat([
    PROGRESSIVE_JPEG.subarray(0, jfifEnd),
    exif,
    mpf,
    ICC_SEGMENT,
    PROGRESSIVE_JPEG.subarray(jfifEnd, secondScan),
    jpegSegment(0xfe, Buffer.from('taken at home', 'latin1')),
    PROGRESSIVE_JPEG.subarray(secondScan),
    jpegWithGps(),
    fakeMp4(128),
  ]);
  const stripped = Buffer.concat([
    PROGRESSIVE_JPEG.subarray(0, jfifEnd),
    ICC_SEGMENT,
    PROGRESSIVE_JPEG.subarray(jfifEnd),
  ]);
  return { input, stripped };
}

/** The 1x1 PNG with an eXIf chunk (GPS) and a tEXt comment. */
export function pngWithGps(): Buffer {
  const iend = PNG_1X1.length - 12;
  const ihdrEnd = 8 + 25;
  return Buffer.concat([
    PNG_1X1.subarray(0, ihdrEnd),
    pngChunk('eXIf', exifTiffWithGps()),
    pngChunk('tEXt', Buffer.from('Comment\0GPS 7.15N 3.35E', 'latin1')),
    PNG_1X1.subarray(ihdrEnd, iend),
    PNG_1X1.subarray(iend),
  ]);
}

/** A GIF89a 1x1 with a comment extension. */
export function gifWithComment(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xfe, 5]),
    Buffer.from('hello', 'latin1'),
    Buffer.from([0]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([2, 2, 0x44, 0x01, 0]),
    Buffer.from([0x3b]),
  ]);
}

/** Enough of an MP4 for the content check: an ftyp box. */
export function fakeMp4(size = 64): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  b.write('isomavc1', 16, 'latin1');
  return b;
}

export type Part =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; bytes: Buffer; contentType?: string };

export function multipart(parts: Part[]) {
  const boundary = `----safeogun${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part)
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    else if (part.contentType) head += `\r\nContent-Type: ${part.contentType}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`, 'utf8'));
    chunks.push('filename' in part ? part.bytes : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
