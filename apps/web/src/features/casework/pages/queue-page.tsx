import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Download, RotateCw } from 'lucide-react';
import { QUEUE_TABS, type QueueCounts, type QueueTab } from '@safeogun/contract/casework';
import { STATUS_LABELS } from '@safeogun/contract/incidents';
import { Tabs, TabPanel } from '../../../components/ui/tabs';
import { ListPagination } from '../../../components/ui/pagination';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useQueue } from '../api/use-queue';
import { useQueueExport } from '../api/use-queue-export';
import { QueueFiltersBar } from '../components/queue-filters-bar';
import { QueueCards, QueueTable } from '../components/queue-list';
import { DEFAULT_FILTERS, activeFilterCount, readFilters, writeFilters, type QueueFilters } from '../lib/queue-filters';
import { useArrivals } from '../lib/use-arrivals';
import { formatClock, SLA_TICK_MS, useNow } from '../../../lib/time';

const TAB_LABELS: Record<QueueTab, string> = {
  new: STATUS_LABELS.new,
  'in-progress': STATUS_LABELS['in-progress'],
  'on-hold': STATUS_LABELS['on-hold'],
  resolved: STATUS_LABELS.resolved,
  closed: STATUS_LABELS.closed,
  all: 'All',
};

function TabLabel({ tab, counts }: { tab: QueueTab; counts: QueueCounts | undefined }) {
  const count = counts?.[tab];
  return (
    <>
      {TAB_LABELS[tab]}
      <span
        data-testid={`tab-count-${tab}`}
        className="min-w-6 rounded-full bg-slate-200 px-1.5 text-center text-xs font-bold text-slate-800"
      >
        {count ?? '…'}
      </span>
    </>
  );
}

/**
 * /console: the reports in the officer's reach, tab per status with counts, filters in the address bar, newest first.
 * The page asks for new reports every few seconds while it is visible and says so politely when some arrive.
 */
export default function QueuePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const queue = useQueue(filters);
  // Never behind the data on screen: a target the server has just found passed shows as passed.
  const now = Math.max(useNow(SLA_TICK_MS), queue.dataUpdatedAt);
  const data = queue.data;

  const countsKey = JSON.stringify({ ...filters, status: null, page: null, sort: null });
  const listKey = `${countsKey}|${filters.status}|${filters.sort}|${filters.page}`;
  const { fresh, announcement } = useArrivals(
    queue.isPlaceholderData ? undefined : data?.incidents.data,
    queue.isPlaceholderData ? undefined : data?.counts.new,
    listKey,
  );

  const update = useCallback(
    (next: Partial<QueueFilters>, options?: { replace?: boolean }) => {
      setParams((current) => writeFilters({ ...readFilters(current), ...next }), {
        replace: options?.replace ?? true,
      });
    },
    [setParams],
  );

  const queueSearch = params.toString();
  const newCount = data?.counts.new ?? 0;
  const items = data?.incidents.data ?? [];
  const pagination = data?.incidents.pagination;
  const exporter = useQueueExport();
  const filtered = activeFilterCount(filters) > 0 || filters.q.trim() !== '';

  return (
    <div className="mx-auto max-w-7xl space-y-3 px-3 py-3 sm:space-y-4 sm:px-4 sm:py-6">
      <title>{`${newCount > 0 ? `(${newCount}) ` : ''}Queue | SafeOgun Console`}</title>
      <div className="flex items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">Report queue</h1>
          <p className="text-xs text-slate-600 sm:text-sm">
            <span className="hidden sm:inline">Reports in your reach. New ones appear here on their own. </span>
            {queue.dataUpdatedAt ? (
              <span className="whitespace-nowrap">
                Updated {formatClock(new Date(queue.dataUpdatedAt).toISOString(), now)}.
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-disabled={exporter.isPending}
            title="Every report of these filters as a CSV file (no reporter details)"
            onClick={() => {
              if (exporter.isPending) return;
              exporter.mutate(filters, {
                onSuccess: () => toast.success('Export saved. It has no reporter details: keep it within the command.'),
                onError: (error) => toast.error(errorMessage(error, 'The export could not be made. Try again.')),
              });
            }}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{exporter.isPending ? 'Exporting...' : 'Export CSV'}</span>
          </Button>
          <Button variant="secondary" onClick={() => void queue.refetch()} aria-disabled={queue.isFetching}>
            <RotateCw className={queue.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{queue.isFetching ? 'Checking...' : 'Check now'}</span>
          </Button>
        </div>
      </div>

      <p role="status" aria-live="polite" className="sr-only" data-testid="queue-announcer">
        {announcement}
      </p>

      <QueueFiltersBar filters={filters} onChange={update} />

      <Tabs
        value={filters.status}
        onValueChange={(status) => update({ status, page: 1 }, { replace: false })}
        label="Reports by status"
        variant="underline"
        listClassName="!mb-3"
        tabs={QUEUE_TABS.map((tab) => ({ value: tab, label: <TabLabel tab={tab} counts={data?.counts} /> }))}
      >
        {QUEUE_TABS.map((tab) => (
          <TabPanel key={tab} value={tab} className="space-y-3">
            {queue.isLoading ? (
              <div className="flex justify-center py-12">
                <Spinner label="Loading reports" />
              </div>
            ) : queue.isError && !data ? (
              <LoadError
                message={errorMessage(queue.error, 'The queue could not be loaded.')}
                onRetry={() => void queue.refetch()}
              />
            ) : items.length === 0 ? (
              <EmptyQueue
                tab={tab}
                filtered={filtered}
                onClear={() => update({ ...DEFAULT_FILTERS, status: filters.status, sort: filters.sort })}
              />
            ) : (
              <>
                {pagination ? (
                  <p className="text-sm text-slate-600" data-testid="queue-range">
                    {`${(pagination.currentPage - 1) * pagination.pageSize + 1}–${
                      (pagination.currentPage - 1) * pagination.pageSize + items.length
                    } of ${pagination.total}`}
                  </p>
                ) : null}
                <QueueTable items={items} now={now} fresh={fresh} queueSearch={queueSearch} />
                <QueueCards items={items} now={now} fresh={fresh} queueSearch={queueSearch} />
                {pagination ? (
                  <ListPagination
                    pagination={pagination}
                    label="Queue pages"
                    onChange={(page) => {
                      update({ page }, { replace: false });
                      window.scrollTo({ top: 0 });
                    }}
                  />
                ) : null}
              </>
            )}
            {queue.isError && data ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(queue.error, 'The queue could not be refreshed.')} Showing the last list received.
              </p>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function EmptyQueue({ tab, filtered, onClear }: { tab: QueueTab; filtered: boolean; onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-slate-800">
        {filtered
          ? 'No reports match these filters.'
          : tab === 'new'
            ? 'No new reports. New ones will appear here.'
            : tab === 'all'
              ? 'No reports in your reach yet.'
              : `No reports are ${TAB_LABELS[tab].toLowerCase()}.`}
      </p>
      {filtered ? (
        <Button variant="secondary" className="mt-3" onClick={onClear}>
          Clear search and filters
        </Button>
      ) : null}
    </div>
  );
}
