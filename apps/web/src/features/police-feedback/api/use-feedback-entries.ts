import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { policeFeedbackListResponseSchema } from '@safeogun/contract/police-feedback';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { entriesQuery, type FeedbackFilters } from '../lib/feedback-filters';
import { policeFeedbackKeys } from './keys';

export type FeedbackEntriesPage = DataOf<typeof policeFeedbackListResponseSchema>;

/** GET /police/feedback/entries: a page of reviews and feedback in reach, newest first. */
export function useFeedbackEntries(filters: FeedbackFilters) {
  const userId = useUserId();
  return useQuery({
    queryKey: policeFeedbackKeys.entries(userId, filters),
    queryFn: ({ signal }) =>
      authApi.get<FeedbackEntriesPage>('/police/feedback/entries', { query: entriesQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
}
