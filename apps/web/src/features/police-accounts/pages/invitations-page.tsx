import { InvitationList } from '../components/invitation-list';
import { InviteForm } from '../components/invite-form';

/** /console/admin/invitations (administrators): invite a police account, and the invitations sent. */
export default function InvitationsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">Invitations</h1>
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <InviteForm />
      </div>
      <InvitationList />
    </div>
  );
}
