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
