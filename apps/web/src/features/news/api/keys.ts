import type { NewsSort } from '@safeogun/contract/news';

export interface NewsListParams {
  page: number;
  category: string;
  search: string;
  sort: NewsSort;
}

/** The list as /news shows it on arrival (no query string): the newest first page of every category. */
export const NEWS_LIST_FIRST_PAGE: NewsListParams = { page: 1, category: 'View all', search: '', sort: 'recent' };

/** Query keys of the news feature (public: the same for everyone). */
export const newsKeys = {
  list: (params: NewsListParams) => ['news', 'list', params] as const,
  article: (id: string | undefined) => ['news', 'article', id] as const,
};
