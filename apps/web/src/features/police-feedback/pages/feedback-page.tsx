import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { POLICE_FEEDBACK_MESSAGES } from '@safeogun/contract/police-feedback';
import { Button } from '../../../components/ui/button';
import { PagedList } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/console/query-state';
import { useFeedbackEntries } from '../api/use-feedback-entries';
import { FeedbackEntryCard } from '../components/feedback-entry';
import { FeedbackFiltersForm } from '../components/feedback-filters-form';
import { FeedbackNav } from '../components/feedback-nav';
import { readFeedbackFilters, writeFeedbackFilters, type FeedbackFilters } from '../lib/feedback-filters';
import { ConsolePage } from '../../../components/console/authoring';

/**
 * /console/feedback (every police role): citizens' reviews of cases and feedback to stations within the officer's
 * reach, newest first, filtered and paged on the server, each answered in place.
 */
export default function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFeedbackFilters(params), [params]);
  const list = useFeedbackEntries(filters);
  const entries = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const apply = (next: Partial<FeedbackFilters>) => setParams(writeFeedbackFilters({ ...filters, page: 1, ...next }));
  const place = filters.stationId
    ? (entries.find((e) => e.station?.id === filters.stationId)?.station?.formation ?? 'One station')
    : filters.areaCommandId
      ? (entries.find((e) => e.areaCommand?.id === filters.areaCommandId)?.areaCommand?.name ?? 'One Area Command')
      : null;

  return (
    <ConsolePage title="Reviews and feedback">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Reviews and feedback</h1>
        <p className="text-sm text-slate-600">
          What citizens said about your station and the cases you reach. A citizen who asked to stay hidden is never
          named here.
        </p>
      </div>
      <FeedbackNav />
      <FeedbackFiltersForm filters={filters} onApply={apply} />
      {place ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">Only: {place}</span>
          <Button variant="ghost" onClick={() => apply({ stationId: null, areaCommandId: null })}>
            <X className="h-4 w-4" aria-hidden="true" /> Show all in my reach
          </Button>
        </p>
      ) : null}
      <section aria-labelledby="feedback-entries" aria-busy={list.isFetching} className="space-y-3">
        <h2 id="feedback-entries" className="sr-only">
          Entries
        </h2>
        <QueryState query={list} data={entries} what="reviews and feedback">
          {() =>
            entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
                {POLICE_FEEDBACK_MESSAGES.noEntries}
              </p>
            ) : (
              <PagedList
                pagination={pagination}
                shown={entries.length}
                label="Reviews and feedback pages"
                onPage={(page) => setParams(writeFeedbackFilters({ ...filters, page }))}
              >
                <ul className="space-y-3">
                  {entries.map((entry) => (
                    <li key={`${entry.kind}-${entry.id}`}>
                      <FeedbackEntryCard entry={entry} />
                    </li>
                  ))}
                </ul>
              </PagedList>
            )
          }
        </QueryState>
      </section>
    </ConsolePage>
  );
}
