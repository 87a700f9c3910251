/**
 * Test fixtures for the metadata strippers: a structurally complete MP4 (video and timed-metadata tracks whose
 * chunk offsets point into mdat, plain or fragmented), and readers that check a stripped file is still well formed.
 */
import { inflateSync } from 'node:zlib';
import { box, crc32 } from './test-files';

const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v, 4 * i));
  return b;
};
/** A full box: version 0, the flags, then the fields. */
const fullBox = (type: string, flags: number, ...fields: Buffer[]) => box(type, u32(flags), ...fields);

/** Where extra boxes can be put inside a movie. */
export const MP4_PARENTS = ['file', 'moov', 'trak', 'mdia', 'minf', 'stbl', 'dinf', 'moof', 'traf'] as const;
export type Mp4Parent = (typeof MP4_PARENTS)[number];

export interface MovieOptions {
  /** moov before mdat (as phones write for streaming), else after it. */
  moovFirst?: boolean;
  /** Movie fragments (moof + mdat per fragment, trun data offsets relative to the moof) instead of stco tables. */
  fragmented?: boolean;
  /** Samples of a timed-metadata track ('meta' handler, as GoPro's GPS track), interleaved with the video. */
  metaSamples?: Buffer[];
  /** Extra boxes, by where they go (all tracks' boxes get them). */
  extras?: Partial<Record<Mp4Parent, Buffer[]>>;
}

/** The video frames every movie carries: what a stripped movie must still point to. */
export const VIDEO_FRAMES = [Buffer.from('FRAME-ONE-IDR-SLICE', 'latin1'), Buffer.from('FRAME-TWO-P', 'latin1')];

function track(id: number, handler: string, sizes: number[], offsets: number[], o: MovieOptions): Buffer {
  const extra = (parent: Mp4Parent) => o.extras?.[parent] ?? [];
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, u32(1), box(handler === 'vide' ? 'avc1' : 'mebx', Buffer.alloc(78))),
    fullBox('stts', 0, u32(1, sizes.length, 1000)),
    fullBox('stsc', 0, u32(1, 1, 1, 1)),
    fullBox('stsz', 0, u32(0, sizes.length, ...sizes)),
    fullBox('stco', 0, u32(offsets.length, ...offsets)),
    ...extra('stbl'),
  );
  const dinf = box('dinf', fullBox('dref', 0, u32(1), fullBox('url ', 1)), ...extra('dinf'));
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from(handler, 'latin1'), u32(0, 0, 0), Buffer.from('Handler\0'));
  const minf = box(
    'minf',
    fullBox(handler === 'vide' ? 'vmhd' : 'nmhd', 1, Buffer.alloc(8)),
    dinf,
    stbl,
    ...extra('minf'),
  );
  const mdia = box('mdia', fullBox('mdhd', 0, u32(0, 0, 1000, 2000), Buffer.alloc(4)), hdlr, minf, ...extra('mdia'));
  const tkhd = fullBox('tkhd', 3, u32(0, 0, id, 0, 2000), Buffer.alloc(60));
  return box('trak', tkhd, mdia, ...extra('trak'));
}

function fragment(o: MovieOptions, tracks: { id: number; samples: Buffer[] }[]): Buffer {
  const extra = (parent: Mp4Parent) => o.extras?.[parent] ?? [];
  const build = (dataStart: number[]) =>
    box(
      'moof',
      fullBox('mfhd', 0, u32(1)),
      ...tracks.map((t, i) =>
        box(
          'traf',
          // default-base-is-moof: trun data offsets count from the moof's first byte.
          fullBox('tfhd', 0x20000, u32(t.id)),
          fullBox('trun', 0x201, u32(t.samples.length, dataStart[i]!), ...t.samples.map((s) => u32(s.length))),
          ...extra('traf'),
        ),
      ),
      ...extra('moof'),
    );
  const length = build(tracks.map(() => 0)).length;
  const starts: number[] = [];
  let at = length + 8;
  for (const t of tracks) {
    starts.push(at);
    at += Buffer.concat(t.samples).length;
  }
  return Buffer.concat([build(starts), box('mdat', ...tracks.flatMap((t) => t.samples))]);
}

