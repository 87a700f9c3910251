import { useQuery } from '@tanstack/react-query';
import type { NewsArticle } from '@safeogun/contract/news';
import { publicApi } from '../../../lib/api-client';
import { newsKeys } from './keys';

/** GET /userTools/news/{id}; each load counts a view, so it is fetched once per visit. */
export function useNewsArticle(id: string | undefined) {
  return useQuery({
    queryKey: newsKeys.article(id),
    queryFn: ({ signal }) =>
      publicApi.get<{ news: NewsArticle }>(`/userTools/news/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    staleTime: Infinity,
    select: (data) => data.news,
  });
}
