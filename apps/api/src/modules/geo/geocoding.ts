/**
 * Geocoding behind a provider interface. With no key configured the offline provider answers from the LGA
 * boundaries in the database (point-in-polygon) and a small gazetteer of Ogun towns; with GOOGLE_MAPS_API_KEY set
 * the Google Geocoding API answers (region Nigeria), and the LGA still comes from the boundaries.
 */
import { lgaKey } from '@safeogun/contract/reference';
import type { GeoPlace } from '@safeogun/contract/geo';
import type { Db } from '../../db/client';
import { lgas } from '../../db/schema';
import { bboxContains, geometryContains, type AreaGeometry, type BBox } from '../../lib/geo';

export interface LgaArea {
  id: number;
  name: string;
  key: string;
  areaCommandId: number | null;
  labelLat: number | null;
  labelLng: number | null;
  box: BBox;
  geometry: AreaGeometry | null;
}

/**
 * The LGA table changes rarely (an import, an LGA moved to another Area Command); keep it in memory per database.
 * Every process drops its copy when the database announces a change (plugins/reference-changes.ts); the age bound is
 * only a safety net should a notification go missing (decision 026).
 */
const lgaCache = new WeakMap<Db, { at: number; areas: Promise<LgaArea[]> }>();
const LGA_CACHE_MS = 60_000;

/**
 * Drops this process's copy: called by the process that moved an LGA (before it answers), and on every process when
 * the database announces a change to the LGAs.
 */
export function forgetLgaAreas(db: Db): void {
  lgaCache.delete(db);
}

export function loadLgaAreas(db: Db): Promise<LgaArea[]> {
  const cached = lgaCache.get(db);
  if (cached && Date.now() - cached.at < LGA_CACHE_MS) return cached.areas;
  const areas = db
    .select()
    .from(lgas)
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        key: r.key,
        areaCommandId: r.areaCommandId,
        labelLat: r.labelLat,
        labelLng: r.labelLng,
        box: { minLat: r.minLat ?? 0, minLng: r.minLng ?? 0, maxLat: r.maxLat ?? 0, maxLng: r.maxLng ?? 0 },
        geometry: (r.boundary as AreaGeometry | null) ?? null,
      })),
    );
  areas.catch(() => lgaCache.delete(db));
  lgaCache.set(db, { at: Date.now(), areas });
  return areas;
}

/** The LGA whose boundary contains the point, or null (outside every loaded LGA). */
export async function lgaAt(db: Db, latitude: number, longitude: number): Promise<LgaArea | null> {
  for (const area of await loadLgaAreas(db)) {
    if (!area.geometry || !bboxContains(area.box, longitude, latitude)) continue;
    if (geometryContains(area.geometry, longitude, latitude)) return area;
  }
  return null;
}

/** Towns and districts people type, with the LGA they lie in (for the offline provider). */
const OGUN_PLACES: Record<string, string> = {
  abeokuta: 'Abeokuta South',
  'oke-ilewo': 'Abeokuta South',
  ibara: 'Abeokuta South',
  kuto: 'Abeokuta South',
  panseke: 'Abeokuta South',
  'isale-ake': 'Abeokuta South',
  lafenwa: 'Abeokuta North',
  akomoje: 'Abeokuta North',
  iberekodo: 'Abeokuta North',
  ota: 'Ado-Odo/Ota',
  'sango ota': 'Ado-Odo/Ota',
  sango: 'Ado-Odo/Ota',
  agbara: 'Ado-Odo/Ota',
  'ado-odo': 'Ado-Odo/Ota',
  'ado odo': 'Ado-Odo/Ota',
  igbesa: 'Ado-Odo/Ota',
  ewekoro: 'Ewekoro',
  itori: 'Ewekoro',
  ifo: 'Ifo',
  akute: 'Ifo',
  'ojodu abiodun': 'Ifo',
  ibogun: 'Ifo',
  'ijebu ode': 'Ijebu Ode',
  'ijebu-ode': 'Ijebu Ode',
  'ijebu ife': 'Ijebu East',
  ogbere: 'Ijebu East',
  'ago-iwoye': 'Ijebu North',
  'ago iwoye': 'Ijebu North',
  'ijebu igbo': 'Ijebu North',
  'ijebu-igbo': 'Ijebu North',
  ikenne: 'Ikenne',
  ilishan: 'Ikenne',
  iperu: 'Ikenne',
  ogere: 'Ikenne',
  imeko: 'Imeko-Afon',
  ipokia: 'Ipokia',
  idiroko: 'Ipokia',
  owode: 'Obafemi Owode',
  mowe: 'Obafemi Owode',
  ibafo: 'Obafemi Owode',
  ofada: 'Obafemi Owode',
  odeda: 'Odeda',
  odogbolu: 'Odogbolu',
  abigi: 'Ogun Waterside',
  isara: 'Remo North',
  'ilara-remo': 'Remo North',
  sagamu: 'Sagamu',
  shagamu: 'Sagamu',
  ayetoro: 'Yewa North',
  ilaro: 'Yewa South',
};