/**
 * A phone video: location (©xyz) and device name in moov's and the track's udta, Apple-style meta keys, an XMP uuid
 * box, and a timed GPS track, all before the media data, so dropping them moves the frames.
 */
export function mp4WithGps(): Buffer {
  const xyz = box('\u00a9xyz', Buffer.from('\0\x12\x15\xc7+07.1500+003.3500/', 'latin1'));
  const make = box('\u00a9mak', Buffer.from('SpyPhone', 'latin1'));
  const keys = box('keys', Buffer.from('com.apple.quicktime.location.ISO6709', 'latin1'));
  return mp4Movie({
    moovFirst: true,
    metaSamples: [Buffer.from('$GPRMC,+07.1500,N', 'latin1'), Buffer.from('$GPRMC,+003.3500,E', 'latin1')],
    extras: {
      moov: [box('udta', xyz, make), box('meta', Buffer.alloc(4), keys)],
      trak: [box('udta', xyz)],
      file: [box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), Buffer.from('<xmp>SpyPhone</xmp>'))],
    },
  });
}

/** A small but complete MP4: ftyp, moov (mvhd, a video track, maybe a metadata track), mdat. */
export function mp4Movie(o: MovieOptions = {}): Buffer {
  const meta = o.metaSamples ?? [];
  const extra = (parent: Mp4Parent) => o.extras?.[parent] ?? [];
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const ids = { video: 1, meta: 2 };
  if (o.fragmented) {
    const trex = (id: number) => fullBox('trex', 0, u32(id, 1, 0, 0, 0));
    const moov = box(
      'moov',
      fullBox('mvhd', 0, Buffer.alloc(96)),
      box('mvex', trex(ids.video), ...(meta.length ? [trex(ids.meta)] : [])),
      track(ids.video, 'vide', [], [], o),
      ...(meta.length ? [track(ids.meta, 'meta', [], [], o)] : []),
      ...extra('moov'),
    );
    const tracks: { id: number; samples: Buffer[] }[] = [{ id: ids.video, samples: VIDEO_FRAMES }];
    if (meta.length) tracks.unshift({ id: ids.meta, samples: meta });
    return Buffer.concat([ftyp, moov, ...extra('file'), fragment(o, tracks)]);
  }
  // Interleaved: video frame, metadata sample, video frame, ...
  const order = VIDEO_FRAMES.flatMap((v, i) => [
    { kind: 'video', bytes: v },
    ...(meta[i] ? [{ kind: 'meta', bytes: meta[i] }] : []),
  ]);
  const mdat = box('mdat', ...order.map((s) => s.bytes));
  const moovAt = (mdatStart: number) => {
    const offsets = { video: [] as number[], meta: [] as number[] };
    let at = mdatStart + 8;
    for (const s of order) {
      offsets[s.kind as 'video' | 'meta'].push(at);
      at += s.bytes.length;
    }
    return box(
      'moov',
      fullBox('mvhd', 0, Buffer.alloc(96)),
      track(
        ids.video,
        'vide',
        VIDEO_FRAMES.map((f) => f.length),
        offsets.video,
        o,
      ),
      ...(meta.length
        ? [
            track(
              ids.meta,
              'meta',
              meta.slice(0, VIDEO_FRAMES.length).map((m) => m.length),
              offsets.meta,
              o,
            ),
          ]
        : []),
      ...extra('moov'),
    );
  };
  const before = Buffer.concat(extra('file'));
  if (!o.moovFirst) return Buffer.concat([ftyp, before, mdat, moovAt(ftyp.length + before.length)]);
  const moovLength = moovAt(0).length;
  return Buffer.concat([ftyp, moovAt(ftyp.length + moovLength + before.length), before, mdat]);
}

