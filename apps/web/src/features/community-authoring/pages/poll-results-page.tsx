import { useState } from 'react';
import { useParams } from 'react-router';
import { Download } from 'lucide-react';
import type { Poll } from '@safeogun/contract/community';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { BackLink, ConsolePage } from '../../../components/console/authoring';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select';
import { QueryState } from '../../../components/console/query-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePollResults, usePollResultsCsv } from '../api/use-community-authoring';
import { BarChart } from '../components/bar-chart';
import { CommunityNav } from '../components/community-nav';
import { placesOf } from '../lib/forms';

type Counts = { optionId: number; votes: number }[];
interface LgaRow {
  lga: string;
  counts: Counts;
}

const votesOf = (counts: Counts, optionId: number) => counts.find((c) => c.optionId === optionId)?.votes ?? 0;
const totalOf = (counts: Counts) => counts.reduce((n, c) => n + c.votes, 0);

function ResultsByLga({ poll, byLga }: { poll: Poll; byLga: LgaRow[] }) {
  const [lga, setLga] = useState('');
  const shown = lga ? byLga.find((r) => r.lga === lga)?.counts : poll.results?.counts;
  const columns: DataColumn<LgaRow>[] = [
    { label: 'LGA', cell: (r) => <span className="font-semibold">{r.lga}</span> },
    ...poll.options.map((o) => ({
      label: o.text,
      cell: (r: LgaRow) => votesOf(r.counts, o.id).toLocaleString(),
      className: 'text-right tabular-nums',
    })),
    { label: 'Total', cell: (r) => totalOf(r.counts).toLocaleString(), className: 'text-right tabular-nums' },
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="chart-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="chart-heading" className="text-lg font-semibold text-brand-900">
            {lga ? `Votes in ${lga}` : 'Votes in every LGA'}
          </h2>
          {byLga.length > 0 ? (
            <SelectField
              label="Show the votes of"
              value={lga}
              onChange={(e) => setLga(e.target.value)}
              placeholder="Every LGA"
              options={byLga.map((r) => ({ value: r.lga, label: r.lga }))}
              fieldClassName="w-full space-y-1 sm:w-56"
            />
          ) : null}
        </div>
        <BarChart
          label={lga ? `Votes per option in ${lga}` : 'Votes per option'}
          bars={poll.options.map((o) => ({ label: o.text, value: votesOf(shown ?? [], o.id) }))}
        />
      </section>
      <section aria-labelledby="by-lga-heading" className="space-y-3">
        <h2 id="by-lga-heading" className="text-lg font-semibold text-brand-900">
          By LGA
        </h2>
        <p className="text-sm text-slate-600">
          Each vote counts in the LGA of the voter&apos;s profile station (&quot;Unknown&quot; without one).
        </p>
        {byLga.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
            No votes yet.
          </p>
        ) : (
          <DataTable
            columns={columns}
            rows={byLga}
            rowKey={(r) => r.lga}
            caption="Votes per option in each LGA"
            tableClassName="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          />
        )}
      </section>
    </div>
  );
}

/**
 * /console/community/polls/{id} (administrators, State HQ, area commanders within their command): a poll's
 * results as a bar chart, by LGA, and as a CSV file. Counts only: no person is ever shown.
 */
export default function PollResultsPage() {
  const { id } = useParams();
  const pollId = id && /^\d+$/.test(id) ? Number(id) : null;
  const results = usePollResults(pollId);
  const csv = usePollResultsCsv();
  const poll = results.data?.poll;
  return (
    <ConsolePage title="Poll results">
      <CommunityNav />
      <BackLink to="/console/community/polls">All polls</BackLink>
      <QueryState query={results} data={poll} what="the results">
        {(poll) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="min-w-0">
                <h1 className="break-words text-2xl font-bold text-brand-900">{poll.question}</h1>
                <p className="mt-1 text-sm text-slate-600">
                  For {placesOf(poll.lgas)} · {poll.closed ? 'Closed' : 'Closes'} {formatDateTime(poll.closesAt)} ·{' '}
                  {(poll.results?.total ?? 0).toLocaleString()} {poll.results?.total === 1 ? 'vote' : 'votes'}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={csv.isPending}
                onClick={() =>
                  csv.mutate(poll.id, {
                    onError: (error) => toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong)),
                  })
                }
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                Download CSV
              </Button>
            </div>
            <ResultsByLga poll={poll} byLga={results.data!.byLga} />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
