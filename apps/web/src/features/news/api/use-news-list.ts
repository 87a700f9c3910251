import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsListData } from '@safeogun/contract/news';
import { NEWS_PAGE_SIZE } from '@safeogun/contract/constants';
import { publicApi } from '../../../lib/api-client';
import { newsKeys, type NewsListParams } from './keys';

export type { NewsListParams };

/** GET /userTools/news/all (public: news needs no token). */
export function useNewsList(params: NewsListParams) {
  return useQuery({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) =>
      publicApi.get<NewsListData>('/userTools/news/all', {
        query: {
          page: params.page,
          size: NEWS_PAGE_SIZE,
          category: params.category === 'View all' ? undefined : params.category,
          search: params.search || undefined,
          sort: params.sort,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
