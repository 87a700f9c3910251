import { describe, expect, it } from 'vitest';
import { audioDurationSeconds, sniffAudio } from './audio';
import {
  CHROMIUM_WEBM_FIRST_CLUSTER,
  CHROMIUM_WEBM_START,
  mp4Fixture,
  oggOpusFixture,
  wavFixture,
  webmFixture,
} from './audio-fixtures.test-helpers';

describe('SOS audio by content', () => {
  it('recognises the containers by their bytes, not their names', () => {
    expect(sniffAudio(webmFixture(1))).toBe('webm');
    expect(sniffAudio(oggOpusFixture(1))).toBe('ogg');
    expect(sniffAudio(mp4Fixture(1))).toBe('mp4');
    expect(sniffAudio(wavFixture(0.1))).toBe('wav');
    expect(sniffAudio(Buffer.from('<html>not audio</html>'))).toBeNull();
    expect(sniffAudio(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });

  it('reads the duration of a live WebM from its block timecodes', () => {
    expect(audioDurationSeconds('webm', webmFixture(15))).toBeCloseTo(15, 1);
    expect(audioDurationSeconds('webm', webmFixture(3.5))).toBeCloseTo(3.5, 1);
    expect(audioDurationSeconds('webm', webmFixture(20))).toBeGreaterThan(16);
  });

  it("reads Chromium's MediaRecorder output, which declares no duration, from its blocks", () => {
    expect(sniffAudio(CHROMIUM_WEBM_START)).toBe('webm');
    // Six 60 ms blocks starting at 0 to 300 ms, plus one 20 ms frame for the last block's own length.
    expect(audioDurationSeconds('webm', CHROMIUM_WEBM_START)).toBeCloseTo(0.32, 3);
    // Cut before any block: headers only, no length to read.
    expect(audioDurationSeconds('webm', CHROMIUM_WEBM_START.subarray(0, CHROMIUM_WEBM_FIRST_CLUSTER))).toBeNull();
    expect(audioDurationSeconds('webm', CHROMIUM_WEBM_START.subarray(0, CHROMIUM_WEBM_FIRST_CLUSTER + 15))).toBeNull();
  });

  it('prefers a declared WebM duration', () => {
    expect(audioDurationSeconds('webm', webmFixture(2, { declaredDuration: 30 }))).toBeCloseTo(30, 3);
  });

  it('reads Ogg Opus, WAV and MP4 durations', () => {
    expect(audioDurationSeconds('ogg', oggOpusFixture(12))).toBeCloseTo(12, 2);
    expect(audioDurationSeconds('ogg', oggOpusFixture(17.5))).toBeCloseTo(17.5, 2);
    expect(audioDurationSeconds('wav', wavFixture(2))).toBeCloseTo(2, 3);
    expect(audioDurationSeconds('mp4', mp4Fixture(9))).toBeCloseTo(9, 3);
  });

  it('answers null, never throws, for damaged files', () => {
    const webm = webmFixture(5);
    expect(() => audioDurationSeconds('webm', webm.subarray(0, 30))).not.toThrow();
    expect(audioDurationSeconds('ogg', Buffer.from('OggS'))).toBeNull();
    expect(audioDurationSeconds('wav', Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(audioDurationSeconds('mp4', Buffer.from('0000ftypjunk'))).toBeNull();
  });
});
