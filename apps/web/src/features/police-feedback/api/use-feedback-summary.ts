import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedbackSummary } from '@safeogun/contract/police-feedback';
import { authApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { policeFeedbackKeys } from './keys';

/** GET /police/feedback/summary: counts and averages in reach over the period (blank: the server's last 30 days). */
export function useFeedbackSummary(period: { from: string; to: string }) {
  const userId = useUserId();
  return useQuery({
    queryKey: policeFeedbackKeys.summary(userId, period),
    queryFn: ({ signal }) =>
      authApi.get<FeedbackSummary>('/police/feedback/summary', {
        query: { from: period.from || undefined, to: period.to || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
