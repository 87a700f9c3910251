import { useState, type ChangeEvent } from 'react';
import {
  POLICE_ACCOUNT_MESSAGES,
  POLICE_ACCOUNT_STATUSES,
  describePosting,
  roleLabel,
  type PoliceAccount,
  type PoliceAccountStatus,
} from '@safeogun/contract/police-accounts';
import type { PoliceRole } from '@safeogun/contract/roles';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ListPagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select';
import { LoadError, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useUserId } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDisablePoliceAccount, useEnablePoliceAccount, usePoliceAccounts } from '../api/use-police-accounts';
import { AccountStatusBadge } from './badges';
import { ChangeRoleDialog } from './change-role-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ROLE_OPTIONS } from './posting-fields';
import { TableHead } from '../../../components/ui/table-head';

const STATUS_OPTIONS = POLICE_ACCOUNT_STATUSES.map((status) => ({
  value: status,
  label: status === 'active' ? 'Active' : 'Disabled',
}));
const ROLE_FILTER = { label: 'Role', id: 'accounts-role', placeholder: 'All roles', options: ROLE_OPTIONS };
const STATUS_FILTER = { label: 'Status', id: 'accounts-status', placeholder: 'Any status', options: STATUS_OPTIONS };

/** Police accounts: filters, a table on a desktop and cards on a phone; change role, disable or enable each. */
export function PoliceAccountList() {
  const me = useUserId();
  const [role, setRole] = useState<PoliceRole | ''>('');
  const [status, setStatus] = useState<PoliceAccountStatus | ''>('');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  /** A new filter value starts again from the first page. */
  const refilter =
    <T extends string>(set: (value: T) => void) =>
    (event: ChangeEvent<HTMLSelectElement>) => {
      set(event.target.value as T);
      setPage(1);
    };
  const accounts = usePoliceAccounts({
    page,
    size: 20,
    role: role || undefined,
    status: status || undefined,
    q: query || undefined,
  });
  const disable = useDisablePoliceAccount();
  const enable = useEnablePoliceAccount();
  const [changing, setChanging] = useState<PoliceAccount | null>(null);
  const [toggling, setToggling] = useState<PoliceAccount | null>(null);

  async function onToggle() {
    if (!toggling) return;
    const disabling = toggling.status === 'active';
    try {
      await (disabling ? disable : enable).mutateAsync(toggling.id);
      toast.success(disabling ? POLICE_ACCOUNT_MESSAGES.disabled : POLICE_ACCOUNT_MESSAGES.enabled);
      setToggling(null);
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  }

  const rows = accounts.data?.data ?? [];
  const name = (account: PoliceAccount) => account.fullName ?? account.email ?? 'Account';
  const actions = (account: PoliceAccount) => {
    const self = account.id === me;
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => setChanging(account)}
          aria-label={`Change the role of ${name(account)}`}
        >
          Change role
        </Button>
        {self ? null : (
          <Button
            variant="ghost"
            className={account.status === 'active' ? 'text-red-700 hover:bg-red-50' : undefined}
            onClick={() => setToggling(account)}
            aria-label={`${account.status === 'active' ? 'Disable' : 'Enable'} ${name(account)}`}
          >
            {account.status === 'active' ? 'Disable' : 'Enable'}
          </Button>
        )}
      </div>
    );
  };
  const who = (account: PoliceAccount) => (
    <>
      <span className="font-medium text-slate-900">{name(account)}</span>
      {account.id === me ? <span className="ml-2 rounded bg-brand-50 px-1.5 text-xs text-brand-800">You</span> : null}
      <span className="block text-xs break-all text-slate-500">{account.email}</span>
    </>
  );

  return (
    <section aria-labelledby="accounts-heading" className="space-y-4">
      <h2 id="accounts-heading" className="sr-only">
        Police accounts
      </h2>
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(search.trim());
          setPage(1);
        }}
      >
        <Field label="Search name or email" id="accounts-search">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        </Field>
        <SelectField {...ROLE_FILTER} value={role} onChange={refilter<PoliceRole | ''>(setRole)} />
        <SelectField {...STATUS_FILTER} value={status} onChange={refilter<PoliceAccountStatus | ''>(setStatus)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {accounts.isLoading ? (
        <Spinner label="Loading police accounts" />
      ) : accounts.isError ? (
        <LoadError
          message={errorMessage(accounts.error, 'The police accounts could not be loaded.')}
          onRetry={() => void accounts.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-slate-600">No police accounts match.</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Police accounts</caption>
              <TableHead columns={['Name', 'Role', 'Posting', 'Status']} actions cellClassName="px-4 py-3" />
              <tbody>
                {rows.map((account) => (
                  <tr key={account.id} className="border-t border-slate-100 align-top">
                    <td className="px-4 py-3">{who(account)}</td>
                    <td className="px-4 py-3 text-slate-700">{roleLabel(account.role)}</td>
                    <td className="px-4 py-3 text-slate-700">{describePosting(account)}</td>
                    <td className="px-4 py-3">
                      <AccountStatusBadge status={account.status} />
                      {account.disabledAt ? (
                        <span className="block pt-1 text-xs text-slate-500">
                          since {formatDate(account.disabledAt)}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{actions(account)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Police accounts">
            {rows.map((account) => (
              <li key={account.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0">{who(account)}</p>
                  <AccountStatusBadge status={account.status} />
                </div>
                <p className="text-sm text-slate-700">
                  {roleLabel(account.role)}: {describePosting(account)}
                </p>
                {actions(account)}
              </li>
            ))}
          </ul>
          {accounts.data ? (
            <ListPagination pagination={accounts.data.pagination} onChange={setPage} label="Police account pages" />
          ) : null}
        </>
      )}

      <ChangeRoleDialog account={changing} onClose={() => setChanging(null)} />
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.status === 'active' ? 'Disable this account?' : 'Enable this account?'}
        confirmLabel={toggling?.status === 'active' ? 'Disable account' : 'Enable account'}
        danger={toggling?.status === 'active'}
        pending={disable.isPending || enable.isPending}
        onConfirm={() => void onToggle()}
        onCancel={() => setToggling(null)}
      >
        {toggling?.status === 'active' ? (
          <>
            <strong>{toggling ? name(toggling) : ''}</strong> will be signed out everywhere at once and cannot log in
            until an administrator enables the account again.
          </>
        ) : (
          <>
            <strong>{toggling ? name(toggling) : ''}</strong> will be able to log in again.
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
