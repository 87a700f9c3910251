import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEDBACK_FILTERS, entriesQuery, readFeedbackFilters, writeFeedbackFilters } from './feedback-filters';

describe('feedback filters in the address bar', () => {
  it('leaves the defaults out and reads back what it wrote', () => {
    expect(writeFeedbackFilters(DEFAULT_FEEDBACK_FILTERS).toString()).toBe('');
    const filters = {
      ...DEFAULT_FEEDBACK_FILTERS,
      kind: 'review' as const,
      rating: 2,
      replied: 'no' as const,
      mine: true,
      stationId: 7,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    };
    expect(readFeedbackFilters(writeFeedbackFilters(filters))).toEqual(filters);
    expect(entriesQuery(filters)).toEqual({
      page: 3,
      size: 10,
      kind: 'review',
      rating: 2,
      replied: 'no',
      mine: 'true',
      stationId: 7,
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('drops what a hand-edited link makes unreadable', () => {
    const params = new URLSearchParams('kind=complaints&rating=9&replied=maybe&mine=1&station=-4&from=11/01&page=0');
    expect(readFeedbackFilters(params)).toEqual(DEFAULT_FEEDBACK_FILTERS);
  });
});
