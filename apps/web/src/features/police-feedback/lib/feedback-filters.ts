/**
 * The console feedback list's filters in the address bar (a reload or a shared link keeps them): `kind`, `rating`,
 * `replied`, `mine`, `station`, `command`, `from`, `to` (days, yyyy-mm-dd, Nigerian time) and `page`. Defaults are
 * left out, so the plain list is just /console/feedback; anything unreadable in a hand-edited link is dropped.
 */
import type { PoliceFeedbackListQuery } from '@safeogun/contract/police-feedback';

export type KindFilter = 'all' | 'feedback' | 'review';
export type RepliedFilter = '' | 'yes' | 'no';

export interface FeedbackFilters {
  kind: KindFilter;
  /** 1 to 5, or null for any. */
  rating: number | null;
  replied: RepliedFilter;
  /** Reviews of the cases the officer handled. */
  mine: boolean;
  stationId: number | null;
  areaCommandId: number | null;
  from: string;
  to: string;
  page: number;
}

export const DEFAULT_FEEDBACK_FILTERS: FeedbackFilters = {
  kind: 'all',
  rating: null,
  replied: '',
  mine: false,
  stationId: null,
  areaCommandId: null,
  from: '',
  to: '',
  page: 1,
};

export const FEEDBACK_PAGE_SIZE = 10;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (value: string | null, max = 2_147_483_647): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

export function readFeedbackFilters(params: URLSearchParams): FeedbackFilters {
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const kind = params.get('kind');
  const replied = params.get('replied');
  return {
    kind: kind === 'feedback' || kind === 'review' ? kind : 'all',
    rating: positive(params.get('rating'), 5),
    replied: replied === 'yes' || replied === 'no' ? replied : '',
    mine: params.get('mine') === 'true',
    stationId: positive(params.get('station')),
    areaCommandId: positive(params.get('command')),
    from: day('from'),
    to: day('to'),
    page: positive(params.get('page'), 10_000) ?? 1,
  };
}

export function writeFeedbackFilters(filters: FeedbackFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.rating) params.set('rating', String(filters.rating));
  if (filters.replied) params.set('replied', filters.replied);
  if (filters.mine) params.set('mine', 'true');
  if (filters.stationId) params.set('station', String(filters.stationId));
  if (filters.areaCommandId) params.set('command', String(filters.areaCommandId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of GET /police/feedback/entries for these filters. */
export function entriesQuery(
  filters: FeedbackFilters,
): Partial<Record<keyof PoliceFeedbackListQuery, string | number>> {
  return {
    page: filters.page,
    size: FEEDBACK_PAGE_SIZE,
    ...(filters.kind !== 'all' ? { kind: filters.kind } : {}),
    ...(filters.rating ? { rating: filters.rating } : {}),
    ...(filters.replied ? { replied: filters.replied } : {}),
    ...(filters.mine ? { mine: 'true' } : {}),
    ...(filters.stationId ? { stationId: filters.stationId } : {}),
    ...(filters.areaCommandId ? { areaCommandId: filters.areaCommandId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}
