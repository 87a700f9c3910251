import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { OPEN311_BASE_PATH, type Open311Key } from '@safeogun/contract/open311';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import type { DataColumn } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/console/query-state';
import { formatDateTime } from '../../../lib/format';
import { useOpen311Keys } from '../api/use-open311-keys';
import { IssueKeyDialog } from '../components/issue-key-dialog';
import { RevokeKeyDialog } from '../components/revoke-key-dialog';
import { ConsolePage, ConsoleTable } from '../../../components/console/authoring';

/**
 * /console/admin/open311-keys (administrators): the keys other civic apps file reports with through Open311
 * GeoReport v2. A key is shown once when issued; the list tells keys apart by their first characters, and says
 * when each was last used and how many reports it filed. Issuing and revoking are recorded in the audit log.
 */
export default function Open311KeysPage() {
  const keys = useOpen311Keys();
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Open311Key | null>(null);
  const endpoint = `${window.location.origin}${OPEN311_BASE_PATH}/`;

  const columns: DataColumn<Open311Key>[] = [
    { label: 'App', cell: (k) => <span className="font-semibold text-slate-900">{k.name}</span> },
    { label: 'Key', cell: (k) => <code className="font-mono text-sm">{k.prefix}...</code> },
    {
      label: 'Issued',
      cell: (k) => (
        <span>
          {formatDateTime(k.createdAt)}
          {k.createdBy ? <span className="block text-slate-600">by {k.createdBy}</span> : null}
        </span>
      ),
    },
    { label: 'Last used', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
    { label: 'Reports filed', cell: (k) => k.reportCount },
    {
      label: 'Status',
      cell: (k) =>
        k.revokedAt ? (
          <span className="text-slate-700">Revoked {formatDateTime(k.revokedAt)}</span>
        ) : (
          <span className="font-semibold text-green-800">Live</span>
        ),
    },
    {
      label: 'Action',
      cell: (k) =>
        k.revokedAt ? (
          <span className="text-slate-600">None</span>
        ) : (
          <Button variant="secondary" onClick={() => setRevoking(k)} aria-label={`Revoke the key of ${k.name}`}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <ConsolePage title="Open311 keys">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Open311 keys</h1>
          <p className="mt-1 text-sm text-slate-600">
            Other civic apps read the reports the crime map shows and file new ones through the open Open311 GeoReport
            v2 standard. Reading is public; filing needs a key issued here. Their reports reach the queue as anonymous
            reports from the Open311 channel. Issuing and revoking a key are recorded in the audit log.
          </p>
        </div>
        <Button onClick={() => setIssuing(true)} className="shrink-0">
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          Issue a key
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm">
        <span className="text-slate-700">Endpoint:</span>
        <code className="min-w-0 break-all font-mono text-slate-900">{endpoint}</code>
        <CopyButton text={endpoint} label="Copy the Open311 endpoint" />
      </div>
      <QueryState
        query={keys}
        data={keys.data ?? []}
        what="the keys"
        empty={!keys.data?.length && 'No key has been issued yet.'}
      >
        {(rows) => <ConsoleTable columns={columns} rows={rows} caption="Open311 API keys" />}
      </QueryState>
      <IssueKeyDialog open={issuing} onClose={() => setIssuing(false)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </ConsolePage>
  );
}
