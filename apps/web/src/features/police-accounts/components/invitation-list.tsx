import { useState } from 'react';
import {
  INVITATION_STATUSES,
  INVITATION_STATUS_LABELS,
  POLICE_ACCOUNT_MESSAGES,
  describePosting,
  roleLabel,
  type Invitation,
  type InvitationStatus,
} from '@safeogun/contract/police-accounts';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { ListPagination } from '../../../components/ui/pagination';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/use-invitations';
import { InvitationStatusBadge } from './badges';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TableHead } from '../../../components/ui/table-head';
import { Section } from '../../../components/ui/section';

type Filter = 'all' | InvitationStatus;
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...INVITATION_STATUSES.map((status) => ({ value: status, label: INVITATION_STATUS_LABELS[status] })),
];

/** An accepted or revoked invitation is final; a pending or expired one can be sent again or revoked. */
const isOpen = (invitation: Invitation) => invitation.status === 'pending' || invitation.status === 'expired';

function Actions({
  invitation,
  onResend,
  onRevoke,
  busy,
}: {
  invitation: Invitation;
  onResend: () => void;
  onRevoke: () => void;
  busy: boolean;
}) {
  if (!isOpen(invitation)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={busy}
        onClick={onResend}
        aria-label={`Resend the invitation to ${invitation.email}`}
      >
        Resend
      </Button>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={onRevoke}
        aria-label={`Revoke the invitation to ${invitation.email}`}
      >
        Revoke
      </Button>
    </div>
  );
}

/** When the link ends, or what ended it. */
function whenText(invitation: Invitation) {
  switch (invitation.status) {
    case 'accepted':
      return `Accepted ${formatDate(invitation.acceptedAt)}`;
    case 'revoked':
      return `Revoked ${formatDate(invitation.revokedAt)}`;
    case 'expired':
      return `Expired ${formatDate(invitation.expiresAt)}`;
    case 'pending':
      return `Link valid until ${formatDateTime(invitation.expiresAt)}`;
  }
}

/** Invitations by status, newest first: a table on a desktop, cards on a phone; resend, and revoke after a confirm. */
export function InvitationList() {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const invitations = useInvitations({ page, size: 20, status: filter === 'all' ? undefined : filter });
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  async function onResend(invitation: Invitation) {
    try {
      await resend.mutateAsync(invitation.id);
      toast.success(`${POLICE_ACCOUNT_MESSAGES.resent} (${invitation.email})`);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  }

  async function onRevoke() {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(POLICE_ACCOUNT_MESSAGES.revoked);
      setRevoking(null);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  }

  const rows = invitations.data?.data ?? [];
  const actions = (invitation: Invitation) => (
    <Actions
      invitation={invitation}
      busy={resend.isPending && resend.variables === invitation.id}
      onResend={() => void onResend(invitation)}
      onRevoke={() => setRevoking(invitation)}
    />
  );

  return (
    <Section title="Invitations" className="space-y-4" titleClassName="text-lg font-bold text-brand-900">
      <Tabs
        label="Invitations by status"
        variant="chip"
        value={filter}
        onValueChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        tabs={FILTERS}
      >
        {FILTERS.map(({ value }) => (
          <TabPanel key={value} value={value} className="mt-4">
            {invitations.isLoading ? (
              <Spinner label="Loading invitations" />
            ) : invitations.isError ? (
              <LoadError
                message={errorMessage(invitations.error, 'The invitations could not be loaded.')}
                onRetry={() => void invitations.refetch()}
              />
            ) : rows.length === 0 ? (
              <p className="text-slate-600">
                No invitations
                {value === 'all' ? ' yet' : ` ${INVITATION_STATUS_LABELS[value as InvitationStatus].toLowerCase()}`}.
              </p>
            ) : (
              <>
                <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Invitations</caption>
                    <TableHead
                      columns={['Email', 'Role and posting', 'Status', 'Sent']}
                      actions
                      cellClassName="px-4 py-3"
                    />
                    <tbody>
                      {rows.map((invitation) => (
                        <tr key={invitation.id} className="border-t border-slate-100 align-top">
                          <td className="px-4 py-3 font-medium break-all text-slate-900">{invitation.email}</td>
                          <td className="px-4 py-3 text-slate-700">
                            {roleLabel(invitation.role)}
                            <span className="block text-xs text-slate-500">{describePosting(invitation)}</span>
                          </td>
                          <td className="px-4 py-3">
                            <InvitationStatusBadge status={invitation.status} />
                            <span className="block pt-1 text-xs text-slate-500">{whenText(invitation)}</span>
                          </td>
                          <td className="px-4 py-3 text-slate-600">
                            {formatDate(invitation.createdAt)}
                            {invitation.invitedBy?.fullName ? (
                              <span className="block text-xs text-slate-500">by {invitation.invitedBy.fullName}</span>
                            ) : null}
                          </td>
                          <td className="px-4 py-3">{actions(invitation)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <ul className="space-y-3 md:hidden" aria-label="Invitations">
                  {rows.map((invitation) => (
                    <li key={invitation.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
                      <div className="flex items-start justify-between gap-2">
                        <p className="min-w-0 font-medium break-all text-slate-900">{invitation.email}</p>
                        <InvitationStatusBadge status={invitation.status} />
                      </div>
                      <p className="text-sm text-slate-700">
                        {roleLabel(invitation.role)}: {describePosting(invitation)}
                      </p>
                      <p className="text-xs text-slate-500">
                        Sent {formatDate(invitation.createdAt)}. {whenText(invitation)}
                      </p>
                      {actions(invitation)}
                    </li>
                  ))}
                </ul>
                {invitations.data ? (
                  <ListPagination
                    pagination={invitations.data.pagination}
                    onChange={setPage}
                    label="Invitation pages"
                  />
                ) : null}
              </>
            )}
          </TabPanel>
        ))}
      </Tabs>

      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this invitation?"
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        onConfirm={() => void onRevoke()}
        onCancel={() => setRevoking(null)}
      >
        The link sent to <strong className="break-all">{revoking?.email}</strong> will stop working at once. You can
        invite the address again later.
      </ConfirmDialog>
    </Section>
  );
}
