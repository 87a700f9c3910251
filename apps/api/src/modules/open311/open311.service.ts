/**
 * Open311 GeoReport v2 rules (decision 018): the services are the incident types; a service request is a report as
 * the crime map may show it; filing makes an anonymous report with channel 'open311'. Refusals are AppErrors that
 * the Open311 error handler answers as the specification's array of { code, description }.
 */
import {
  OPEN311_JURISDICTION_ID,
  OPEN311_MAX_IDS,
  OPEN311_MAX_SPAN_DAYS,
  OPEN311_MESSAGES,
  OPEN311_PAGE_SIZE,
  type Open311CreateBody,
  type Open311Request,
  type Open311RequestsQuery,
  type Open311Service,
  type Open311Status,
} from '@safeogun/contract/open311';
import { MIN_DESCRIPTION_LENGTH } from '@safeogun/contract/constants';
import { STATUS_LABELS, normaliseStatus, type IncidentStatus } from '@safeogun/contract/incidents';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { GeocodingProvider } from '../geo/geocoding';
import { fileChannelReport } from '../incidents/channel-filing.service';
import * as repo from './open311.repository';

export interface Open311Deps {
  db: Db;
  now: () => Date;
  geocoder: GeocodingProvider;
}

const DAY_MS = 86_400_000;
const AGENCY = 'Ogun State Police Command';
const OPEN: IncidentStatus[] = ['new', 'in-progress', 'on-hold'];
const CLOSED: IncidentStatus[] = ['resolved', 'closed'];

const keywordsOf = (name: string) =>
  [name.toLowerCase(), ...name.toLowerCase().split(/\s+(?:or\s+)?/)]
    .filter((word, i, all) => word.length > 2 && all.indexOf(word) === i)
    .join(', ');

/** The types that may be filed: a deactivated one is not offered (issue 14). */
export async function listServices(deps: Pick<Open311Deps, 'db'>): Promise<Open311Service[]> {
  return (await repo.listTypes(deps.db, { activeOnly: true })).map((type) => ({
    service_code: String(type.id),
    service_name: type.name,
    description: type.isSensitive
      ? `Report ${type.name.toLowerCase()} to the Ogun State Police Command. Its descriptions are never published.`
      : `Report ${type.name.toLowerCase()} to the Ogun State Police Command.`,
    metadata: false,
    type: 'realtime',
    keywords: keywordsOf(type.name),
    group: 'Police',
  }));
}

/** A jurisdiction_id, when sent, must be this endpoint's one. */
export function checkJurisdiction(jurisdictionId: string | undefined) {
  if (jurisdictionId !== undefined && jurisdictionId.trim() !== OPEN311_JURISDICTION_ID)
    throw notFound(OPEN311_MESSAGES.badJurisdiction);
}

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** W3C/ISO 8601 date-time with a time zone (the specification's format); a date alone is read as midnight UTC. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
function dateOf(value: string | undefined, field: string): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  const date = DATE_TIME.test(trimmed) ? new Date(trimmed) : null;
  if (!date || Number.isNaN(date.getTime())) throw badRequest(OPEN311_MESSAGES.badDate(field));
  return date;
}

function wholeNumber(value: string | undefined, max: number, fallback: number, message: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(message);
  return n;
}

async function serviceCodes(db: Db, value: string | undefined): Promise<number[] | undefined> {
  const codes = commaList(value);
  if (codes.length === 0) return undefined;
  // Any type, deactivated ones too: old reports are read by them; filing refuses a deactivated one (checkIncidentType).
  const known = new Map((await repo.listTypes(db, { activeOnly: false })).map((t) => [String(t.id), t.id]));
  return codes.map((code) => {
    const id = known.get(code);
    if (id === undefined) throw badRequest(OPEN311_MESSAGES.unknownServiceCode(code.slice(0, 20)));
    return id;
  });
}

function statusesOf(value: string | undefined): IncidentStatus[] | undefined {
  const wanted = commaList(value).map((s) => s.toLowerCase());
  if (wanted.length === 0) return undefined;
  if (!wanted.every((s) => s === 'open' || s === 'closed')) throw badRequest(OPEN311_MESSAGES.badStatus);
  return [...(wanted.includes('open') ? OPEN : []), ...(wanted.includes('closed') ? CLOSED : [])];
}

/** The window a query reads: as given, else 90 days from start_date or up to end_date, else the last 90 days. */
function windowOf(query: Open311RequestsQuery, now: Date): { from: Date; to: Date } {
  const start = dateOf(query.start_date, 'start_date');
  const end = dateOf(query.end_date, 'end_date');
  const span = OPEN311_MAX_SPAN_DAYS * DAY_MS;
  if (start && end) {
    if (start > end) throw badRequest(OPEN311_MESSAGES.datesOrder);
    if (end.getTime() - start.getTime() > span) throw badRequest(OPEN311_MESSAGES.spanTooLong);
    return { from: start, to: end };
  }
  if (start) return { from: start, to: new Date(start.getTime() + span) };
  const to = end ?? now;
  return { from: new Date(to.getTime() - span), to };
}

const open311Status = (status: string): Open311Status =>
  CLOSED.includes(normaliseStatus(status) ?? 'new') ? 'closed' : 'open';

