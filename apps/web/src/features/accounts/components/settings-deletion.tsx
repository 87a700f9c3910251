import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { saveFile } from '../../../lib/save-file';
import { useDeleteAccount, useExportData } from '../api/hooks';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { localized } from '../../../lib/i18n';
import { useSettingsMessages } from '../locales/settings/messages';
import { SettingsSection } from './settings-section';

function download(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(blob, `safeogun-my-data-${new Date().toISOString().slice(0, 10)}.json`);
}

export function SettingsDeletion({ onDeleted }: { onDeleted: () => void }) {
  const { _ } = useSettingsMessages();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const exporter = useExportData();
  const remove = useDeleteAccount();

  async function downloadData() {
    try {
      download(await exporter.mutateAsync());
      toast.success(_('settings.deletion.downloaded'));
    } catch (error) {
      toast.error(errorMessage(error, _('settings.deletion.downloadFailed')));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync();
      setOpen(false);
      toast.success(localized(ACCOUNT_DELETION_MESSAGES.success));
      onDeleted();
    } catch (error) {
      setOpen(false);
      if (error instanceof ApiError && error.status === 401) {
        toast.error(localized(ACCOUNT_DELETION_MESSAGES.sessionExpired));
        navigate('/login');
      } else if (error instanceof ApiError && error.status === 403)
        toast.error(localized(ACCOUNT_DELETION_MESSAGES.forbidden));
      else toast.error(localized(ACCOUNT_DELETION_MESSAGES.failed));
    }
  }

  return (
    <SettingsSection title={_('settings.section.deletion')} className="max-w-xl space-y-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p>{_('settings.deletion.erases')}</p>
        <p>{_('settings.deletion.reportsStay')}</p>
        <p>{_('settings.deletion.copyFirst')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void downloadData()} disabled={exporter.isPending}>
          {exporter.isPending ? _('settings.deletion.preparing') : _('settings.deletion.download')}
        </Button>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {_('settings.deletion.delete')}
        </Button>
      </div>
      <Modal
        size="sm"
        open={open}
        onOpenChange={setOpen}
        title={_('settings.deletion.confirmTitle')}
        description={_('settings.deletion.confirmBody')}
      >
        <ModalActions>
          <Button variant="secondary" onClick={() => void downloadData()} disabled={exporter.isPending}>
            {_('settings.deletion.downloadFirst')}
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} disabled={remove.isPending}>
            {remove.isPending ? _('settings.deletion.deleting') : _('settings.deletion.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {_('settings.cancel')}
          </Button>
        </ModalActions>
      </Modal>
    </SettingsSection>
  );
}
