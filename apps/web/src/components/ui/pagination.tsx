import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useUiMessages } from '../locales/ui/messages';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Pages to show (specification section 9): every page when there are 5 or fewer; otherwise the first, the last
 * and the current page plus or minus one, an ellipsis in second place when the current page is above 4 and one
 * in last-but-one place when it is below the last page minus 3 (pages between are shown when no ellipsis hides them).
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  const items: PageItem[] = [];
  if (page > 4) items.push(1, 'ellipsis-start');
  else for (let p = 1; p < page - 1; p += 1) items.push(p);
  for (let p = Math.max(1, page - 1); p <= Math.min(total, page + 1); p += 1) items.push(p);
  if (page < total - 3) items.push('ellipsis-end', total);
  else for (let p = page + 2; p <= total; p += 1) items.push(p);
  return items;
}

export function Pagination({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  const { _ } = useUiMessages();
  if (totalPages <= 1) return null;
  const button =
    'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav
      aria-label={label ?? _('ui.pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      <button
        type="button"
        className={clsx(button, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {_('ui.pagination.previous')}
      </button>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={_('ui.pagination.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            className={clsx(
              button,
              item === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={clsx(button, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {_('ui.pagination.next')}
      </button>
    </nav>
  );
}

/** Pagination for a list page the API returned, from its `pagination` block (current page and page count). */
export function ListPagination({
  pagination,
  ...props
}: {
  pagination: { currentPage: number; totalPages: number };
  onChange: (page: number) => void;
  label?: string;
}) {
  return <Pagination page={pagination.currentPage} totalPages={pagination.totalPages} {...props} />;
}

/** "11–20 of 57": which entries of the whole list this page shows. */
export function PageRange({
  pagination,
  shown,
  className = 'text-sm text-slate-600',
}: {
  pagination: { currentPage: number; pageSize: number; total: number };
  shown: number;
  className?: string;
}) {
  const { _ } = useUiMessages();
  const first = (pagination.currentPage - 1) * pagination.pageSize + 1;
  return (
    <p className={className}>{_('ui.pagination.range', { first, last: first + shown - 1, total: pagination.total })}</p>
  );
}

/**
 * One page of a long list: which entries it shows ("11–20 of 57"), the entries, then the page links; going to
 * another page calls `onPage` and scrolls back to the top, where the new page starts.
 */
export function PagedList({
  pagination,
  shown,
  label,
  onPage,
  children,
}: {
  pagination: { currentPage: number; pageSize: number; total: number; totalPages: number } | undefined;
  shown: number;
  label: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      {pagination ? <PageRange pagination={pagination} shown={shown} /> : null}
      {children}
      {pagination ? (
        <ListPagination
          pagination={pagination}
          label={label}
          onChange={(page) => {
            onPage(page);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </>
  );
}
