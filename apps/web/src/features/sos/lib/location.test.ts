import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_WAIT_MS, locationWithin, type DeviceLocation } from './location';

const POSITION: DeviceLocation = { coordinates: { latitude: 7.1475, longitude: 3.3619, accuracy: 15 } };

afterEach(() => {
  vi.useRealTimers();
});

describe('waiting for the position before sending an SOS', () => {
  it('gives up with reason timeout after 3 s when the reading never answers (an ignored permission prompt)', async () => {
    vi.useFakeTimers();
    let answer: DeviceLocation | null = null;
    void locationWithin(new Promise<DeviceLocation>(() => undefined)).then((l) => (answer = l));
    await vi.advanceTimersByTimeAsync(LOCATION_WAIT_MS - 1);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ reason: 'timeout' });
  });

  it('uses a reading that answers in time, and a refusal as it was given', async () => {
    vi.useFakeTimers();
    const slow = new Promise<DeviceLocation>((resolve) => setTimeout(() => resolve(POSITION), 1000));
    const pending = locationWithin(slow);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual(POSITION);
    await expect(locationWithin(Promise.resolve<DeviceLocation>({ reason: 'denied' }))).resolves.toEqual({
      reason: 'denied',
    });
    // No timer is left behind once the reading has answered.
    expect(vi.getTimerCount()).toBe(0);
  });
});
