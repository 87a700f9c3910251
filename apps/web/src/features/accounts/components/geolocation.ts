import { GEOLOCATION_MESSAGES } from '@safeogun/contract/messages';

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** Browser geolocation as a promise, rejecting with the specification's sentences. */
export function currentPosition(options: PositionOptions): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(GEOLOCATION_MESSAGES.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy }),
      (error) => {
        const message =
          error.code === error.PERMISSION_DENIED
            ? GEOLOCATION_MESSAGES.denied
            : error.code === error.POSITION_UNAVAILABLE
              ? GEOLOCATION_MESSAGES.unavailable
              : error.code === error.TIMEOUT
                ? GEOLOCATION_MESSAGES.timeout
                : GEOLOCATION_MESSAGES.failed;
        reject(new Error(message));
      },
      options,
    );
  });
}
