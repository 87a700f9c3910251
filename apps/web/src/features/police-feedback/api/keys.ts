import type { FeedbackFilters } from '../lib/feedback-filters';

/** Query keys of the console's reviews and feedback, under the reader's user id. */
export const policeFeedbackKeys = {
  all: (userId: string | null) => ['police-feedback', userId] as const,
  entries: (userId: string | null, filters: FeedbackFilters) =>
    ['police-feedback', userId, 'entries', filters] as const,
  summary: (userId: string | null, period: { from: string; to: string }) =>
    ['police-feedback', userId, 'summary', period] as const,
};
