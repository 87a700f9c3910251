import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsListData } from '@safeogun/contract/news';
import { NEWS_PAGE_SIZE } from '@safeogun/contract/constants';
import { publicApi } from '../../../lib/api-client';
import type { PublicRead } from '../../../lib/public-read';
import { newsKeys, type NewsListParams } from './keys';

export type { NewsListParams };

/** GET /userTools/news/all (public: news needs no token) for one page of the list. */
export function newsListRead(params: NewsListParams): PublicRead {
  return {
    queryKey: newsKeys.list(params),
    path: '/userTools/news/all',
    query: {
      page: params.page,
      size: NEWS_PAGE_SIZE,
      category: params.category === 'View all' ? undefined : params.category,
      search: params.search || undefined,
      sort: params.sort,
    },
  };
}

export function useNewsList(params: NewsListParams) {
  const { queryKey, path, query } = newsListRead(params);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => publicApi.get<NewsListData>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
