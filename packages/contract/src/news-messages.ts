/** The public news pages' messages (specification section 8), apart from messages.ts, which re-exports them. */
export const NEWS_MESSAGES = {
  fetchFailed: 'Failed to fetch news articles',
  emptyTitle: 'No articles found',
  emptyBody: 'Try adjusting your filters or check back later',
  noId: 'No article ID provided',
  notFound: 'Article not found',
  articleFetchFailed: 'Failed to fetch article',
  loadFailedToast: 'Failed to load article',
  notFoundTitle: 'Article Not Found',
  linkCopied: 'Link copied to clipboard!',
} as const;
