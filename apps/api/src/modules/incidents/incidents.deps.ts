/** What the incidents services are given (docs/ARCHITECTURE.md: one deps object, the first argument). */
import type { Db } from '../../db/client';
import type { EventBus } from '../../plugins/events';
import type { Storage } from '../../plugins/storage';
import type { GeocodingProvider } from '../geo/geocoding';

export interface IncidentsDeps {
  db: Db;
  storage: Storage;
  events: EventBus;
  now: () => Date;
  /** Signs evidence URLs so <img> and <video> can load them without a bearer header. */
  fileUrlSecret: string;
  apiPrefix: string;
  /** The configured geocoder (Google when GOOGLE_MAPS_API_KEY is set) for reports with an address but no point. */
  geocoder: GeocodingProvider;
}
