import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { NEWS_CATEGORIES, NEWS_SORTS } from '@safeogun/contract/news-reference';
import { NEWS_MESSAGES } from '@safeogun/contract/news-messages';
import type { NewsSort } from '@safeogun/contract/news';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SavedNotice } from '../../../components/saved-notice';
import { useNewsList } from '../api/use-news-list';
import { NEWS_LIST_FIRST_PAGE } from '../api/keys';
import { NewsCard } from '../components/news-card';
import { AppDownloadBanner } from '../components/app-download-banner';
import { useLocalized } from '../../../lib/i18n';
import { useNewsMessages } from '../locales/news/messages';

const SEARCH_DEBOUNCE_MS = 400;

/** The categories and sorts keep their English values (the URL's, the API's); their names are the catalogue's. */
const CATEGORY_LABELS: Record<(typeof NEWS_CATEGORIES)[number], string> = {
  'View all': 'news.category.all',
  'Security Alerts': 'news.category.securityAlerts',
  'Platform Updates': 'news.category.platformUpdates',
  'Success Stories': 'news.category.successStories',
  'Press Coverage': 'news.category.pressCoverage',
};
const SORT_LABELS: Record<NewsSort, string> = {
  recent: 'news.sort.recent',
  oldest: 'news.sort.oldest',
  popular: 'news.sort.popular',
};

/** Search, category, sort and page live in the URL query, so a link or the back button restores them. */
function useNewsQueryState() {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category') ?? '';
  const category = (NEWS_CATEGORIES as readonly string[]).includes(rawCategory)
    ? rawCategory
    : NEWS_LIST_FIRST_PAGE.category;
  const rawSort = params.get('sort') ?? '';
  const sort: NewsSort = NEWS_SORTS.some((option) => option.value === rawSort)
    ? (rawSort as NewsSort)
    : NEWS_LIST_FIRST_PAGE.sort;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('q') ?? '';

  const update = (patch: Record<string, string | number | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      const isDefault =
        value === null ||
        value === '' ||
        (key === 'page' && value === 1) ||
        (key === 'category' && value === NEWS_LIST_FIRST_PAGE.category) ||
        (key === 'sort' && value === NEWS_LIST_FIRST_PAGE.sort);
      if (isDefault) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace });
  };
  return { category, sort, page, search, update };
}

export default function NewsPage() {
  const { _ } = useNewsMessages();
  const localized = useLocalized();
  const { category, sort, page, search, update } = useNewsQueryState();
  const [searchInput, setSearchInput] = useState(search);
  const query = useNewsList({ page, category, sort, search });

  // Keep the box in step with the URL (back button), and the URL in step with typing (debounced).
  useEffect(() => setSearchInput(search), [search]);
  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = window.setTimeout(() => update({ q: searchInput.trim(), page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchInput]);

  const goToPage = (next: number) => {
    update({ page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const articles = query.data?.news.data ?? [];
  const pagination = query.data?.news.pagination;

  return (
    <>
      <PageHeader title={_('news.header.title')} subtitle={_('news.header.subtitle')}>
        <form
          role="search"
          className="relative w-full sm:w-80"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: searchInput.trim(), page: 1 });
          }}
        >
          <label htmlFor="news-search" className="sr-only">
            {_('news.search.label')}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id="news-search"
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={_('news.search.label')}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </form>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 py-6">
        <Tabs
          label={_('news.categories.label')}
          variant="chip"
          value={category}
          onValueChange={(name) => update({ category: name, page: 1 })}
          tabs={NEWS_CATEGORIES.map((name) => ({ value: name, label: _(CATEGORY_LABELS[name]) }))}
          toolbar={
            <Field
              id="news-sort"
              label={_('news.sort.label')}
              className="flex items-center gap-2 text-sm [&>label]:shrink-0"
            >
              <Select
                value={sort}
                onChange={(event) => update({ sort: event.target.value, page: 1 })}
                options={NEWS_SORTS.map((option) => ({ value: option.value, label: _(SORT_LABELS[option.value]) }))}
                className="min-h-10 w-auto"
              />
            </Field>
          }
        >
          {NEWS_CATEGORIES.map((name) => (
            <TabPanel key={name} value={name}>
              <div className="relative mt-6" aria-busy={query.isFetching}>
                <SavedNotice query={query} className="mb-4" />
                {query.isPending ? (
                  <div className="flex min-h-[40vh] items-center justify-center">
                    <Spinner label={_('news.list.loading')} />
                  </div>
                ) : query.isError && !query.data ? (
                  <div
                    role="alert"
                    className="flex min-h-[30vh] flex-col items-center justify-center gap-4 text-center"
                  >
                    <p className="text-slate-700">{localized(NEWS_MESSAGES.fetchFailed)}</p>
                    <Button onClick={() => void query.refetch()}>{_('news.list.retry')}</Button>
                  </div>
                ) : articles.length === 0 ? (
                  <div className="flex min-h-[30vh] flex-col items-center justify-center gap-2 text-center">
                    <p className="text-lg font-semibold text-slate-800">{localized(NEWS_MESSAGES.emptyTitle)}</p>
                    <p className="text-slate-600">{localized(NEWS_MESSAGES.emptyBody)}</p>
                  </div>
                ) : (
                  <ul
                    className={clsx(
                      'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
                      query.isPlaceholderData && 'opacity-60 transition-opacity',
                    )}
                    aria-label={_('news.list.label')}
                  >
                    {articles.map((article, index) => (
                      <li key={article.id} className="flex">
                        <NewsCard article={article} first={index === 0} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>

              {pagination && !query.isError ? (
                <Pagination
                  page={pagination.currentPage}
                  totalPages={pagination.totalPages}
                  onChange={goToPage}
                  label={_('news.list.pages')}
                />
              ) : null}
            </TabPanel>
          ))}
        </Tabs>

        <AppDownloadBanner />
      </div>
    </>
  );
}
