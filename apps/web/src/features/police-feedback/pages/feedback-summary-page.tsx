import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { feedbackSummaryQuerySchema } from '@safeogun/contract/police-feedback';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/console/query-state';
import { formatDate } from '../../../lib/format';
import { useQueryForm } from '../../../lib/query-form';
import { useFeedbackSummary } from '../api/use-feedback-summary';
import { FeedbackNav } from '../components/feedback-nav';
import { PeriodFields } from '../components/period-fields';
import { SummaryTables, SummaryTotals } from '../components/summary-tables';
import { ConsolePage } from '../../../components/console/authoring';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Period = { from: string; to: string };

/** The contract's rules for GET /police/feedback/summary, on what the form would send (blank fields left out). */
const periodSchema = z.preprocess(
  (form: Period) => ({ from: form.from || undefined, to: form.to || undefined }),
  feedbackSummaryQuerySchema,
);

/** The period in the address bar (`from`, `to`); blank: the server's default, the last 30 days. */
function usePeriod(): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const set = (next: Period) =>
    setParams(new URLSearchParams(Object.entries(next).filter(([, v]) => v) as [string, string][]));
  return [{ from: day('from'), to: day('to') }, set];
}

/** A day of the period as the page shows it ("Nov 1, 2026"), read as the calendar day it names. */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00`);

/**
 * /console/feedback/summary: average ratings and counts of citizens' reviews and feedback over a chosen period, in
 * total, per Area Command and per station, within the officer's reach (State HQ: the state).
 */
export default function FeedbackSummaryPage() {
  const [period, setPeriod] = usePeriod();
  const summary = useFeedbackSummary(period);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useQueryForm<Period>(periodSchema, {
    from: period.from || summary.data?.from || '',
    to: period.to || summary.data?.to || '',
  });
  return (
    <ConsolePage title="Ratings summary" width="max-w-6xl">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Reviews and feedback</h1>
        <p className="text-sm text-slate-600">Average ratings and counts over a period, within your reach.</p>
      </div>
      <FeedbackNav />
      <form
        noValidate
        aria-label="Choose the period"
        onSubmit={(event) => void handleSubmit(setPeriod)(event)}
        className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex sm:flex-row"
      >
        <PeriodFields register={register} errors={errors} />
        <Button type="submit" className="col-span-2">
          Show
        </Button>
      </form>
      <section aria-labelledby="summary-title" aria-busy={summary.isFetching} className="space-y-4">
        <h2 id="summary-title" className="text-lg font-bold text-brand-900">
          {summary.data ? `${dayLabel(summary.data.from)} to ${dayLabel(summary.data.to)}` : 'Summary'}
        </h2>
        <QueryState query={summary} data={summary.data} what="the summary">
          {(data) => (
            <>
              <SummaryTotals total={data.total} />
              <SummaryTables summary={data} />
            </>
          )}
        </QueryState>
      </section>
    </ConsolePage>
  );
}
