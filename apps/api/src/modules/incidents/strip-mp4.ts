/**
 * Video metadata removal by allow-list (ISO base media / MP4): only the boxes a player needs to show the pictures and
 * play the sound are written back; udta (©xyz location, device names), meta (Apple's location keys), uuid (XMP) and
 * any other box, at any depth, are dropped and the parents' sizes fixed. Tracks other than video and sound (timed
 * metadata such as GoPro's GPS track, subtitles, time codes) are dropped and their samples in mdat overwritten with
 * zeros. Removing boxes before mdat moves the media data, so every chunk offset (stco, co64) and fragment offset
 * (tfhd base offset, trun data offset relative to its moof) is shifted by the bytes removed before it.
 */
import { UnreadableImageError } from './evidence-errors';

interface Box {
  type: string;
  start: number;
  header: number;
  end: number;
}

/** What each box may contain; a box whose parent is not listed here is copied whole (a leaf). */
const KEEP: Record<string, Set<string>> = {
  file: new Set(['ftyp', 'moov', 'mdat', 'moof']),
  moov: new Set(['mvhd', 'trak', 'mvex']),
  trak: new Set(['tkhd', 'edts', 'mdia']),
  edts: new Set(['elst']),
  mdia: new Set(['mdhd', 'hdlr', 'minf']),
  minf: new Set(['vmhd', 'smhd', 'dinf', 'stbl']),
  dinf: new Set(['dref']),
  stbl: new Set(['stsd', 'stts', 'ctts', 'cslg', 'stss', 'stps', 'stsc', 'stsz', 'stz2', 'stco', 'co64', 'sdtp']),
  mvex: new Set(['mehd', 'trex']),
  moof: new Set(['mfhd', 'traf']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sdtp']),
};
const PLAYABLE_HANDLERS = new Set(['vide', 'soun']);

// Track fragment header and run flags (ISO/IEC 14496-12, 8.8.7 and 8.8.8).
const TFHD_BASE_OFFSET = 0x1;
const TFHD_DESCRIPTION = 0x2;
const TFHD_DEFAULT_DURATION = 0x8;
const TFHD_DEFAULT_SIZE = 0x10;
const TFHD_BASE_IS_MOOF = 0x20000;
const TRUN_DATA_OFFSET = 0x1;
const TRUN_FIRST_FLAGS = 0x4;
const TRUN_DURATION = 0x100;
const TRUN_SIZE = 0x200;
const TRUN_FLAGS = 0x400;
const TRUN_CTS = 0x800;

function readBoxes(bytes: Buffer, start: number, end: number, topLevel = false): Box[] {
  const boxes: Box[] = [];
  let i = start;
  while (i < end) {
    if (i + 8 > end) {
      if (topLevel) break; // padding after the last box: dropped
      throw new UnreadableImageError('truncated MP4 box');
    }
    let size = bytes.readUInt32BE(i);
    let header = 8;
    if (size === 1) {
      if (i + 16 > end) throw new UnreadableImageError('truncated MP4 box');
      const big = bytes.readBigUInt64BE(i + 8);
      if (big > BigInt(end - i)) throw new UnreadableImageError('bad MP4 box size');
      size = Number(big);
      header = 16;
    } else if (size === 0) size = end - i;
    if (size < header || i + size > end) throw new UnreadableImageError('bad MP4 box size');
    boxes.push({ type: bytes.toString('latin1', i + 4, i + 8), start: i, header, end: i + size });
    i += size;
  }
  return boxes;
}

/** Start of a full box's fields after version and flags. */
const fields = (box: Box) => box.start + box.header + 4;
const flagsOf = (bytes: Buffer, box: Box) => bytes.readUInt32BE(box.start + box.header) & 0xffffff;
const children = (bytes: Buffer, box: Box) => readBoxes(bytes, box.start + box.header, box.end);
const child = (bytes: Buffer, box: Box | undefined, type: string) =>
  box && children(bytes, box).find((b) => b.type === type);

/** Reads `count` table entries of `width` bytes at `at`, refusing a count the box cannot hold. */
function table(bytes: Buffer, box: Box, at: number, count: number, width: number, read: (p: number) => number) {
  if (at + count * width > box.end) throw new UnreadableImageError('bad MP4 table');
  return Array.from({ length: count }, (_, k) => read(at + k * width));
}

/** Byte ranges of a track's samples, from its chunk offsets, samples per chunk and sample sizes. */
function trackSampleRanges(bytes: Buffer, stbl: Box): [number, number][] {
  const stco = child(bytes, stbl, 'stco');
  const co64 = child(bytes, stbl, 'co64');
  const stsc = child(bytes, stbl, 'stsc');
  const stsz = child(bytes, stbl, 'stsz');
  const stz2 = child(bytes, stbl, 'stz2');
  const chunks = stco ?? co64;
  if (!chunks || !stsc || !(stsz ?? stz2)) throw new UnreadableImageError('MP4 track without sample tables');
  const offsets = table(bytes, chunks, fields(chunks) + 4, bytes.readUInt32BE(fields(chunks)), stco ? 4 : 8, (p) =>
    stco ? bytes.readUInt32BE(p) : Number(bytes.readBigUInt64BE(p)),
  );
  const runs = table(bytes, stsc, fields(stsc) + 4, bytes.readUInt32BE(fields(stsc)), 12, (p) => p).map((p) => ({
    first: bytes.readUInt32BE(p),
    perChunk: bytes.readUInt32BE(p + 4),
  }));
  const sizes = sampleSizes(bytes, stsz, stz2!);
  const ranges: [number, number][] = [];
  let sample = 0;
  let run = -1;
  offsets.forEach((offset, c) => {
    // Runs are in chunk order: step to the last one starting at or before this chunk (1-based).
    while (run + 1 < runs.length && runs[run + 1]!.first <= c + 1) run++;
    const perChunk = runs[run]?.perChunk ?? 0;
    let length = 0;
    for (let k = 0; k < perChunk && sample < sizes.count; k++) length += sizes.of(sample++);
    ranges.push([offset, offset + length]);
  });
  return ranges;
}

function sampleSizes(bytes: Buffer, stsz: Box | undefined, stz2: Box): { count: number; of: (k: number) => number } {
  if (stsz) {
    const fixed = bytes.readUInt32BE(fields(stsz));
    const count = bytes.readUInt32BE(fields(stsz) + 4);
    if (fixed) {
      if (count * fixed > bytes.length) throw new UnreadableImageError('bad MP4 table');
      return { count, of: () => fixed };
    }
    const sizes = table(bytes, stsz, fields(stsz) + 8, count, 4, (p) => bytes.readUInt32BE(p));
    return { count, of: (k) => sizes[k]! };
  }
  const width = bytes[fields(stz2) + 3]!; // 4, 8 or 16 bits per entry
  const count = bytes.readUInt32BE(fields(stz2) + 4);
  const at = fields(stz2) + 8;
  if (![4, 8, 16].includes(width) || at + Math.ceil((count * width) / 8) > stz2.end)
    throw new UnreadableImageError('bad MP4 table');
  const of = (k: number) =>
    width === 16
      ? bytes.readUInt16BE(at + 2 * k)
      : width === 8
        ? bytes[at + k]!
        : (bytes[at + (k >> 1)]! >> (k & 1 ? 0 : 4)) & 15;
  return { count, of };
}

/**
 * Where a track fragment's samples lie, and whether its data offsets count from its moof's start (so they move when
 * boxes inside that moof are dropped). Without a base offset, the first fragment's base is its moof's start and each
 * later one's the end of the previous one's data (unless it says default-base-is-moof).
 */
function fragment(
  bytes: Buffer,
  moof: Box,
  traf: Box,
  previousEnd: number,
  first: boolean,
  defaultSizes: Map<number, number>,
) {
  const tfhd = child(bytes, traf, 'tfhd');
  if (!tfhd) throw new UnreadableImageError('MP4 fragment without header');
  const tfFlags = flagsOf(bytes, tfhd);
  const trackId = bytes.readUInt32BE(fields(tfhd));
  let at = fields(tfhd) + 4;
  let base: number;
  if (tfFlags & TFHD_BASE_OFFSET) {
    base = Number(bytes.readBigUInt64BE(at));
    at += 8;
  } else base = tfFlags & TFHD_BASE_IS_MOOF || first ? moof.start : previousEnd;
  at += 4 * [TFHD_DESCRIPTION, TFHD_DEFAULT_DURATION].filter((f) => tfFlags & f).length;
  const defaultSize = tfFlags & TFHD_DEFAULT_SIZE ? bytes.readUInt32BE(at) : (defaultSizes.get(trackId) ?? 0);
  const ranges: [number, number][] = [];
  let position = base;
  for (const trun of children(bytes, traf).filter((b) => b.type === 'trun')) {
    const flags = flagsOf(bytes, trun);
    let p = fields(trun) + 4;
    if (flags & TRUN_DATA_OFFSET) {
      position = base + bytes.readInt32BE(p);
      p += 4;
    }
    if (flags & TRUN_FIRST_FLAGS) p += 4;
    const width = 4 * [TRUN_DURATION, TRUN_SIZE, TRUN_FLAGS, TRUN_CTS].filter((f) => flags & f).length;
    const sizeAt = flags & TRUN_DURATION ? 4 : 0;
    const count = bytes.readUInt32BE(fields(trun));
    const sizes = table(bytes, trun, p, count, width, (q) =>
      flags & TRUN_SIZE ? bytes.readUInt32BE(q + sizeAt) : defaultSize,
    );
    const length = sizes.reduce((a, b) => a + b, 0);
    ranges.push([position, position + length]);
    position += length;
  }
  const relativeToMoof = !(tfFlags & TFHD_BASE_OFFSET) && !!(tfFlags & TFHD_BASE_IS_MOOF || first);
  return { trackId, ranges, end: position, relativeToMoof };
}

interface Node {
  box: Box;
  children: Node[] | null;
}

interface Plan {
  bytes: Buffer;
  /** Ranges of the input left out of the output, in file order. */
  removed: [number, number][];
  /** Samples of dropped tracks, overwritten with zeros. */
  erased: [number, number][];
  keptTracks: Set<number>;
  defaultSizes: Map<number, number>;
  /** Starts of the kept track fragments. */
  keptFragments: Set<number>;
  /** Kept trun boxes (by start) whose data offset counts from their moof's start (the value). */
  moofRelative: Map<number, number>;
}

function trackIdOf(bytes: Buffer, tkhd: Box | undefined): number {
  if (!tkhd) throw new UnreadableImageError('MP4 track without header');
  return bytes.readUInt32BE(fields(tkhd) + (bytes[tkhd.start + tkhd.header] === 1 ? 16 : 8));
}

/** Whether a track shows pictures or plays sound; if not, its samples are queued for erasing. */
function keepTrack(p: Plan, trak: Box): boolean {
  const { bytes } = p;
  const mdia = child(bytes, trak, 'mdia');
  const hdlr = child(bytes, mdia, 'hdlr');
  if (hdlr && PLAYABLE_HANDLERS.has(bytes.toString('latin1', fields(hdlr) + 4, fields(hdlr) + 8))) {
    p.keptTracks.add(trackIdOf(bytes, child(bytes, trak, 'tkhd')));
    return true;
  }
  const stbl = child(bytes, child(bytes, mdia, 'minf'), 'stbl');
  if (stbl) p.erased.push(...trackSampleRanges(bytes, stbl));
  return false;
}

/** Track fragments of dropped tracks go (their samples erased); kept ones note how their offsets move. */
function keepFragments(p: Plan, moof: Box) {
  const { bytes } = p;
  let previousEnd = moof.start;
  let droppedBefore = false;
  children(bytes, moof)
    .filter((b) => b.type === 'traf')
    .forEach((traf, index) => {
      const f = fragment(bytes, moof, traf, previousEnd, index === 0, p.defaultSizes);
      previousEnd = f.end;
      if (!p.keptTracks.has(f.trackId)) {
        p.erased.push(...f.ranges);
        droppedBefore = true;
        return;
      }
      // Its base would change meaning once an earlier fragment is gone.
      if (!f.relativeToMoof && droppedBefore && index > 0) throw new UnreadableImageError('unsupported MP4 fragment');
      p.keptFragments.add(traf.start);
      if (f.relativeToMoof)
        for (const trun of children(bytes, traf).filter((b) => b.type === 'trun'))
          p.moofRelative.set(trun.start, moof.start);
    });
}

/** Decides which boxes stay (a tree of kept boxes), collecting the removed ranges and the samples to erase. */
function plan(p: Plan, start: number, end: number, parent: string): Node[] {
  const { bytes } = p;
  const kept: Node[] = [];
  for (const box of readBoxes(bytes, start, end, parent === 'file')) {
    let keep = KEEP[parent]!.has(box.type);
    if (keep && box.type === 'trak') keep = keepTrack(p, box);
    if (keep && box.type === 'trex')
      p.defaultSizes.set(bytes.readUInt32BE(fields(box)), bytes.readUInt32BE(fields(box) + 12));
    if (keep && box.type === 'moof') keepFragments(p, box);
    if (keep && box.type === 'traf') keep = p.keptFragments.has(box.start);
    if (!keep) p.removed.push([box.start, box.end]);
    else
      kept.push({
        box,
        children: Object.hasOwn(KEEP, box.type) ? plan(p, box.start + box.header, box.end, box.type) : null,
      });
  }
  return kept;
}

/** Where a position of the input lands in the output, given the ranges removed before it. */
function offsetShift(removed: [number, number][]): (position: number) => number {
  const removedBefore: number[] = [];
  let total = 0;
  for (const [from, to] of removed) removedBefore.push((total += to - from));
  return (position) => {
    let lo = 0;
    let hi = removed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (removed[mid]![0] <= position) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return position;
    if (position < removed[lo - 1]![1]) throw new UnreadableImageError('MP4 media data inside a dropped box');
    return position - removedBefore[lo - 1]!;
  };
}

/** Leaves that point into the file or carry free text: rewritten in a copy, the rest are passed through. */
const FIXED_LEAVES = new Set(['stco', 'co64', 'tfhd', 'trun', 'hdlr', 'dref']);

function fixLeaf(p: Plan, box: Box, shift: (position: number) => number): Buffer {
  const { bytes } = p;
  const leaf = Buffer.from(bytes.subarray(box.start, box.end));
  const at = fields(box) - box.start;
  const count = leaf.readUInt32BE(at);
  switch (box.type) {
    case 'stco':
      table(bytes, box, fields(box) + 4, count, 4, (q) => q - box.start).forEach((q) =>
        leaf.writeUInt32BE(shift(leaf.readUInt32BE(q)), q),
      );
      break;
    case 'co64':
      table(bytes, box, fields(box) + 4, count, 8, (q) => q - box.start).forEach((q) =>
        leaf.writeBigUInt64BE(BigInt(shift(Number(leaf.readBigUInt64BE(q)))), q),
      );
      break;
    case 'tfhd':
      if (flagsOf(bytes, box) & TFHD_BASE_OFFSET)
        leaf.writeBigUInt64BE(BigInt(shift(Number(leaf.readBigUInt64BE(at + 4)))), at + 4);
      break;
    case 'trun': {
      const moof = p.moofRelative.get(box.start);
      if (moof !== undefined && flagsOf(bytes, box) & TRUN_DATA_OFFSET)
        leaf.writeInt32BE(shift(moof + leaf.readInt32BE(at + 4)) - shift(moof), at + 4);
      break;
    }
    case 'hdlr':
      // The handler's name ("Core Media Video", a vendor's): after pre_defined, type and three reserved words.
      leaf.fill(0, Math.min(at + 20, leaf.length));
      break;
    case 'dref':
      // Every data reference says "in this file": an alias or URL could name a path on the recording device.
      for (const entry of readBoxes(bytes, fields(box) + 4, box.end)) {
        const from = entry.start - box.start + entry.header;
        if (from + 4 > leaf.length) throw new UnreadableImageError('bad MP4 data reference');
        leaf.fill(0, from, entry.end - box.start);
        leaf.writeUInt32BE(1, from);
      }
      break;
  }
  return leaf;
}

function emit(p: Plan, node: Node, shift: (position: number) => number): Buffer {
  const { box } = node;
  if (!node.children) return FIXED_LEAVES.has(box.type) ? fixLeaf(p, box, shift) : p.bytes.subarray(box.start, box.end);
  const body = Buffer.concat(node.children.map((n) => emit(p, n, shift)));
  const head = Buffer.from(p.bytes.subarray(box.start, box.start + box.header));
  if (box.header === 16) head.writeBigUInt64BE(BigInt(body.length + 16), 8);
  else head.writeUInt32BE(body.length + 8, 0);
  return Buffer.concat([head, body]);
}

/** MP4: the allow-listed boxes of the video and sound tracks, sizes and offsets fixed; see the top of this file. */
export function stripMp4(input: Buffer): Buffer {
  if (input.length < 8 || input.toString('latin1', 4, 8) !== 'ftyp') throw new UnreadableImageError('not an MP4');
  const p: Plan = {
    bytes: Buffer.from(input),
    removed: [],
    erased: [],
    keptTracks: new Set(),
    defaultSizes: new Map(),
    keptFragments: new Set(),
    moofRelative: new Map(),
  };
  try {
    const top = plan(p, 0, p.bytes.length, 'file');
    if (p.keptTracks.size === 0) throw new UnreadableImageError('MP4 without a video or sound track');
    for (const [from, to] of p.erased) {
      const a = Math.max(0, from);
      const b = Math.min(to, p.bytes.length);
      if (a < b) p.bytes.fill(0, a, b);
    }
    const shift = offsetShift(p.removed);
    return Buffer.concat(top.map((n) => emit(p, n, shift)));
  } catch (error) {
    // A table or field that runs past its box: the file cannot be read.
    if (error instanceof RangeError) throw new UnreadableImageError('bad MP4 table');
    throw error;
  }
}
