import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { NEWS_ARTICLE_CATEGORIES, type NewsArticle, type NewsState } from '@safeogun/contract/news';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ListPagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { useAdminNewsList } from '../api/use-admin-news';
import { ArticleStateBadge } from '../components/article-state';

type StateTab = 'all' | NewsState;
const TABS: readonly { value: StateTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const columns: readonly DataColumn<NewsArticle>[] = [
  {
    label: 'Title',
    cell: (a) => (
      <Link to={`/console/admin/news/${a.id}`} className="font-semibold text-brand-800 hover:underline">
        {a.title}
      </Link>
    ),
  },
  { label: 'Category', cell: (a) => a.category ?? '—' },
  { label: 'State', cell: (a) => <ArticleStateBadge article={a} /> },
  {
    label: 'Views',
    cell: (a) => (a.isDraft ? '—' : a.views.toLocaleString()),
    className: 'text-right tabular-nums',
  },
];

/**
 * /console/admin/news (administrators): every article, by state (drafts, scheduled, published) and category, with
 * the views of published ones; opens the editor.
 */
export default function NewsListPage() {
  const [tab, setTab] = useState<StateTab>('all');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminNewsList({ page, state: tab === 'all' ? undefined : tab, category: category || undefined });
  const rows = list.data?.data ?? [];
  const content = list.isLoading ? (
    <div className="flex justify-center py-12">
      <Spinner label="Loading the articles" />
    </div>
  ) : list.isError ? (
    <LoadError
      message={errorMessage(list.error, 'The articles could not be loaded.')}
      onRetry={() => void list.refetch()}
    />
  ) : rows.length === 0 ? (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
      No articles here yet.
    </p>
  ) : (
    <div className="space-y-3">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(a) => String(a.id)}
        caption="Articles"
        tableClassName="overflow-hidden rounded-xl border border-slate-200 bg-white"
      />
      {list.data ? <ListPagination pagination={list.data.pagination} onChange={setPage} /> : null}
    </div>
  );

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-4 sm:px-4 sm:py-6">
      <title>News | SafeOgun Console</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">News</h1>
          <p className="mt-1 text-sm text-slate-600">
            Articles for the public news page. Publishing a Security Alerts article notifies every citizen.
          </p>
        </div>
        <Link to="/console/admin/news/new" className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Write an article
        </Link>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value);
          setPage(1);
        }}
        label="Articles by state"
        tabs={TABS}
        variant="chip"
        toolbar={
          <SelectField
            label="Category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(1);
            }}
            placeholder="All categories"
            options={NEWS_ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))}
            fieldClassName="w-full space-y-1 sm:w-56"
          />
        }
      >
        {TABS.map((t) => (
          <TabPanel key={t.value} value={t.value} className="mt-4">
            {content}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
