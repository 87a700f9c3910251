import { PoliceAccountList } from '../components/police-account-list';

/** /console/admin/accounts (administrators): police accounts, their roles and postings, disabling. */
export default function PoliceAccountsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">Police accounts</h1>
        <p className="text-sm text-slate-600">
          Change a role and its posting, or disable an account: its sign-ins end at once. New accounts come by
          invitation.
        </p>
      </div>
      <PoliceAccountList />
    </div>
  );
}
