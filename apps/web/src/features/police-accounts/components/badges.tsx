import { Badge } from '../../../components/ui/badge';
import {
  INVITATION_STATUS_LABELS,
  type InvitationStatus,
  type PoliceAccountStatus,
} from '@safeogun/contract/police-accounts';

const INVITATION_CLASSES: Record<InvitationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-800',
  expired: 'bg-slate-200 text-slate-700',
  revoked: 'bg-red-100 text-red-800',
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return <Badge className={INVITATION_CLASSES[status]}>{INVITATION_STATUS_LABELS[status]}</Badge>;
}

export function AccountStatusBadge({ status }: { status: PoliceAccountStatus }) {
  return (
    <Badge className={status === 'active' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}>
      {status === 'active' ? 'Active' : 'Disabled'}
    </Badge>
  );
}