const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'dinf', 'edts', 'mvex', 'moof', 'traf']);

interface ParsedBox {
  path: string;
  start: number;
  end: number;
}

/** Every box of a movie by path ('moov/trak/mdia'), checking that each level's sizes add up exactly. */
export function mp4Boxes(bytes: Buffer, start = 0, end = bytes.length, parent = ''): ParsedBox[] {
  const out: ParsedBox[] = [];
  let i = start;
  while (i < end) {
    const size = bytes.readUInt32BE(i);
    if (size < 8 || i + size > end) throw new Error(`bad box size at ${i}`);
    const path = parent + bytes.toString('latin1', i + 4, i + 8);
    out.push({ path, start: i, end: i + size });
    if (MP4_CONTAINERS.has(path.slice(-4))) out.push(...mp4Boxes(bytes, i + 8, i + size, `${path}/`));
    i += size;
  }
  return out;
}

/** The video frames of a movie, read the way a player finds them: through stco and stsz, or moof/trun. */
export function mp4VideoFrames(bytes: Buffer): Buffer[] {
  const boxes = mp4Boxes(bytes);
  const find = (path: string) => boxes.filter((b) => b.path === path);
  const handlers = find('moov/trak/mdia/hdlr').map((b) => bytes.toString('latin1', b.start + 16, b.start + 20));
  if (handlers.join() !== 'vide') throw new Error(`tracks left: ${handlers.join()}`);
  const frames: Buffer[] = [];
  for (const moof of find('moof')) {
    const trun = boxes.find((b) => b.path === 'moof/traf/trun' && b.start > moof.start && b.end <= moof.end)!;
    const count = bytes.readUInt32BE(trun.start + 12);
    let at = moof.start + bytes.readInt32BE(trun.start + 16);
    for (let k = 0; k < count; k++) {
      const size = bytes.readUInt32BE(trun.start + 20 + 4 * k);
      frames.push(bytes.subarray(at, at + size));
      at += size;
    }
  }
  if (frames.length) return frames;
  const [stco] = find('moov/trak/mdia/minf/stbl/stco');
  const [stsz] = find('moov/trak/mdia/minf/stbl/stsz');
  const count = bytes.readUInt32BE(stco!.start + 12);
  return Array.from({ length: count }, (_, k) => {
    const at = bytes.readUInt32BE(stco!.start + 16 + 4 * k);
    return bytes.subarray(at, at + bytes.readUInt32BE(stsz!.start + 20 + 4 * k));
  });
}

/** A PNG's chunk types, checking every CRC and that its pixels inflate to the size IHDR announces. */
export function pngChunksAndPixels(bytes: Buffer): { types: string[]; pixels: Buffer } {
  const types: string[] = [];
  const idat: Buffer[] = [];
  let i = 8;
  while (i < bytes.length) {
    const length = bytes.readUInt32BE(i);
    const typeAndData = bytes.subarray(i + 4, i + 8 + length);
    if (crc32(typeAndData) !== bytes.readUInt32BE(i + 8 + length)) throw new Error(`bad CRC at ${i}`);
    const type = typeAndData.toString('latin1', 0, 4);
    types.push(type);
    if (type === 'IDAT') idat.push(typeAndData.subarray(4));
    i += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  // 8-bit RGBA (colour type 6): a filter byte and 4 bytes a pixel per row.
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (bytes[24] !== 8 || bytes[25] !== 6 || pixels.length !== height * (1 + 4 * width)) throw new Error('bad pixels');
  return { types, pixels };
}

/** True when some run of `length` consecutive bytes of `secret` appears in `bytes`. */
export function leaks(bytes: Buffer, secret: Buffer, length = 8): boolean {
  for (let i = 0; i + length <= secret.length; i++) if (bytes.includes(secret.subarray(i, i + length))) return true;
  return false;
}
