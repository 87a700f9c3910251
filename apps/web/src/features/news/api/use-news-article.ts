import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type { publicArticleResponseSchema } from '@safeogun/contract/news';
import { publicApi } from '../../../lib/api-client';
import type { PublicRead } from '../../../lib/public-read';
import { newsKeys } from './keys';

/** GET /userTools/news/{id}: one published article, by id or slug. */
export function newsArticleRead(id: string): PublicRead {
  return { queryKey: newsKeys.article(id), path: `/userTools/news/${encodeURIComponent(id)}` };
}

/**
 * Each load counts a view, so it is fetched once per visit (never again while the page is open); an article the
 * server sent with the page (entry-server.tsx) is not fetched at all.
 */
export function useNewsArticle(id: string | undefined) {
  return useQuery({
    queryKey: newsKeys.article(id),
    queryFn: ({ signal }) =>
      publicApi.get<DataOf<typeof publicArticleResponseSchema>>(newsArticleRead(id!).path, { signal }),
    enabled: Boolean(id),
    staleTime: Infinity,
    select: (data) => data.news,
  });
}
