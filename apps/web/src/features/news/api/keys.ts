import type { NewsSort } from '@safeogun/contract/news';

export interface NewsListParams {
  page: number;
  category: string;
  search: string;
  sort: NewsSort;
}

/** Query keys of the news feature (public: the same for everyone). */
export const newsKeys = {
  list: (params: NewsListParams) => ['news', 'list', params] as const,
  article: (id: string | undefined) => ['news', 'article', id] as const,
};
