import type { NewsListParams } from './use-news-list';

/** Query keys of the news feature (public: the same for everyone). */
export const newsKeys = {
  list: (params: NewsListParams) => ['news', 'list', params] as const,
  article: (id: string | undefined) => ['news', 'article', id] as const,
};
