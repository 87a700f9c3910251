import type { QueryClient } from '@tanstack/react-query';
import type { NewsArticle } from '@safeogun/contract/news';
import type { PublicRead } from '../lib/public-read';
import { NEWS_LIST_FIRST_PAGE } from '../features/news/api/keys';
import { newsListRead } from '../features/news/api/use-news-list';
import { newsArticleRead } from '../features/news/api/use-news-article';
import { excerpt } from '../features/news/components/news-display';

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

/** What a shared link shows (the document's title, and a messaging app's preview): plain text, a site path. */
export interface PageHead {
  title: string;
  description: string;
  /** A path on this site or an absolute URL. */
  image: string | null;
}

/**
 * The head of a page rendered with its data, from the answers in `client`: an article's title, summary and cover
 * (as the tab names it, `news.article.title`), so a link shared on WhatsApp or Facebook shows the article. Null for
 * every other page (the app's own title and description stand).
 */
export function pageHead(pathname: string, client: QueryClient): PageHead | null {
  const [read] = pageReads(pathname);
  if (!read || !pathname.replace(/\/+$/, '').startsWith('/news/')) return null;
  const article = client.getQueryData<{ news: NewsArticle }>(read.queryKey)?.news;
  if (!article) return null;
  return {
    title: `${article.title} | SafeOgun`,
    description: excerpt(article.subtitle, article.bodyText),
    image: article.coverImage,
  };
}
