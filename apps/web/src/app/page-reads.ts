import type { PublicRead } from '../lib/public-read';
import { NEWS_LIST_FIRST_PAGE } from '../features/news/api/keys';
import { newsListRead } from '../features/news/api/use-news-list';
import { newsArticleRead } from '../features/news/api/use-news-article';

/**
 * The public reads a page renders from on arrival, for the pages the server renders with their data
 * (entry-server.tsx, docs/decisions/027-pre-rendered-public-pages.md): /news (its first page) and /news/{id}.
 * Every other page is rendered at build without data, or on the client.
 */
export function pageReads(pathname: string): PublicRead[] {
  const page = pathname.replace(/\/+$/, '') || '/';
  if (page === '/news') return [newsListRead(NEWS_LIST_FIRST_PAGE)];
  const article = /^\/news\/([^/]+)$/.exec(page);
  if (!article) return [];
  try {
    return [newsArticleRead(decodeURIComponent(article[1]!))];
  } catch {
    return []; // a malformed escape: no article to read
  }
}