/** One report as the public may see it: the crime map's rules (see open311RequestSchema). */
function toRequest(row: repo.PublicRequestRow): Open311Request {
  const status = normaliseStatus(row.status) ?? 'new';
  const closed = CLOSED.includes(status);
  return {
    service_request_id: row.id,
    status: open311Status(row.status),
    status_notes: STATUS_LABELS[status],
    service_name: row.typeName,
    service_code: String(row.incidentTypeId),
    description: row.isSensitive ? null : row.description,
    agency_responsible: row.station ? `${AGENCY}, ${row.station}` : AGENCY,
    service_notice: null,
    requested_datetime: row.submittedAt!.toISOString(),
    updated_datetime: row.updatedAt.toISOString(),
    expected_datetime: closed ? null : (row.resolveDueAt?.toISOString() ?? null),
    address: row.lgaName ? `${row.lgaName} LGA, Ogun State` : null,
    address_id: null,
    zipcode: null,
    lat: row.lgaName ? row.labelLat : null,
    long: row.lgaName ? row.labelLng : null,
    media_url: null,
  };
}

export async function listRequests(deps: Pick<Open311Deps, 'db' | 'now'>, query: Open311RequestsQuery) {
  checkJurisdiction(query.jurisdiction_id);
  const ids = commaList(query.service_request_id);
  if (ids.length > OPEN311_MAX_IDS) throw badRequest(OPEN311_MESSAGES.tooManyIds);
  if (!ids.every(isUuid)) throw badRequest(OPEN311_MESSAGES.badRequestId);
  const pageSize = wholeNumber(
    query.page_size,
    OPEN311_PAGE_SIZE.max,
    OPEN311_PAGE_SIZE.default,
    OPEN311_MESSAGES.badPageSize,
  );
  const page = wholeNumber(query.page, 10_000, 1, OPEN311_MESSAGES.badPage);
  // The specification: service_request_id overrides every other parameter.
  if (ids.length > 0) {
    const rows = await repo.listPublicRequests(deps.db, { ids, limit: OPEN311_MAX_IDS, offset: 0 });
    return rows.map(toRequest);
  }
  const typeIds = await serviceCodes(deps.db, query.service_code);
  const statuses = statusesOf(query.status);
  const { from, to } = windowOf(query, deps.now());
  const rows = await repo.listPublicRequests(deps.db, {
    typeIds,
    statuses,
    from,
    to,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return rows.map(toRequest);
}

export async function getRequest(deps: Pick<Open311Deps, 'db'>, id: string): Promise<Open311Request[]> {
  const [row] = isUuid(id) ? await repo.listPublicRequests(deps.db, { ids: [id], limit: 1, offset: 0 }) : [];
  if (!row) throw notFound(OPEN311_MESSAGES.requestNotFound);
  return [toRequest(row)];
}

function coordinate(value: string | undefined, min: number, max: number, message: string): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value.trim());
  if (!Number.isFinite(n) || n < min || n > max) throw badRequest(message);
  return n;
}

/** Files the request as an anonymous report with channel 'open311' (the sender's identity fields are not kept). */
export async function fileRequest(deps: Open311Deps, apiKeyId: number, body: Open311CreateBody) {
  checkJurisdiction(body.jurisdiction_id);
  const code = body.service_code?.trim();
  if (!code) throw badRequest(OPEN311_MESSAGES.serviceCodeRequired);
  const [incidentTypeId] = (await serviceCodes(deps.db, code)) ?? [];
  // Deactivated by an administrator: not in services.json, not filed (checkIncidentType would refuse it too, in the
  // web form's words).
  const type = (await repo.listTypes(deps.db, { activeOnly: false })).find((t) => t.id === incidentTypeId);
  if (!type?.isActive) throw badRequest(OPEN311_MESSAGES.inactiveServiceCode(code.slice(0, 20)));
  const latitude = coordinate(body.lat, -90, 90, OPEN311_MESSAGES.latRange);
  const longitude = coordinate(body.long, -180, 180, OPEN311_MESSAGES.longRange);
  if ((latitude === null) !== (longitude === null)) throw badRequest(OPEN311_MESSAGES.latLongPair);
  const address = body.address_string?.trim() || null;
  if (latitude === null && !address) throw badRequest(OPEN311_MESSAGES.locationRequired);
  if (address && address.length > 500) throw badRequest(OPEN311_MESSAGES.addressLong);
  const description = body.description?.trim() ?? '';
  if (!description) throw badRequest(OPEN311_MESSAGES.descriptionRequired);
  if (description.length < MIN_DESCRIPTION_LENGTH) throw badRequest(OPEN311_MESSAGES.descriptionShort);
  if (description.length > 5000) throw badRequest(OPEN311_MESSAGES.descriptionLong);
  const filed = await fileChannelReport(
    deps,
    { channel: 'open311', incidentTypeId: incidentTypeId!, description, address, latitude, longitude },
    (tx, report) => repo.insertReportLink(tx, report.id, apiKeyId, deps.now()),
  );
  return [
    { service_request_id: filed.id, service_notice: OPEN311_MESSAGES.filedNotice(filed.ticketId), account_id: null },
  ];
}
