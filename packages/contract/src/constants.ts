/** Business constants and limits of specification section 9 (and DECISIONS.md where it overrides). */

export const API_BASE_PATH = '/api/v1';

export const LANDING_ROTATION_MS = 5000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ['altKey', 'KeyT'] as const;
export const SESSION_EXPIRY_REDIRECT_MS = 1000;
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 3000;
export const COPIED_INDICATOR_MS = 10_000;

/** The command's clock (West Africa Time): dates in texts and on news are Ogun State's, wherever they are read. */
export const COMMAND_TIME_ZONE = 'Africa/Lagos';

export const NEWS_PAGE_SIZE = 6;
export const NEWS_EXCERPT_LENGTH = 100;
export const LIST_PAGE_SIZE = 10;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES = 3;
export const MAX_VIDEOS = 1;
export const ADDRESS_DEBOUNCE_MS = 2000;
export const ADDRESS_GEOCODE_MIN_LENGTH = 15;
export const MIN_ADDRESS_LENGTH = 5;
export const MIN_DESCRIPTION_LENGTH = 10;
export const COMMENT_MAX_LENGTH = 1000;
export const STATION_FALLBACK_LIMIT = 10;

export const SEARCH_RADIUS_DEFAULT_KM = 10;
export const SEARCH_RADIUS_FALLBACK_KM = 20;
export const SEARCH_RADIUS_MIN_KM = 1;
export const SEARCH_RADIUS_MAX_KM = 100;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 600;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const PHONE_PREFIX = '+234';
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const MINIMUM_AGE = 13;
export const REMEMBER_LOGIN_DAYS = 30;

/** Original Ogun bounding box of the specification, kept for reference only. */
export const OGUN_SPEC_BOUNDS = { north: 7.8, south: 6.2, east: 4.3, west: 2.5 } as const;
/** Widened cheap pre-filter of DECISIONS.md; the LGA polygons give the real answer. */
export const OGUN_PREFILTER_BOUNDS = { north: 8.0, south: 6.25, east: 4.65, west: 2.65 } as const;

export const MAP_CANVAS = { width: 800, height: 600, padding: 50 } as const;
export const MAP_ZOOM = { min: 0.5, max: 5, initial: 1, buttonFactor: 1.5, wheelOut: 0.9, wheelIn: 1.1 } as const;
export const MAP_INTENSITY = { moderate: 3, high: 8 } as const;

export const SOS_MAX_RECORDING_SECONDS = 15;
export const SOS_WARNING_SECONDS = 5;
export const SOS_AUDIO_BITRATE = 128_000;
export const SOS_CHUNK_MS = 1000;
export const SOS_VISUALISER_BARS = 40;
export const SOS_PREFERRED_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/ogg',
  'audio/mp4',
  'audio/wav',
] as const;
export const SOS_DEFAULT_COMMENT = 'Emergency alert sent via mobile app';
export const SOS_MAX_AUDIO_SECONDS = 16;
export const SOS_MAX_AUDIO_BYTES = 1024 * 1024;
export const SOS_RATE_LIMIT = { max: 3, windowMinutes: 10 } as const;

export const CHANNEL_WEB = 'web';

/** Dialled by Call Support until an administrator sets another: Nigeria's toll-free emergency number. */
export const SUPPORT_PHONE = '112';
export const SUPPORT_EMAIL = 'info@safeogun.ng';

/**
 * The emergency numbers and support phone shown on /sos and in the footer (issue 14): what a new database starts
 * with, and what the pages show until the stored ones arrive (an emergency page never shows no number at all).
 * Administrators change them in the console (GET /contact-numbers, PUT /admin/contact-numbers).
 */
export const DEFAULT_CONTACT_NUMBERS: {
  supportPhone: string;
  emergencyNumbers: { label: string; phone: string }[];
} = {
  supportPhone: SUPPORT_PHONE,
  emergencyNumbers: [{ label: 'Emergency (police, fire, ambulance)', phone: '112' }],
};

/**
 * The specification's figures ("2,000+ reports submitted", "4,000+ registered users"), only as a floor: at or above
 * it the copy may say "2,000+"; below it the page shows the live count itself, so no figure on it is untrue
 * (issue 13, decision 014). Here, with no zod, so the landing page's first load stays small.
 */
export const MARKETING_FLOORS = { reports: 2000, users: 4000 } as const;

/**
 * A whole number as English, Yoruba and Nigerian Pidgin all write it, thousands grouped with commas ("1,234"): what
 * `Intl.NumberFormat` gives in these languages, without it. A page's first `Intl.NumberFormat` (or
 * `toLocaleString`) sets up the browser's number formatting: 40 to 90 ms in Chromium on a desktop, four times that on
 * a cheap phone, inside the render that needs it (docs/decisions/027-pre-rendered-public-pages.md).
 */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A live count as the landing page words it: the floor's "2,000+" from the floor up, else the count ("1,234"). */
export function landingFigure(count: number, floor: number): string {
  return count >= floor ? `${groupDigits(floor)}+` : groupDigits(count);
}

/** The transparency page's periods (decision 016); zod-free here so the public page does not load zod. */
export const TRANSPARENCY_PERIODS = [
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '12m', label: 'Last 12 months' },
] as const;
export type TransparencyPeriod = (typeof TRANSPARENCY_PERIODS)[number]['value'];
export const DEFAULT_TRANSPARENCY_PERIOD: TransparencyPeriod = '30d';
/** Cells describing fewer than this many reports, ratings or feedback entries are withheld (null). */
export const TRANSPARENCY_MIN_COUNT = 5;
export const FEWER_THAN_MIN = 'fewer than 5';
