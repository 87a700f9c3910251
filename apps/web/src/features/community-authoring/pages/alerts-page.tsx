import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { COMMUNITY_MESSAGES, type SecurityAlert } from '@safeogun/contract/community';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { AuthoringListPage, ConsoleTable } from '../../../components/console/authoring';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DataColumn } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/console/query-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdminAlerts, useWithdrawAlert } from '../api/use-community-authoring';
import { CommunityNav } from '../components/community-nav';
import { AlertStateLine, SeverityBadge } from '../components/severity-badge';
import { alertState, placesOf, type AlertState } from '../lib/forms';

const TABS: readonly { value: AlertState; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
  { value: 'withdrawn', label: 'Withdrawn' },
];

/**
 * /console/community/alerts (administrators, State HQ, area commanders): the security alerts in the account's
 * reach, active, expired or withdrawn; an active one can be withdrawn (hidden at once, audited).
 */
export default function AlertsPage() {
  const [tab, setTab] = useState<AlertState>('active');
  const [withdrawing, setWithdrawing] = useState<SecurityAlert | null>(null);
  const alerts = useAdminAlerts();
  const withdraw = useWithdrawAlert();
  const rows = (alerts.data ?? []).filter((a) => alertState(a) === tab);

  const columns: DataColumn<SecurityAlert>[] = [
    {
      label: 'Alert',
      cell: (a) => (
        <div className="space-y-1">
          <p className="font-semibold text-slate-900">{a.title}</p>
          <p className="line-clamp-2 text-slate-600">{a.body}</p>
        </div>
      ),
    },
    { label: 'Severity', cell: (a) => <SeverityBadge severity={a.severity} /> },
    { label: 'For', cell: (a) => placesOf(a.lgas) },
    {
      label: 'Shown',
      cell: (a) => (
        <span className="text-slate-700">
          From {formatDateTime(a.createdAt)}. <AlertStateLine alert={a} />
        </span>
      ),
    },
    ...(tab === 'active'
      ? [
          {
            label: 'Action',
            cell: (a: SecurityAlert) => (
              <Button
                variant="secondary"
                className="text-red-700"
                aria-label={`Withdraw ${a.title}`}
                onClick={() => setWithdrawing(a)}
              >
                Withdraw
              </Button>
            ),
          },
        ]
      : []),
  ];

  const table = (
    <QueryState
      data={rows}
      query={alerts}
      what="the security alerts"
      empty={rows.length === 0 && (tab === 'active' ? 'No alert is showing now.' : `No ${tab} alerts.`)}
    >
      {(rows) => (
        <ConsoleTable
          columns={columns}
          rows={rows}
          caption={`${TABS.find((t) => t.value === tab)!.label} security alerts`}
        />
      )}
    </QueryState>
  );

  return (
    <AuthoringListPage
      title="Security alerts"
      description="Alerts for the residents of some LGAs, on the community hub until they expire or are withdrawn."
      nav={<CommunityNav />}
      create={{ to: '/console/community/alerts/new', label: 'Publish an alert', icon: Megaphone }}
      tabs={{ value: tab, onValueChange: setTab, label: 'Security alerts by state', tabs: TABS }}
      list={table}
    >
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw this alert?"
        confirmLabel="Withdraw the alert"
        pending={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw.mutate(withdrawing.id, {
            onSuccess: () => {
              toast.success(COMMUNITY_MESSAGES.alertWithdrawn);
              setWithdrawing(null);
            },
            onError: (error) => toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong)),
          });
        }}
      >
        <p>
          <strong>{withdrawing?.title}</strong> leaves the community hub and the dashboards at once. Residents already
          notified keep the notice they got.
        </p>
      </ConfirmDialog>
    </AuthoringListPage>
  );
}
