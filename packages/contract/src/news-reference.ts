/**
 * The news list's categories and sort orders (specification, News), apart from the other reference lists: the news
 * page is the public page closest to its first-load budget (issue 17), and a module is one chunk in the browser, with
 * every list any page uses from it.
 */
export const NEWS_CATEGORIES = [
  'View all',
  'Security Alerts',
  'Platform Updates',
  'Success Stories',
  'Press Coverage',
] as const;

export const NEWS_SORTS = [
  { value: 'recent', label: 'Most recent' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'popular', label: 'Most popular' },
] as const;