/** Other states (and big cities) so that an address elsewhere in Nigeria is recognised as Nigerian. */
const NIGERIAN_PLACES = [
  'nigeria',
  'lagos',
  'ikeja',
  'ibadan',
  'oyo',
  'osun',
  'ondo',
  'ekiti',
  'kwara',
  'abuja',
  'fct',
  'kano',
  'kaduna',
  'enugu',
  'edo',
  'benin city',
  'delta',
  'rivers',
  'port harcourt',
  'anambra',
  'imo',
  'abia',
  'cross river',
  'akwa ibom',
  'bayelsa',
  'kogi',
  'benue',
  'plateau',
  'jos',
  'niger',
  'nasarawa',
  'borno',
  'yobe',
  'adamawa',
  'taraba',
  'gombe',
  'bauchi',
  'jigawa',
  'katsina',
  'kebbi',
  'sokoto',
  'zamfara',
  'ebonyi',
];

/** Words and phrases that say the address is outside Nigeria. */
const FOREIGN_HINTS = ['ghana', 'accra', 'benin republic', 'cotonou', 'togo', 'lome', 'cameroon', 'london', 'usa'];

/** Nigeria's bounding box, for a cheap "in Nigeria" answer without a provider. */
const NIGERIA_BOX: BBox = { minLat: 4.2, maxLat: 13.9, minLng: 2.66, maxLng: 14.7 };

export interface GeocodingProvider {
  readonly name: string;
  reverse(latitude: number, longitude: number): Promise<GeoPlace | null>;
  search(query: string): Promise<GeoPlace[]>;
}

