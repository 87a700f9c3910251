import { useState } from 'react';
import { NEWS_ARTICLE_CATEGORIES, type NewsArticle, type NewsState } from '@safeogun/contract/news';
import { AuthoringListPage, ConsoleTable, titleColumn } from '../../../components/console/authoring';
import type { DataColumn } from '../../../components/ui/data-table';
import { ListPagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select';
import { QueryState } from '../../../components/console/query-state';
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
  titleColumn((a) => `/console/admin/news/${a.id}`),
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
  const table = (
    <QueryState data={rows} query={list} what="the articles" empty={rows.length === 0 && 'No articles here yet.'}>
      {(rows) => (
        <div className="space-y-3">
          <ConsoleTable columns={columns} rows={rows} caption="Articles" />
          {list.data ? <ListPagination pagination={list.data.pagination} onChange={setPage} /> : null}
        </div>
      )}
    </QueryState>
  );

  return (
    <AuthoringListPage
      title="News"
      description="Articles for the public news page. Publishing a Security Alerts article notifies every citizen."
      create={{ to: '/console/admin/news/new', label: 'Write an article' }}
      tabs={{
        value: tab,
        onValueChange: (value) => {
          setTab(value);
          setPage(1);
        },
        label: 'Articles by state',
        tabs: TABS,
        toolbar: (
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
        ),
      }}
      list={table}
    />
  );
}
