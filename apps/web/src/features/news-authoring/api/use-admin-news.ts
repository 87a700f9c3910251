import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  NewsArticleInput,
  NewsArticleUpdate,
  newsArticleResponseSchema,
  newsCoverResponseSchema,
  NewsListData,
} from '@safeogun/contract/news';
import { authApi } from '../../../lib/api-client';
import { adminNewsKeys, type AdminNewsParams } from './keys';

const PAGE_SIZE = 20;

/** GET /admin/news: every article, by state and category. */
export function useAdminNewsList(params: AdminNewsParams) {
  return useQuery({
    queryKey: adminNewsKeys.list(params),
    queryFn: ({ signal }) =>
      authApi.get<NewsListData>('/admin/news', {
        query: { page: params.page, size: PAGE_SIZE, state: params.state, category: params.category },
        signal,
      }),
    select: (data) => data.news,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** GET /admin/news/{id}: one article as its author sees it. */
export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: adminNewsKeys.article(id ?? 0),
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof newsArticleResponseSchema>>(`/admin/news/${encodeURIComponent(id!)}`, { signal }),
    select: (data) => data.news,
    enabled: id !== null,
    // The job queue publishes scheduled articles: opening the editor asks where the article stands now.
    refetchOnMount: 'always',
  });
}

/** POST /admin/news (id null) or PATCH /admin/news/{id}. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: NewsArticleInput | NewsArticleUpdate }) =>
      (id === null
        ? await authApi.post<DataOf<typeof newsArticleResponseSchema>>('/admin/news', body)
        : await authApi.patch<DataOf<typeof newsArticleResponseSchema>>(`/admin/news/${encodeURIComponent(id)}`, body)
      ).news,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNewsKeys.all }),
  });
}

/** POST /admin/news/covers: the stored cover's address. */
export function useUploadCover() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return authApi.post<DataOf<typeof newsCoverResponseSchema>>('/admin/news/covers', body);
    },
  });
}
