import type { Open311Key } from '@safeogun/contract/open311';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { DialogButtons } from '../../../components/console/dialog-buttons';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRevokeOpen311Key } from '../api/use-open311-keys';

/** Asks before revoking: the app's next request with the key is refused, and that cannot be undone. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: Open311Key | null; onClose: () => void }) {
  const revoke = useRevokeOpen311Key();
  const confirm = async () => {
    if (!apiKey) return;
    try {
      await revoke.mutateAsync(apiKey.id);
      toast.success(`The key of ${apiKey.name} is revoked.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };
  return (
    <Modal
      open={apiKey !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={apiKey ? `Revoke the key of ${apiKey.name}?` : 'Revoke the key?'}
      description="The app can no longer file reports with it. Reports it already filed stay. This cannot be undone: a new key can be issued instead."
    >
      <DialogButtons
        onCancel={onClose}
        cancelLabel="Keep the key"
        label="Revoke key"
        pending={revoke.isPending}
        pendingLabel="Revoking..."
        variant="danger"
        onConfirm={() => void confirm()}
      />
    </Modal>
  );
}
