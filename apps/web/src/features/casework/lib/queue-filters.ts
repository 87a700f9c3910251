/**
 * The queue's filters live in the address bar (a reload or a shared link keeps them): `status`, `lga`, `station`,
 * `type`, `channel`, `overdue`, `q`, `from`, `to` (days, yyyy-mm-dd), `sort` and `page`. Defaults are left out
 * so the plain queue is just /console. Anything unreadable in a hand-edited link falls back to its default.
 */
import {
  INCIDENT_CHANNELS,
  QUEUE_SORTS,
  QUEUE_TABS,
  type IncidentChannel,
  type QueueSort,
  type QueueTab,
} from '@safeogun/contract/casework';

export interface QueueFilters {
  status: QueueTab;
  lgaId: number | null;
  stationId: number | null;
  incidentTypeId: number | null;
  channel: IncidentChannel | null;
  overdue: boolean;
  q: string;
  /** yyyy-mm-dd, the officer's own day. */
  from: string;
  to: string;
  sort: QueueSort;
  page: number;
}

export const DEFAULT_FILTERS: QueueFilters = {
  status: 'new',
  lgaId: null,
  stationId: null,
  incidentTypeId: null,
  channel: null,
  overdue: false,
  q: '',
  from: '',
  to: '',
  sort: 'newest',
  page: 1,
};

/** A page of the queue. */
export const QUEUE_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return list.find((item) => item === value) ?? fallback;
}

function positive(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export function readFilters(params: URLSearchParams): QueueFilters {
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    status: oneOf(QUEUE_TABS, params.get('status'), DEFAULT_FILTERS.status),
    lgaId: positive(params.get('lga')),
    stationId: positive(params.get('station')),
    incidentTypeId: positive(params.get('type')),
    channel: INCIDENT_CHANNELS.find((c) => c === params.get('channel')) ?? null,
    overdue: params.get('overdue') === 'true',
    q: (params.get('q') ?? '').slice(0, 100),
    from: day('from'),
    to: day('to'),
    sort: oneOf(QUEUE_SORTS, params.get('sort'), DEFAULT_FILTERS.sort),
    page: positive(params.get('page')) ?? 1,
  };
}

export function writeFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | false) => {
    if (value !== null && value !== false && value !== '') params.set(key, String(value));
  };
  if (filters.status !== DEFAULT_FILTERS.status) set('status', filters.status);
  set('lga', filters.lgaId);
  set('station', filters.stationId);
  set('type', filters.incidentTypeId);
  set('channel', filters.channel);
  set('overdue', filters.overdue && 'true');
  set('q', filters.q.trim());
  set('from', filters.from);
  set('to', filters.to);
  if (filters.sort !== DEFAULT_FILTERS.sort) set('sort', filters.sort);
  if (filters.page > 1) set('page', filters.page);
  return params;
}

/** How many of the filters under the tabs are set (for the "Filters (2)" button on a phone). */
export function activeFilterCount(filters: QueueFilters): number {
  return [
    filters.lgaId,
    filters.stationId,
    filters.incidentTypeId,
    filters.channel,
    filters.overdue || null,
    filters.from || null,
    filters.to || null,
  ].filter((v) => v !== null).length;
}

/** A day's start (from) or end (to) in the officer's time zone, as the API's date-time. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The query string of GET /police/incidents for these filters. */
export function queueQuery(filters: QueueFilters): Record<string, string | number | undefined> {
  return {
    page: filters.page,
    size: QUEUE_PAGE_SIZE,
    status: filters.status,
    lgaId: filters.lgaId ?? undefined,
    stationId: filters.stationId ?? undefined,
    incidentTypeId: filters.incidentTypeId ?? undefined,
    channel: filters.channel ?? undefined,
    overdue: filters.overdue ? 'true' : undefined,
    q: filters.q.trim() || undefined,
    from: dayBound(filters.from, false),
    to: dayBound(filters.to, true),
    sort: filters.sort,
  };
}
