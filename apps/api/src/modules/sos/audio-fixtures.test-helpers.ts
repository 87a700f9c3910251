/** Minimal but well-formed audio containers for tests, built byte by byte. */

function ebmlId(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}
function ebmlSize(size: number | 'unknown'): Buffer {
  if (size === 'unknown') return Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(size) | (1n << 56n));
  return b; // 8-byte vint
}
function el(id: number, body: Buffer, size: number | 'unknown' = body.length): Buffer {
  return Buffer.concat([ebmlId(id), ebmlSize(size), body]);
}
function uint(n: number, bytes = 4): Buffer {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(n, 0, bytes);
  return b;
}

/**
 * The first 245 bytes of a real Chromium MediaRecorder recording (audio/webm;codecs=opus, fake microphone): EBML
 * header, Info written by "Chrome" with no Duration, an Opus track, an unknown-size Cluster and six 60 ms blocks.
 */
export const CHROMIUM_WEBM_START = Buffer.from(
  'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwH/////////FUmpZpkq17GDD0JATYCGQ2hyb21lV0GGQ2hyb21lFlSua7+u' +
    'vdeBAXPFh0YWEYbKRl6DgQKGhkFfT1BVU2Oik09wdXNIZWFkAQEAAIC7AAAAAADhjbWERzuAAJ+BAWJkgSAfQ7Z1Af/////////ngQCjjIEAAID7' +
    'A//+//7//qOMgQA8gPsD//7//v/+o4yBAHiA+wP//v/+//6jjIEAtID7A//+//7//qOMgQDwgPsD//7//v/+o4yBASyA+wP//v/+//4=',
  'base64',
);
/** Where that recording's first Cluster starts: everything before it is headers, no sound. */
export const CHROMIUM_WEBM_FIRST_CLUSTER = 146;

/** A MediaRecorder-style live WebM: unknown-size segment and clusters, no Duration, 20 ms Opus blocks. */
export function webmFixture(seconds: number, { declaredDuration }: { declaredDuration?: number } = {}): Buffer {
  const header = el(0x1a45dfa3, Buffer.concat([el(0x4282, Buffer.from('webm'))]));
  const infoParts = [el(0x2ad7b1, uint(1_000_000, 3))];
  if (declaredDuration !== undefined) {
    const d = Buffer.alloc(8);
    d.writeDoubleBE(declaredDuration * 1000);
    infoParts.push(el(0x4489, d));
  }
  const info = el(0x1549a966, Buffer.concat(infoParts));
  const tracks = el(0x1654ae6b, el(0xae, Buffer.concat([el(0xd7, uint(1, 1)), el(0x86, Buffer.from('A_OPUS'))])));
  const clusters: Buffer[] = [];
  const totalMs = Math.round(seconds * 1000);
  for (let clusterMs = 0; clusterMs < totalMs; clusterMs += 1000) {
    const blocks: Buffer[] = [el(0xe7, uint(clusterMs, 4))];
    for (let rel = 0; rel < 1000 && clusterMs + rel < totalMs; rel += 20) {
      const payload = Buffer.alloc(4 + 10);
      payload[0] = 0x81; // track 1
      payload.writeInt16BE(rel, 1);
      payload[3] = 0x80; // keyframe
      blocks.push(el(0xa3, payload));
    }
    clusters.push(el(0x1f43b675, Buffer.concat(blocks), 'unknown'));
  }
  return Buffer.concat([header, el(0x18538067, Buffer.concat([info, tracks, ...clusters]), 'unknown')]);
}

function oggPage(granule: bigint, serial: number, seq: number, packet: Buffer, flags = 0): Buffer {
  const segments: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[5] = flags;
  head.writeBigInt64LE(granule, 6);
  head.writeUInt32LE(serial, 14);
  head.writeUInt32LE(seq, 18);
  head[26] = segments.length;
  return Buffer.concat([head, Buffer.from(segments), packet]);
}

/** An Ogg Opus stream of `seconds` (pre-skip 312 samples), one page per second. */
export function oggOpusFixture(seconds: number): Buffer {
  const opusHead = Buffer.alloc(19);
  opusHead.write('OpusHead', 0, 'latin1');
  opusHead[8] = 1;
  opusHead[9] = 1;
  opusHead.writeUInt16LE(312, 10);
  opusHead.writeUInt32LE(48_000, 12);
  const pages = [oggPage(0n, 7, 0, opusHead, 0x02), oggPage(0n, 7, 1, Buffer.from('OpusTags\0\0\0\0\0\0\0\0'))];
  for (let s = 1, seq = 2; s <= Math.ceil(seconds); s++, seq++) {
    const granule = BigInt(Math.round(Math.min(s, seconds) * 48_000) + 312);
    pages.push(oggPage(granule, 7, seq, Buffer.alloc(100, 1), s === Math.ceil(seconds) ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}

/** PCM 16-bit mono 8 kHz WAV of `seconds` of silence. */
export function wavFixture(seconds: number, rate = 8000): Buffer {
  const dataSize = Math.round(seconds * rate) * 2;
  const b = Buffer.alloc(44 + dataSize);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + dataSize, 4);
  b.write('WAVE', 8, 'latin1');
  b.write('fmt ', 12, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(dataSize, 40);
  return b;
}

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An MP4 (M4A) with a movie header declaring `seconds`. */
export function mp4Fixture(seconds: number): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('M4A '), uint(0), Buffer.from('isomM4A ')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), box('mdat', Buffer.alloc(64))]);
}
