import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnreadableImageError, stripGif, stripJpeg, stripMp4, stripPng } from './evidence';
import {
  MP4_PARENTS,
  VIDEO_FRAMES,
  leaks,
  mp4Boxes,
  mp4Movie,
  mp4VideoFrames,
  pngChunksAndPixels,
  type Mp4Parent,
} from './strip-fixtures';
import { PNG_1X1, PROGRESSIVE_JPEG, box, exifTiffWithGps, jpegSegment, pngChunk } from './test-files';

/**
 * A run of random bytes standing for a location or a device name: no 8 of them in a row may survive. Unbiased, so
 * no run of zeros that a file's own padding could match by chance.
 */
const secret = fc.noBias(fc.uint8Array({ minLength: 16, maxLength: 64 })).map((a) => Buffer.from(a));
const GPS = Buffer.from('GPS 7.1500N 3.3500E SpyPhone', 'latin1');

/** Splits `base` at the chosen boundaries and puts the inserted pieces there, in order. */
function insertAt(base: Buffer, boundaries: number[], inserts: { at: number; bytes: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  boundaries.forEach((b, index) => {
    parts.push(base.subarray(from, b), ...inserts.filter((x) => x.at === index).map((x) => x.bytes));
    from = b;
  });
  parts.push(base.subarray(from));
  return Buffer.concat(parts);
}

describe('PNG stripping keeps only the chunks a picture needs', () => {
  const IHDR_END = 33;
  const IEND_AT = PNG_1X1.length - 12;

  it('drops a differently cased exIf chunk and an unknown ancillary chunk carrying a GPS block', () => {
    const input = Buffer.concat([
      PNG_1X1.subarray(0, IHDR_END),
      pngChunk('exIf', exifTiffWithGps()),
      pngChunk('gpSd', GPS),
      PNG_1X1.subarray(IHDR_END, IEND_AT),
      pngChunk('tIME', Buffer.alloc(7, 1)),
      PNG_1X1.subarray(IEND_AT),
    ]);
    const out = stripPng(input);
    expect(leaks(out, exifTiffWithGps())).toBe(false);
    expect(leaks(out, GPS)).toBe(false);
    expect(pngChunksAndPixels(out)).toEqual(pngChunksAndPixels(PNG_1X1));
    expect(out).toEqual(PNG_1X1);
  });

  it('keeps colour and animation chunks, matching names case by case', () => {
    const keep = ['gAMA', 'sRGB', 'pHYs', 'acTL'].map((t) => pngChunk(t, Buffer.alloc(4, 9)));
    const input = Buffer.concat([
      PNG_1X1.subarray(0, IHDR_END),
      ...keep,
      pngChunk('GAMA', GPS),
      pngChunk('Srgb', GPS),
      PNG_1X1.subarray(IHDR_END),
    ]);
    const out = stripPng(input);
    expect(pngChunksAndPixels(out).types).toEqual(['IHDR', 'gAMA', 'sRGB', 'pHYs', 'acTL', 'IDAT', 'IEND']);
    expect(leaks(out, GPS)).toBe(false);
  });

  it('fuzz: no chunk outside the allow-list survives, whatever its name, and the pixels do', () => {
    const allowed = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT']);
    ['pHYs', 'bKGD', 'acTL', 'fcTL', 'fdAT'].forEach((t) => allowed.add(t));
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const name = fc
      .oneof(
        fc.constantFrom('exIf', 'eXIf', 'EXIF', 'tEXt', 'zTXt', 'iTXt', 'tIME', 'iDOT', 'caBX', 'idat', 'Iend'),
        fc.tuple(letter, letter, letter, letter).map((l) => l.join('')),
      )
      .filter((n) => !allowed.has(n));
    // Boundaries: after IHDR, before IEND, after IEND.
    const chunk = fc.record({ at: fc.integer({ min: 0, max: 2 }), name, secret });
    fc.assert(
      fc.property(fc.array(chunk, { minLength: 1, maxLength: 6 }), (chunks) => {
        const input = insertAt(
          PNG_1X1,
          [IHDR_END, IEND_AT, PNG_1X1.length],
          chunks.map((c) => ({ at: c.at, bytes: pngChunk(c.name, c.secret) })),
        );
        const out = stripPng(input);
        for (const c of chunks) expect(leaks(out, c.secret)).toBe(false);
        expect(pngChunksAndPixels(out)).toEqual(pngChunksAndPixels(PNG_1X1));
      }),
    );
  });
});

describe('JPEG stripping keeps only the segments a decoder needs', () => {
  /** Segment starts of the clean picture after its JFIF header, its end of image, and its end. */
  const boundaries: number[] = [];
  for (let i = 20; i + 1 < PROGRESSIVE_JPEG.length; i++)
    if (
      PROGRESSIVE_JPEG[i] === 0xff &&
      ![0x00, 0xff].includes(PROGRESSIVE_JPEG[i + 1]!) &&
      (PROGRESSIVE_JPEG[i + 1]! & 0xf8) !== 0xd0
    )
      boundaries.push(i);
  boundaries.push(PROGRESSIVE_JPEG.length);

  it('rewrites JFIF without its thumbnail and Adobe to its fixed fields, keeps ICC, drops other markers', () => {
    const thumbnail = Buffer.concat([
      Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\x02\x01', 'latin1'),
      GPS.subarray(0, 6),
    ]);
    const adobe = Buffer.concat([Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'), GPS]);
    const icc = jpegSegment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01profile', 'latin1'));
    const input = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jpegSegment(0xe0, thumbnail),
      jpegSegment(0xee, adobe),
      icc,
      jpegSegment(0xf3, GPS),
      jpegSegment(0x4a, GPS),
      jpegSegment(0xc8, GPS),
      PROGRESSIVE_JPEG.subarray(20),
    ]);
    const out = stripJpeg(input);
    expect(leaks(out, GPS, 6)).toBe(false);
    expect(out).toEqual(
      Buffer.concat([
        Buffer.from([0xff, 0xd8]),
        jpegSegment(0xe0, Buffer.concat([thumbnail.subarray(0, 12), Buffer.from([0, 0])])),
        jpegSegment(0xee, adobe.subarray(0, 12)),
        icc,
        PROGRESSIVE_JPEG.subarray(20),
      ]),
    );
  });

  it('fuzz: no APPn, comment, reserved or extension segment survives, the picture does byte for byte', () => {
    const marker = fc.oneof(
      fc.integer({ min: 0xe0, max: 0xef }),
      fc.constantFrom(0xfe, 0xc8),
      fc.integer({ min: 0xf0, max: 0xfd }),
      fc.integer({ min: 0x02, max: 0xbf }),
    );
    const identifier = fc.constantFrom(
      '',
      'Exif\0\0',
      'http://ns.adobe.com/xap/1.0/\0',
      'JFIF\0',
      'MPF\0',
      'Adobe',
      'ICC_PROFILE\0',
      'Photoshop 3.0\0',
    );
    const segment = fc
      .record({ at: fc.integer({ min: 0, max: boundaries.length - 1 }), marker, identifier, secret })
      // APP2 ICC_PROFILE and APP14 Adobe are kept by design (see the test above).
      .filter(
        (s) =>
          !(s.marker === 0xe2 && s.identifier === 'ICC_PROFILE\0') && !(s.marker === 0xee && s.identifier === 'Adobe'),
      );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 8 }), (segments) => {
        const input = insertAt(
          PROGRESSIVE_JPEG,
          boundaries,
          segments.map((s) => ({
            at: s.at,
            bytes: jpegSegment(
              s.marker,
              Buffer.concat([Buffer.from(s.identifier, 'latin1'), Buffer.alloc(7), s.secret]),
            ),
          })),
        );
        const out = stripJpeg(input);
        for (const s of segments) expect(leaks(out, s.secret)).toBe(false);
        expect(out).toEqual(PROGRESSIVE_JPEG);
      }),
    );
  });
});

