import { useState } from 'react';
import type { Poll } from '@safeogun/contract/community';
import { AuthoringListPage, ConsoleTable } from '../../../components/console/authoring';
import type { DataColumn } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/console/query-state';
import { formatDateTime } from '../../../lib/format';
import { useAdminPolls } from '../api/use-community-authoring';
import { CommunityNav } from '../components/community-nav';
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
  const table = (
    <QueryState
      data={rows}
      query={polls}
      what="the polls"
      empty={rows.length === 0 && (tab === 'open' ? 'No poll is open now.' : 'No poll has closed yet.')}
    >
      {(rows) => (
        <ConsoleTable
          columns={columns}
          rows={rows}
          rowLink={(p) => ({
            to: `/console/community/polls/${p.id}`,
            text: 'Results',
            label: `Results of ${p.question}`,
          })}
          caption={tab === 'open' ? 'Open polls' : 'Closed polls'}
        />
      )}
    </QueryState>
  );

  return (
    <AuthoringListPage
      title="Polls"
      heading="Community polls"
      description="Questions for residents of some LGAs. Each resident votes once; nobody can see who voted for what."
      nav={<CommunityNav />}
      create={{ to: '/console/community/polls/new', label: 'Publish a poll' }}
      tabs={{ value: tab, onValueChange: setTab, label: 'Polls by state', tabs: TABS }}
      list={table}
    />
  );
}
