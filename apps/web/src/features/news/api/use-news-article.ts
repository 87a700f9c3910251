import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { newsArticleResponseSchema } from '@safeogun/contract/news';
import { publicApi } from '../../../lib/api-client';
import { newsKeys } from './keys';

/** GET /userTools/news/{id}; each load counts a view, so it is fetched once per visit. */
export function useNewsArticle(id: string | undefined) {
  return useQuery({
    queryKey: newsKeys.article(id),
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof newsArticleResponseSchema>>(`/userTools/news/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
    staleTime: Infinity,
    select: (data) => data.news,
  });
}
