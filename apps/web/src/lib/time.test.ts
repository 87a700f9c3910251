import { describe, expect, it } from 'vitest';
import { formatAge, formatSince } from './time';

describe('formatAge', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago in the largest whole unit, then the date after a week', () => {
    expect(formatAge(ago(20_000), now)).toBe('just now');
    expect(formatAge(ago(12 * 60_000 + 5_000), now)).toBe('12 min ago');
    expect(formatAge(ago(3 * 3_600_000 + 60_000), now)).toBe('3 h ago');
    expect(formatAge(ago(2 * 86_400_000), now)).toBe('2 d ago');
    expect(formatAge('2026-01-05T12:00:00Z', now)).toBe('Jan 5, 2026');
  });

  it('treats a time a little ahead of the clock as just now', () => {
    expect(formatAge(new Date(now + 5_000).toISOString(), now)).toBe('just now');
  });
});

describe('formatSince', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('counts seconds for the first ten minutes, then as a queue does', () => {
    expect(formatSince(ago(12_400), now)).toBe('12 s');
    expect(formatSince(ago(3 * 60_000 + 5_000), now)).toBe('3 min 05 s');
    expect(formatSince(ago(25 * 60_000), now)).toBe('25 min');
    expect(formatSince(ago(3 * 3_600_000), now)).toBe('3 h');
  });
});