function fold(text: string) {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function placeForArea(area: LgaArea, label: string): GeoPlace | null {
  if (area.labelLat === null || area.labelLng === null) return null;
  return {
    formattedAddress: label,
    latitude: area.labelLat,
    longitude: area.labelLng,
    inNigeria: true,
    inOgun: true,
    lga: { id: area.id, name: area.name },
    approximate: true,
  };
}

export function offlineProvider(db: Db): GeocodingProvider {
  return {
    name: 'offline',
    async reverse(latitude, longitude) {
      const area = await lgaAt(db, latitude, longitude);
      const inNigeria = area !== null || bboxContains(NIGERIA_BOX, longitude, latitude);
      const coords = `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
      return {
        formattedAddress: area ? `${area.name}, Ogun State, Nigeria (${coords})` : coords,
        latitude,
        longitude,
        inNigeria,
        inOgun: area !== null,
        lga: area ? { id: area.id, name: area.name } : null,
        approximate: false,
      };
    },
    async search(query) {
      const text = fold(query);
      const areas = await loadLgaAreas(db);
      const results: GeoPlace[] = [];
      const seen = new Set<number>();
      const add = (area: LgaArea | undefined, label: string) => {
        if (!area || seen.has(area.id)) return;
        const place = placeForArea(area, label);
        if (place) {
          seen.add(area.id);
          results.push(place);
        }
      };
      // LGA names first (longest first so "Ijebu North East" wins over "Ijebu North").
      for (const area of [...areas].sort((a, b) => b.name.length - a.name.length)) {
        if (text.includes(fold(area.name)) || text.replace(/ /g, '').includes(lgaKey(area.name)))
          add(area, `${area.name}, Ogun State, Nigeria`);
      }
      for (const [town, lgaName] of Object.entries(OGUN_PLACES)) {
        if (text.includes(fold(town))) {
          const area = areas.find((a) => a.key === lgaKey(lgaName));
          add(area, `${town.replace(/(^|[\s-])\w/g, (c) => c.toUpperCase())}, ${lgaName}, Ogun State, Nigeria`);
        }
      }
      if (results.length > 0 || FOREIGN_HINTS.some((h) => text.includes(fold(h)))) return results;
      if (text.includes(' ogun ')) {
        // The state named, no town known: the state's middle as an approximate point.
        const abeokuta = areas.find((a) => a.key === lgaKey('Abeokuta South'));
        if (abeokuta) {
          const place = placeForArea(abeokuta, 'Ogun State, Nigeria');
          if (place) return [{ ...place, lga: null }];
        }
      }
      const state = NIGERIAN_PLACES.find((p) => text.includes(fold(p)));
      if (state) {
        // In Nigeria but outside the loaded LGAs: no coordinates known offline, so no station suggestion.
        return [
          {
            formattedAddress: query.trim(),
            latitude: 0,
            longitude: 0,
            inNigeria: true,
            inOgun: false,
            lga: null,
            approximate: true,
          },
        ];
      }
      return [];
    },
  };
}

interface GoogleResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number }; location_type?: string };
  address_components: { long_name: string; short_name: string; types: string[] }[];
}

export function googleProvider(db: Db, apiKey: string, fetchImpl: typeof fetch = fetch): GeocodingProvider {
  const call = async (params: Record<string, string>): Promise<GoogleResult[]> => {
    const url = new URL('https://maps.googleapis.com/maps/api/geocode/json');
    for (const [k, v] of Object.entries({ ...params, region: 'ng', key: apiKey })) url.searchParams.set(k, v);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(8000) });
    if (!response.ok) throw new Error(`geocoding failed with HTTP ${response.status}`);
    const body = (await response.json()) as { status: string; results?: GoogleResult[] };
    if (body.status === 'ZERO_RESULTS') return [];
    if (body.status !== 'OK') throw new Error(`geocoding failed: ${body.status}`);
    return body.results ?? [];
  };
  const toPlace = async (r: GoogleResult): Promise<GeoPlace> => {
    const { lat, lng } = r.geometry.location;
    const country = r.address_components.find((c) => c.types.includes('country'));
    const region = r.address_components.find((c) => c.types.includes('administrative_area_level_1'));
    const area = await lgaAt(db, lat, lng);
    return {
      formattedAddress: r.formatted_address,
      latitude: lat,
      longitude: lng,
      inNigeria: country?.short_name === 'NG',
      inOgun: area !== null || /ogun/i.test(region?.long_name ?? ''),
      lga: area ? { id: area.id, name: area.name } : null,
      approximate: r.geometry.location_type !== 'ROOFTOP',
    };
  };
  return {
    name: 'google',
    async reverse(latitude, longitude) {
      const results = await call({ latlng: `${latitude},${longitude}` });
      return results[0] ? toPlace(results[0]) : null;
    },
    async search(query) {
      const results = await call({ address: query, components: 'country:NG' });
      return Promise.all(results.slice(0, 5).map(toPlace));
    },
  };
}

export function createGeocodingProvider(db: Db, googleApiKey: string | undefined): GeocodingProvider {
  return googleApiKey ? googleProvider(db, googleApiKey) : offlineProvider(db);
}
