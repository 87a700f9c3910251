/**
 * Where an SOS alert is: the device's position when granted, else the profile address, with the reason recorded;
 * its LGA (which officers see it) and a map link for police and the SMS.
 */
import type { LocationSource, LocationUnavailableReason, sosDataSchema } from '@safeogun/contract/sos';
import type { Db } from '../../db/client';
import { lgaAt, offlineProvider } from '../geo/geocoding';

const REASON_TEXT: Record<LocationUnavailableReason, string> = {
  denied: 'location permission was denied',
  unavailable: 'the device could not determine its position',
  timeout: 'the location request timed out',
  unsupported: 'the browser does not support geolocation',
  error: 'the location could not be read',
};

export interface ResolvedLocation {
  source: LocationSource;
  note: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

export function resolveLocation(
  data: ReturnType<typeof sosDataSchema.parse>,
  profile: { address: string | null; latitude: number | null; longitude: number | null },
): ResolvedLocation {
  const c = data.coordinates;
  if (c) {
    const accuracy = c.accuracy ?? null;
    return {
      source: 'device',
      note:
        accuracy !== null
          ? `Device location, accurate to about ${Math.round(accuracy)} m.`
          : 'Device location (accuracy not reported).',
      address: data.address?.trim() || null,
      latitude: c.latitude,
      longitude: c.longitude,
      accuracy,
    };
  }
  const why = REASON_TEXT[data.locationUnavailableReason ?? 'error'];
  const address = profile.address?.trim() || data.address?.trim() || null;
  if (address || (profile.latitude !== null && profile.longitude !== null)) {
    return {
      source: 'profile',
      note: `Device location not available (${why}); the address on the user's profile is used.`,
      address,
      latitude: profile.latitude,
      longitude: profile.longitude,
      accuracy: null,
    };
  }
  return {
    source: 'none',
    note: `Device location not available (${why}) and the profile has no address.`,
    address: null,
    latitude: null,
    longitude: null,
    accuracy: null,
  };
}

/**
 * The LGA of the alert (which officers see it): the boundary containing its point, else the LGA its address names
 * (a profile address without coordinates), as reports are routed.
 */
export async function lgaOf(db: Db, location: ResolvedLocation): Promise<number | null> {
  if (location.latitude !== null && location.longitude !== null) {
    const area = await lgaAt(db, location.latitude, location.longitude);
    if (area) return area.id;
  }
  if (!location.address) return null;
  const places = await offlineProvider(db).search(location.address);
  return places.find((p) => p.lga)?.lga?.id ?? null;
}

export function mapLink(location: Pick<ResolvedLocation, 'latitude' | 'longitude' | 'address'>): string | null {
  if (location.latitude !== null && location.longitude !== null)
    return `https://maps.google.com/?q=${location.latitude.toFixed(6)},${location.longitude.toFixed(6)}`;
  if (location.address) return `https://maps.google.com/?q=${encodeURIComponent(location.address)}`;
  return null;
}
