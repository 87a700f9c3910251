import type { NewsState } from '@safeogun/contract/news';

export interface AdminNewsParams {
  page: number;
  state?: NewsState;
  category?: string;
}

/** Query keys of news authoring (administrators): under 'admin', emptied when the person changes. */
export const adminNewsKeys = {
  all: ['admin', 'news'] as const,
  list: (params: AdminNewsParams) => ['admin', 'news', 'list', params] as const,
  article: (id: number) => ['admin', 'news', 'article', id] as const,
};
