import { useState } from 'react';
import { TIP_TOPICS, TIP_TOPIC_NAMES, type Tip, type TipTopic } from '@safeogun/contract/community';
import { AuthoringListPage, ConsoleTable, titleColumn } from '../../../components/console/authoring';
import type { DataColumn } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select';
import { QueryState } from '../../../components/console/query-state';
import { formatDateTime } from '../../../lib/format';
import { useAdminTips } from '../api/use-community-authoring';
import { CommunityNav } from '../components/community-nav';
import { TipStateBadge } from '../components/tip-state';

type StateTab = 'all' | 'draft' | 'published';
const TABS: readonly { value: StateTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
];

const columns: readonly DataColumn<Tip>[] = [
  titleColumn((t) => `/console/community/tips/${t.id}`),
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
  const table = (
    <QueryState data={rows} query={list} what="the safety tips" empty={rows.length === 0 && 'No safety tips here yet.'}>
      {(rows) => <ConsoleTable columns={columns} rows={rows} caption="Safety tips" />}
    </QueryState>
  );

  return (
    <AuthoringListPage
      title="Safety tips"
      description="Short guides by topic on the community hub: a title, a one-line summary and numbered steps."
      nav={<CommunityNav />}
      create={{ to: '/console/community/tips/new', label: 'Write a tip' }}
      tabs={{
        value: tab,
        onValueChange: setTab,
        label: 'Safety tips by state',
        tabs: TABS,
        toolbar: (
          <SelectField
            label="Topic"
            value={topic}
            onChange={(e) => setTopic(e.target.value as TipTopic | '')}
            placeholder="All topics"
            options={TIP_TOPICS.map((t) => ({ value: t, label: TIP_TOPIC_NAMES[t] }))}
            fieldClassName="w-full space-y-1 sm:w-72"
          />
        ),
      }}
      list={table}
    />
  );
}
