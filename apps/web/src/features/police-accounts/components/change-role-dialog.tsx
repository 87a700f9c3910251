import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  POLICE_ACCOUNT_MESSAGES,
  policeAccountUpdateBodySchema,
  type PoliceAccount,
  type PoliceAccountUpdate,
  type PoliceAccountUpdateBody,
} from '@safeogun/contract/police-accounts';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { DialogButtons } from '../../../components/console/dialog-buttons';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdatePoliceAccount } from '../api/use-police-accounts';
import { PostingFields } from './posting-fields';
import { showServerFieldErrors } from '../../../lib/form';

/** The role and posting of one account, changed together (the form opens on the current ones). */
function ChangeRoleForm({ account, onDone }: { account: PoliceAccount; onDone: () => void }) {
  const update = useUpdatePoliceAccount();
  const form = useForm<PoliceAccountUpdateBody, unknown, PoliceAccountUpdate>({
    resolver: zodResolver(policeAccountUpdateBodySchema),
    defaultValues: {
      role: account.role,
      stationId: account.station?.id ?? null,
      areaCommandId: account.areaCommand?.id ?? null,
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: account.id, body: values });
      toast.success(POLICE_ACCOUNT_MESSAGES.updated);
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, ['role', 'stationId', 'areaCommandId']))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PostingFields form={form} idPrefix="change-role" />
      <DialogButtons onCancel={onDone} label="Save role and posting" pending={update.isPending} />
    </form>
  );
}

export function ChangeRoleDialog({ account, onClose }: { account: PoliceAccount | null; onClose: () => void }) {
  return (
    <Modal
      open={account !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Change role and posting"
      description={
        account ? `${account.fullName ?? account.email}: the change applies from their next request.` : undefined
      }
    >
      {account ? <ChangeRoleForm key={account.id} account={account} onDone={onClose} /> : null}
    </Modal>
  );
}
