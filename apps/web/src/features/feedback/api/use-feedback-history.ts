import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedbackHistoryData } from '@safeogun/contract/feedback';
import { LIST_PAGE_SIZE } from '@safeogun/contract/constants';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { feedbackKeys } from './keys';

/** GET /feedback/history?page&size (10 a page). */
export function useFeedbackHistory(page: number, enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: feedbackKeys.history(userId, page),
    queryFn: ({ signal }) =>
      authApi.get<FeedbackHistoryData>('/feedback/history', { query: { page, size: LIST_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