describe('GIF stripping keeps frames, timing and looping only', () => {
  const netscape = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);
  const control = Buffer.from([0x21, 0xf9, 4, 4, 10, 0, 0, 0]);
  const frame = (local: boolean) =>
    Buffer.concat([
      control,
      Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, local ? 0x80 : 0]),
      local ? Buffer.from([9, 9, 9, 8, 8, 8]) : Buffer.alloc(0),
      Buffer.from([2, 2, 0x44, 0x01, 0]),
    ]);
  const head = Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]),
  ]);
  const ANIMATED = Buffer.concat([head, netscape, frame(false), frame(true), Buffer.from([0x3b])]);
  const starts = [head.length, head.length + netscape.length];
  starts.push(starts[1]! + frame(false).length, ANIMATED.length - 1, ANIMATED.length);

  /** Data sub-blocks of random sizes holding `bytes`, then the terminator. */
  const subBlocks = (bytes: Buffer, size: number) => {
    const out: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += size) {
      const part = bytes.subarray(i, i + size);
      out.push(Buffer.from([part.length]), part);
    }
    return Buffer.concat([...out, Buffer.from([0])]);
  };

  it('fuzz: no comment, plain text or application extension survives; frames, delays and the loop count do', () => {
    const extension = fc.record({
      at: fc.integer({ min: 0, max: starts.length - 1 }),
      kind: fc.constantFrom('comment', 'text', 'app', 'other', 'netscape-extra', 'control-extra'),
      label: fc.integer({ min: 0, max: 0xff }).filter((l) => l !== 0xf9 && l !== 0xff),
      appId: fc.constantFrom('XMP DataXMP', 'ICCRGBG1012', 'ANIMEXTS1.0', 'MGK8BIM0000', 'NETSCAPE2.1'),
      blockSize: fc.integer({ min: 1, max: 255 }),
      secret,
    });
    fc.assert(
      fc.property(fc.array(extension, { minLength: 1, maxLength: 6 }), (extensions) => {
        const expected: { at: number; bytes: Buffer }[] = [];
        const input = insertAt(
          ANIMATED,
          starts,
          extensions.map((e) => {
            const data = subBlocks(e.secret, e.blockSize);
            let bytes: Buffer;
            if (e.kind === 'comment') bytes = Buffer.concat([Buffer.from([0x21, 0xfe]), data]);
            else if (e.kind === 'text') bytes = Buffer.concat([Buffer.from([0x21, 0x01, 12]), Buffer.alloc(12), data]);
            else if (e.kind === 'app')
              bytes = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from(e.appId), data]);
            else if (e.kind === 'other') bytes = Buffer.concat([Buffer.from([0x21, e.label]), data]);
            else {
              // A kept extension with the secret in extra sub-blocks: written back with its fixed fields only.
              const kept = e.kind === 'netscape-extra' ? netscape : control;
              bytes = Buffer.concat([kept.subarray(0, -1), data]);
              if (e.at < starts.length - 1) expected.push({ at: e.at, bytes: kept });
            }
            return { at: e.at, bytes };
          }),
        );
        const out = stripGif(input);
        for (const e of extensions) expect(leaks(out, e.secret)).toBe(false);
        expect(out).toEqual(insertAt(ANIMATED, starts, expected));
      }),
    );
  });
});

