import { describe, expect, it } from 'vitest';
import { APP_STARTED_AT, savedAge, savedAt, type QueryFreshness } from './saved-age';

const MINUTE = 60_000;

describe('savedAge', () => {
  const now = Date.UTC(2026, 10, 26, 9, 0, 0);
  it('says just now under a minute, then whole minutes, hours and days', () => {
    expect(savedAge(now - 30_000, now)).toEqual({ unit: 'justNow', count: 0 });
    expect(savedAge(now - MINUTE, now)).toEqual({ unit: 'minutes', count: 1 });
    expect(savedAge(now - 59 * MINUTE - 59_000, now)).toEqual({ unit: 'minutes', count: 59 });
    expect(savedAge(now - 60 * MINUTE, now)).toEqual({ unit: 'hours', count: 1 });
    expect(savedAge(now - 23.9 * 60 * MINUTE, now)).toEqual({ unit: 'hours', count: 23 });
    expect(savedAge(now - 3 * 24 * 60 * MINUTE, now)).toEqual({ unit: 'days', count: 3 });
  });

  it('treats a time in the future (a clock put back) as just now', () => {
    expect(savedAge(now + 5 * MINUTE, now)).toEqual({ unit: 'justNow', count: 0 });
  });
});

describe('savedAt', () => {
  const fresh: QueryFreshness = {
    data: [1],
    dataUpdatedAt: APP_STARTED_AT + 1000,
    isError: false,
    fetchStatus: 'idle',
  };

  it('is null for data fetched by this page and still current', () => {
    expect(savedAt(fresh, true)).toBeNull();
    expect(savedAt({ ...fresh, fetchStatus: 'fetching' }, true)).toBeNull();
  });

  it('marks data restored from the device, even while it is being refreshed', () => {
    const restored = { ...fresh, dataUpdatedAt: APP_STARTED_AT - 5 * MINUTE, fetchStatus: 'fetching' as const };
    expect(savedAt(restored, true)).toBe(APP_STARTED_AT - 5 * MINUTE);
  });

  it('marks data whose refresh failed, waits for a network, or is shown offline', () => {
    expect(savedAt({ ...fresh, isError: true }, true)).toBe(fresh.dataUpdatedAt);
    expect(savedAt({ ...fresh, fetchStatus: 'paused' }, true)).toBe(fresh.dataUpdatedAt);
    expect(savedAt(fresh, false)).toBe(fresh.dataUpdatedAt);
  });

  it('is null with nothing shown, or while the previous filter’s data stands in', () => {
    expect(savedAt({ ...fresh, data: undefined }, false)).toBeNull();
    expect(savedAt({ ...fresh, isPlaceholderData: true }, false)).toBeNull();
  });
});
