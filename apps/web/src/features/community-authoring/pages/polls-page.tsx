import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Poll } from '@safeogun/contract/community';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAdminPolls } from '../api/use-community-authoring';
import { CommunityPageHeader } from '../components/community-nav';
import { placesOf } from '../lib/forms';

type PollTab = 'open' | 'closed';
const TABS: readonly { value: PollTab; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

const columns: readonly DataColumn<Poll>[] = [
  { label: 'Question', cell: (p) => <span className="font-semibold text-slate-900">{p.question}</span> },
  { label: 'For', cell: (p) => placesOf(p.lgas) },
  { label: 'Closes', cell: (p) => `${p.closed ? 'Closed' : 'Closes'} ${formatDateTime(p.closesAt)}` },
  {
    label: 'Votes',
    cell: (p) => (p.results ? p.results.total.toLocaleString() : '—'),
    className: 'text-right tabular-nums',
  },
];

/**
 * /console/community/polls (administrators, State HQ, area commanders): the polls in the account's reach, open or
 * closed, with their vote totals; each opens its results by LGA.
 */
export default function PollsPage() {
  const [tab, setTab] = useState<PollTab>('open');
  const polls = useAdminPolls();
  const rows = (polls.data ?? []).filter((p) => p.closed === (tab === 'closed'));
  const content = polls.isLoading ? (
    <div className="flex justify-center py-12">
      <Spinner label="Loading the polls" />
    </div>
  ) : polls.isError ? (
    <LoadError
      message={errorMessage(polls.error, 'The polls could not be loaded.')}
      onRetry={() => void polls.refetch()}
    />
  ) : rows.length === 0 ? (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
      {tab === 'open' ? 'No poll is open now.' : 'No poll has closed yet.'}
    </p>
  ) : (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(p) => String(p.id)}
      rowLink={(p) => ({ to: `/console/community/polls/${p.id}`, text: 'Results', label: `Results of ${p.question}` })}
      caption={tab === 'open' ? 'Open polls' : 'Closed polls'}
      tableClassName="overflow-hidden rounded-xl border border-slate-200 bg-white"
    />
  );

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-4 sm:px-4 sm:py-6">
      <title>Polls | SafeOgun Console</title>
      <CommunityPageHeader
        title="Community polls"
        description="Questions for residents of some LGAs. Each resident votes once; nobody can see who voted for what."
      >
        <Link to="/console/community/polls/new" className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Publish a poll
        </Link>
      </CommunityPageHeader>
      <Tabs value={tab} onValueChange={setTab} label="Polls by state" tabs={TABS} variant="chip">
        {TABS.map((t) => (
          <TabPanel key={t.value} value={t.value} className="mt-4">
            {content}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
