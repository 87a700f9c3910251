import type { LocationUnavailableReason, SosCoordinates } from '@safeogun/contract/sos';

export type DeviceLocation =
  { coordinates: SosCoordinates; reason?: undefined } | { coordinates?: undefined; reason: LocationUnavailableReason };

/** The device position (high accuracy, 10 s timeout, at most 10 minutes old), or why there is none. */
export function readDeviceLocation(): Promise<DeviceLocation> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.resolve({ reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          coordinates: { latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy },
        }),
      (error) =>
        resolve({
          reason:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.POSITION_UNAVAILABLE
                ? 'unavailable'
                : error.code === error.TIMEOUT
                  ? 'timeout'
                  : 'error',
        }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  });
}

/** How long sending waits for the position before the alert goes without it (the server uses the profile address). */
export const LOCATION_WAIT_MS = 3000;

/**
 * The reading, or `timeout` once `ms` have passed: the browser's own timeout does not count the time a permission
 * prompt stays unanswered, so an ignored prompt would otherwise hold the alert back for ever.
 */
export function locationWithin(reading: Promise<DeviceLocation>, ms = LOCATION_WAIT_MS): Promise<DeviceLocation> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<DeviceLocation>((resolve) => {
    timer = setTimeout(() => resolve({ reason: 'timeout' }), ms);
  });
  return Promise.race([reading, late]).finally(() => clearTimeout(timer));
}
