import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { TIP_TOPICS, TIP_TOPIC_NAMES, type Tip, type TipTopic } from '@safeogun/contract/community';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAdminTips } from '../api/use-community-authoring';
import { CommunityPageHeader } from '../components/community-nav';
import { TipStateBadge } from '../components/tip-state';

type StateTab = 'all' | 'draft' | 'published';
const TABS: readonly { value: StateTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
];

const columns: readonly DataColumn<Tip>[] = [
  {
    label: 'Title',
    cell: (t) => (
      <Link to={`/console/community/tips/${t.id}`} className="font-semibold text-brand-800 hover:underline">
        {t.title}
      </Link>
    ),
  },
  { label: 'Topic', cell: (t) => TIP_TOPIC_NAMES[t.topic] },
  { label: 'State', cell: (t) => <TipStateBadge tip={t} /> },
  { label: 'Last changed', cell: (t) => formatDateTime(t.updatedAt) },
];

/**
 * /console/community/tips (administrators): every safety tip, drafts and published, by topic; opens the editor.
 * The starter tips are here too, the command's to edit or unpublish like any other.
 */
export default function TipsListPage() {
  const [tab, setTab] = useState<StateTab>('all');
  const [topic, setTopic] = useState<TipTopic | ''>('');
  const list = useAdminTips(tab === 'all' ? undefined : tab);
  const rows = (list.data ?? []).filter((t) => !topic || t.topic === topic);
  const content = list.isLoading ? (
    <div className="flex justify-center py-12">
      <Spinner label="Loading the safety tips" />
    </div>
  ) : list.isError ? (
    <LoadError
      message={errorMessage(list.error, 'The safety tips could not be loaded.')}
      onRetry={() => void list.refetch()}
    />
  ) : rows.length === 0 ? (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
      No safety tips here yet.
    </p>
  ) : (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(t) => String(t.id)}
      caption="Safety tips"
      tableClassName="overflow-hidden rounded-xl border border-slate-200 bg-white"
    />
  );

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-4 sm:px-4 sm:py-6">
      <title>Safety tips | SafeOgun Console</title>
      <CommunityPageHeader
        title="Safety tips"
        description="Short guides by topic on the community hub: a title, a one-line summary and numbered steps."
      >
        <Link to="/console/community/tips/new" className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Write a tip
        </Link>
      </CommunityPageHeader>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label="Safety tips by state"
        tabs={TABS}
        variant="chip"
        toolbar={
          <SelectField
            label="Topic"
            value={topic}
            onChange={(e) => setTopic(e.target.value as TipTopic | '')}
            placeholder="All topics"
            options={TIP_TOPICS.map((t) => ({ value: t, label: TIP_TOPIC_NAMES[t] }))}
            fieldClassName="w-full space-y-1 sm:w-72"
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
