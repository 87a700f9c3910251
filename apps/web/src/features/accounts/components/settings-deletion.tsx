import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { saveFile } from '../../../lib/save-file';
import { useDeleteAccount, useExportData } from '../api/hooks';
import { Modal, ModalActions } from '../../../components/ui/modal';

function download(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(blob, `safeogun-my-data-${new Date().toISOString().slice(0, 10)}.json`);
}

export function SettingsDeletion({ onDeleted }: { onDeleted: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const exporter = useExportData();
  const remove = useDeleteAccount();

  async function downloadData() {
    try {
      download(await exporter.mutateAsync());
      toast.success('Your data has been downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download your data. Please try again.'));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync();
      setOpen(false);
      toast.success(ACCOUNT_DELETION_MESSAGES.success);
      onDeleted();
    } catch (error) {
      setOpen(false);
      if (error instanceof ApiError && error.status === 401) {
        toast.error(ACCOUNT_DELETION_MESSAGES.sessionExpired);
        navigate('/login');
      } else if (error instanceof ApiError && error.status === 403) toast.error(ACCOUNT_DELETION_MESSAGES.forbidden);
      else toast.error(ACCOUNT_DELETION_MESSAGES.failed);
    }
  }

  return (
    <section aria-labelledby="deletion-heading" className="max-w-xl space-y-5">
      <h2 id="deletion-heading" className="text-xl font-semibold text-slate-900">
        Account Deletion
      </h2>
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          Deleting your account erases your name, email, phone number, address, emergency contacts and sign-ins. This
          cannot be undone.
        </p>
        <p>
          Reports you filed stay with the police so that cases can be completed, but they are no longer linked to you.
        </p>
        <p>You can download a copy of your data first.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void downloadData()} disabled={exporter.isPending}>
          {exporter.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <Modal
        size="sm"
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="Are you sure you want to delete your account? Your personal data will be erased and you will be logged out."
      >
        <ModalActions>
          <Button variant="secondary" onClick={() => void downloadData()} disabled={exporter.isPending}>
            Download my data first
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Yes, delete my account'}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </ModalActions>
      </Modal>
    </section>
  );
}
