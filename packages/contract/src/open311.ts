/**
 * Open311 GeoReport v2 (issue 15, decision 018): the open standard through which other civic apps read the reports
 * the crime map shows and file new ones. Field names, the error format (an array of { code, description }) and the
 * status values (open, closed) are the specification's (wiki.open311.org/GeoReport_v2); JSON is the one format
 * offered. Reading is public and map-safe; filing needs an `api_key` that an administrator issued.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { coercedIdSchema, trimmedText } from './validation';

export const OPEN311_BASE_PATH = '/open311/v2';

/** The one jurisdiction this endpoint serves (clients may send it as jurisdiction_id; nothing else is accepted). */
export const OPEN311_JURISDICTION_ID = 'ogun.police.safeogun.ng';

/** GET requests: the window a query may span, and the default window (both the specification's 90 days). */
export const OPEN311_MAX_SPAN_DAYS = 90;
/** GET requests: requests per page (page_size), and the most a client may ask for. */
export const OPEN311_PAGE_SIZE = { default: 100, max: 500 } as const;
/** GET requests: the most ids service_request_id may list. */
export const OPEN311_MAX_IDS = 50;

export const OPEN311_MESSAGES = {
  onlyJson: 'Only the JSON format is offered: ask for .json (for example /open311/v2/services.json).',
  notFound: 'There is no such Open311 resource. The resources are services.json, requests.json and requests/{id}.json.',
  requestNotFound: 'There is no service request with that service_request_id.',
  badRequestId: 'service_request_id must be the id of a service request (as requests.json gives it).',
  tooManyIds: `service_request_id may list at most ${OPEN311_MAX_IDS} ids.`,
  unknownServiceCode: (code: string) => `service_code ${code} was not found: see services.json for the codes.`,
  serviceCodeRequired: 'service_code is required: see services.json for the codes.',
  inactiveServiceCode: (code: string) =>
    `service_code ${code} is no longer in use: see services.json for the codes in use.`,
  badDate: (field: string) =>
    `${field} must be a date and time in ISO 8601 with its time zone, for example 2026-11-05T08:15:30+01:00.`,
  datesOrder: 'start_date must not be after end_date.',
  spanTooLong: `start_date and end_date may not span more than ${OPEN311_MAX_SPAN_DAYS} days.`,
  badStatus: 'status must be open, closed, or both separated by a comma.',
  badPage: 'page must be a whole number from 1 to 10000.',
  badPageSize: `page_size must be a whole number from 1 to ${OPEN311_PAGE_SIZE.max}.`,
  badJurisdiction: `jurisdiction_id ${OPEN311_JURISDICTION_ID} is the only jurisdiction served here.`,
  apiKeyInvalid: "Invalid api_key received -- can't proceed with create_request.",
  tooManyBadKeys: (seconds: number) =>
    `Too many requests with an invalid api_key from this address. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  tooManyRequests: (seconds: number) =>
    `Too many service requests. Try again in ${Math.ceil(seconds / 60)} minutes. In an emergency call 112.`,
  locationRequired: 'A location is required: send lat and long, or address_string.',
  latLongPair: 'Send both lat and long, or neither.',
  latRange: 'lat must be a number from -90 to 90.',
  longRange: 'long must be a number from -180 to 180.',
  descriptionRequired: 'description is required: say what happened (at least 10 characters).',
  descriptionShort: 'description must be at least 10 characters.',
  descriptionLong: 'description must be 5000 characters or fewer.',
  addressLong: 'address_string must be 500 characters or fewer.',
  /** What the client that filed a report is told (service_notice): the tracking ID is theirs to pass on. */
  filedNotice: (ticketId: string) =>
    `Received by the Ogun State Police Command. Tracking ID ${ticketId}: the reporter can follow the report and answer the police with it at SafeOgun. In an emergency call 112.`,
  serverError: 'Something went wrong on our side. Please try again shortly.',
  unavailable: 'The service is briefly unavailable. Please try again shortly.',
} as const;

// ---- Responses (GeoReport v2 field names) ----

/** One error of the array every failure answers with. */
export const open311ErrorSchema = z.object({ code: z.number().int(), description: z.string() });
export const open311ErrorsSchema = z.array(open311ErrorSchema);
export type Open311Error = z.infer<typeof open311ErrorSchema>;

/** GET services.json: one service per incident type. */
export const open311ServiceSchema = z.object({
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  /** No extra attributes are asked for (no service definitions). */
  metadata: z.boolean(),
  type: z.enum(['realtime', 'batch', 'blackbox']),
  keywords: z.string(),
  group: z.string(),
});
export type Open311Service = z.infer<typeof open311ServiceSchema>;
export const open311ServicesResponseSchema = z.array(open311ServiceSchema);

export const OPEN311_STATUSES = ['open', 'closed'] as const;
export type Open311Status = (typeof OPEN311_STATUSES)[number];

/**
 * One service request as the public may see it: the crime map's rules (no reporter, no street address, the
 * description of a sensitive type withheld, the position the LGA's label point, never the reported point).
 */
export const open311RequestSchema = z.object({
  service_request_id: z.string(),
  status: z.enum(OPEN311_STATUSES),
  status_notes: z.string().nullable(),
  service_name: z.string(),
  service_code: z.string(),
  /** Null when withheld (a sensitive incident type). */
  description: z.string().nullable(),
  agency_responsible: z.string(),
  service_notice: z.string().nullable(),
  requested_datetime: z.string(),
  updated_datetime: z.string(),
  expected_datetime: z.string().nullable(),
  /** The LGA, never a street address. */
  address: z.string().nullable(),
  address_id: z.string().nullable(),
  zipcode: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  /** Evidence is never public. */
  media_url: z.string().nullable(),
});
export type Open311Request = z.infer<typeof open311RequestSchema>;
export const open311RequestsResponseSchema = z.array(open311RequestSchema);

/** POST requests.json */
export const open311CreatedSchema = z.object({
  service_request_id: z.string(),
  service_notice: z.string(),
  account_id: z.string().nullable(),
});
export const open311CreatedResponseSchema = z.array(open311CreatedSchema);

// ---- Requests ----

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);

/** GET requests.json: the specification's parameters (comma lists as text), plus paging. */
export const open311RequestsQuerySchema = z.object({
  jurisdiction_id: text(200).optional(),
  service_request_id: text(OPEN311_MAX_IDS * 40).optional(),
  service_code: text(500).optional(),
  start_date: text(64).optional(),
  end_date: text(64).optional(),
  status: text(40).optional(),
  page: text(12).optional(),
  page_size: text(12).optional(),
});
export type Open311RequestsQuery = z.infer<typeof open311RequestsQuerySchema>;

export const open311RequestParamsSchema = z.object({ service_request_id: text(100) });
export const open311JurisdictionQuerySchema = z.object({ jurisdiction_id: text(200).optional() });

/**
 * POST requests.json (form-encoded, or JSON): the specification's fields. Identity fields (email, names, phone,
 * device and account ids) are accepted and never stored: a report filed through Open311 is anonymous. media_url is
 * not fetched.
 */
export const open311CreateBodySchema = z.object({
  api_key: text(200).optional(),
  jurisdiction_id: text(200).optional(),
  service_code: text(20).optional(),
  lat: text(40).optional(),
  long: text(40).optional(),
  address_string: text(2000).optional(),
  address_id: text(200).optional(),
  description: text(20000).optional(),
  email: text(320).optional(),
  device_id: text(200).optional(),
  account_id: text(200).optional(),
  first_name: text(200).optional(),
  last_name: text(200).optional(),
  phone: text(100).optional(),
  media_url: text(2000).optional(),
});
export type Open311CreateBody = z.infer<typeof open311CreateBodySchema>;

// ---- Administrators' keys (/admin/open311-keys) ----

export const OPEN311_KEY_MESSAGES = {
  nameRequired: 'Name the app or organisation the key is for (3 to 80 characters).',
  listed: 'Open311 API keys retrieved',
  issued: 'API key issued. Copy it now: it will not be shown again.',
  revoked: 'API key revoked. Requests with it are now refused.',
  alreadyRevoked: 'This API key was already revoked.',
  notFound: 'There is no Open311 API key with that id.',
} as const;

export const open311KeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (the key itself is never shown again). */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Reports filed with the key. */
  reportCount: z.number().int(),
});
export type Open311Key = z.infer<typeof open311KeySchema>;

export const open311KeyCreateBodySchema = z.object({
  name: trimmedText(OPEN311_KEY_MESSAGES.nameRequired, 3, 80),
});
export type Open311KeyCreateBody = z.infer<typeof open311KeyCreateBodySchema>;

export const open311KeyParamsSchema = z.object({
  id: coercedIdSchema('id must be a whole number from 1 to 2147483647.'),
});

export const open311KeyListResponseSchema = envelope(z.object({ keys: z.array(open311KeySchema) }));
export const open311KeyIssuedResponseSchema = envelope(z.object({ key: open311KeySchema, apiKey: z.string() }));
export const open311KeyResponseSchema = envelope(z.object({ key: open311KeySchema }));