describe('MP4 stripping keeps the boxes a player needs', () => {
  const ALLOWED = new Set(
    'ftyp moov mdat moof mvhd trak mvex tkhd edts mdia elst mdhd hdlr minf vmhd smhd dinf stbl dref stsd stts ctts cslg stss stps stsc stsz stz2 stco co64 sdtp mehd trex mfhd traf tfhd tfdt trun'.split(
      ' ',
    ),
  );
  const ALLOWED_PATHS = new Set(
    mp4Boxes(mp4Movie({ fragmented: true }))
      .concat(mp4Boxes(mp4Movie()))
      .map((b) => b.path),
  );

  it('drops udta, meta and uuid inside moov and trak and a GPS track, moving chunk offsets with the data', () => {
    const gps = box('udta', box('\u00a9xyz', GPS));
    const meta = box('meta', Buffer.alloc(4), box('keys', GPS));
    const input = mp4Movie({
      moovFirst: true,
      metaSamples: [GPS, GPS],
      extras: { moov: [gps, meta], trak: [gps], file: [box('uuid', Buffer.alloc(16, 0xbe), GPS)] },
    });
    const out = stripMp4(input);
    expect(leaks(out, GPS)).toBe(false);
    for (const name of ['udta', 'meta', 'uuid', '\u00a9xyz', 'keys'])
      expect(mp4Boxes(out).some((b) => b.path.endsWith(name))).toBe(false);
    expect(mp4VideoFrames(out)).toEqual(VIDEO_FRAMES);
  });

  it('refuses a movie without a video or sound track', () => {
    const ftypOnly = box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1'));
    expect(() => stripMp4(Buffer.concat([ftypOnly, box('mdat', GPS)]))).toThrow(UnreadableImageError);
  });

  it('fuzz: no box outside the allow-list survives at any depth, and the frames are still where the tables say', () => {
    const fourCc = fc
      .oneof(
        fc.constantFrom('udta', 'meta', 'uuid', 'free', 'skip', 'wide', 'iods', 'tref', 'gmhd', '\u00a9xyz', 'keys'),
        fc.constantFrom('ilst', 'sidx', 'mfra', 'styp', 'pdin', 'XMP_', 'Udta', 'MOOV', 'saio', 'senc', 'colr'),
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
          minLength: 4,
          maxLength: 4,
        }),
      )
      .filter((t) => !ALLOWED.has(t));
    const extra = fc.record({ parent: fc.constantFrom<Mp4Parent>(...MP4_PARENTS), type: fourCc, secret });
    const options = fc.record({
      moovFirst: fc.boolean(),
      fragmented: fc.boolean(),
      metaSamples: fc.option(fc.array(secret, { minLength: 2, maxLength: 2 }), { nil: undefined }),
      extras: fc.array(extra, { minLength: 1, maxLength: 6 }),
    });
    fc.assert(
      fc.property(options, ({ extras, ...o }) => {
        const byParent: Partial<Record<Mp4Parent, Buffer[]>> = {};
        for (const e of extras) (byParent[e.parent] ??= []).push(box(e.type, e.secret));
        const out = stripMp4(mp4Movie({ ...o, extras: byParent }));
        for (const s of [...extras.map((e) => e.secret), ...(o.metaSamples ?? [])]) expect(leaks(out, s)).toBe(false);
        for (const b of mp4Boxes(out)) expect(ALLOWED_PATHS.has(b.path), b.path).toBe(true);
        expect(mp4VideoFrames(out)).toEqual(VIDEO_FRAMES);
      }),
    );
  });
});
