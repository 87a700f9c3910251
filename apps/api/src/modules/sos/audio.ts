/**
 * SOS voice notes: the container is recognised by its bytes (never by the file name) and the duration is read from
 * the container where it can be: WebM (cluster and block timecodes, as MediaRecorder writes no Duration), Ogg (the
 * last page's granule position), WAV (data size / byte rate), MP4 (mvhd, or the fragments' sample durations).
 */

export type AudioKind = 'webm' | 'ogg' | 'mp4' | 'wav';

export const AUDIO_CONTENT_TYPES: Record<AudioKind, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
};

export function sniffAudio(bytes: Buffer): AudioKind | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (bytes.length >= 4 && bytes.subarray(0, 4).toString('latin1') === 'OggS') return 'ogg';
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WAVE'
  )
    return 'wav';
  return null;
}

/** Seconds, or null when no length can be read (a bare header or a cut-off file): such a note is refused. */
export function audioDurationSeconds(kind: AudioKind, bytes: Buffer): number | null {
  try {
    switch (kind) {
      case 'webm':
        return webmDuration(bytes);
      case 'ogg':
        return oggDuration(bytes);
      case 'wav':
        return wavDuration(bytes);
      case 'mp4':
        return mp4Duration(bytes);
    }
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// WebM / Matroska (EBML)

const EBML_ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

/** Master elements we step into rather than over (their size may be "unknown", as in live recordings). */
const DESCEND = new Set<number>([EBML_ID.segment, EBML_ID.info, EBML_ID.cluster, EBML_ID.blockGroup]);

function readVint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error('bad EBML vint');
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > bytes.length) throw new Error('bad EBML vint');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i]!;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Buffer, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

function webmDuration(bytes: Buffer): number | null {
  let timecodeScale = 1_000_000; // ns per tick
  let declared: number | null = null;
  let clusterTime = 0;
  let maxTicks = -1;
  let lastBlockDuration = 0;
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const dataAt = at + id.length + size.length;
    if (DESCEND.has(id.value)) {
      if (id.value === EBML_ID.cluster) clusterTime = 0;
      at = dataAt;
      continue;
    }
    if (size.unknown) break; // cannot step over an unknown-size element we do not understand
    const end = dataAt + size.value;
    if (end > bytes.length) break; // truncated tail
    switch (id.value) {
      case EBML_ID.timecodeScale:
        timecodeScale = readUint(bytes, dataAt, size.value);
        break;
      case EBML_ID.duration:
        declared = size.value === 4 ? bytes.readFloatBE(dataAt) : size.value === 8 ? bytes.readDoubleBE(dataAt) : null;
        break;
      case EBML_ID.clusterTimecode:
        clusterTime = readUint(bytes, dataAt, size.value);
        break;
      case EBML_ID.simpleBlock:
      case EBML_ID.block: {
        const track = readVint(bytes, dataAt, false);
        const relative = bytes.readInt16BE(dataAt + track.length);
        maxTicks = Math.max(maxTicks, clusterTime + relative);
        break;
      }
      case EBML_ID.blockDuration:
        lastBlockDuration = readUint(bytes, dataAt, size.value);
        break;
    }
    at = end;
  }
  if (declared !== null && declared > 0) return (declared * timecodeScale) / 1e9;
  if (maxTicks < 0) return null;
  // The last block's own length is not written; an Opus frame is 20 ms (or a BlockDuration when present).
  const tail = lastBlockDuration > 0 ? (lastBlockDuration * timecodeScale) / 1e9 : 0.02;
  return (maxTicks * timecodeScale) / 1e9 + tail;
}

// ---------------------------------------------------------------------------------------------------------------
// Ogg (Opus or Vorbis)

function oggDuration(bytes: Buffer): number | null {
  let rate = 48_000;
  let preSkip = 0;
  const opus = bytes.indexOf('OpusHead', 0, 'latin1');
  if (opus >= 0 && opus + 12 <= bytes.length) {
    preSkip = bytes.readUInt16LE(opus + 10); // Opus granules always count 48 kHz samples
  } else {
    const vorbis = bytes.indexOf('\x01vorbis', 0, 'latin1');
    if (vorbis < 0 || vorbis + 16 > bytes.length) return null;
    rate = bytes.readUInt32LE(vorbis + 12);
    if (!rate) return null;
  }
  // The last complete page with a real granule position.
  let at = bytes.lastIndexOf('OggS', bytes.length - 1, 'latin1');
  while (at >= 0) {
    if (at + 14 <= bytes.length) {
      const granule = bytes.readBigInt64LE(at + 6);
      if (granule >= 0n) return Math.max(0, Number(granule) - preSkip) / rate;
    }
    at = at === 0 ? -1 : bytes.lastIndexOf('OggS', at - 1, 'latin1');
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// WAV (RIFF)

function wavDuration(bytes: Buffer): number | null {
  let at = 12;
  let byteRate = 0;
  while (at + 8 <= bytes.length) {
    const id = bytes.subarray(at, at + 4).toString('latin1');
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= bytes.length) byteRate = bytes.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!byteRate) return null;
      // Streaming writers leave the size at 0 or 0xffffffff: count what is there.
      const dataSize = size === 0 || size === 0xffffffff ? bytes.length - at - 8 : size;
      return dataSize / byteRate;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// MP4 (ISO base media)

function mp4Duration(bytes: Buffer): number | null {
  let movieDuration: number | null = null;
  let mediaTimescale = 0;
  let fragmentTicks = 0;
  let defaultSampleDuration = 0;

  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = bytes.readUInt32BE(at);
      const type = bytes.subarray(at + 4, at + 8).toString('latin1');
      let header = 8;
      if (size === 1) {
        size = Number(bytes.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      const body = at + header;
      if (['moov', 'trak', 'mdia', 'moof', 'traf', 'mvex'].includes(type)) walk(body, at + size);
      else if (type === 'mvhd') {
        const version = bytes[body]!;
        const timescale = version === 1 ? bytes.readUInt32BE(body + 20) : bytes.readUInt32BE(body + 12);
        const duration = version === 1 ? Number(bytes.readBigUInt64BE(body + 24)) : bytes.readUInt32BE(body + 16);
        if (timescale && duration && duration !== 0xffffffff) movieDuration = duration / timescale;
      } else if (type === 'mdhd') {
        const version = bytes[body]!;
        mediaTimescale = version === 1 ? bytes.readUInt32BE(body + 20) : bytes.readUInt32BE(body + 12);
      } else if (type === 'trex') {
        defaultSampleDuration = bytes.readUInt32BE(body + 12);
      } else if (type === 'tfhd') {
        const flags = bytes.readUInt32BE(body) & 0xffffff;
        let p = body + 8;
        if (flags & 0x1) p += 8;
        if (flags & 0x2) p += 4;
        if (flags & 0x8) defaultSampleDuration = bytes.readUInt32BE(p);
      } else if (type === 'trun') {
        const flags = bytes.readUInt32BE(body) & 0xffffff;
        const count = bytes.readUInt32BE(body + 4);
        let p = body + 8;
        if (flags & 0x1) p += 4;
        if (flags & 0x4) p += 4;
        const perSample = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
        for (let i = 0; i < count; i++) {
          fragmentTicks += flags & 0x100 ? bytes.readUInt32BE(p) : defaultSampleDuration;
          p += perSample;
        }
      }
      at += size;
    }
  };
  walk(0, bytes.length);
  if (movieDuration !== null) return movieDuration;
  if (mediaTimescale && fragmentTicks) return fragmentTicks / mediaTimescale;
  return null;
}
