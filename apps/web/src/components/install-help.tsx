import { Modal } from './ui/modal';
import { Trans } from '@lingui/react';
import { Button } from './ui/button';
import { useInstallMessages } from './locales/install/messages';

const platform = <strong className="text-slate-900" />;

/** The steps to add SafeOgun to a home screen where the browser offers no install prompt of its own. */
export default function InstallHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { _ } = useInstallMessages();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={_('install.title')}
      description={_('install.description')}
      sheet
    >
      <ul className="space-y-3 text-sm text-slate-700">
        <li>
          <Trans id="install.android" components={{ 0: platform, 1: <em />, 2: <em /> }} />
        </li>
        <li>
          <Trans id="install.iphone" components={{ 0: platform, 1: <em /> }} />
        </li>
        <li>
          <Trans id="install.computer" components={{ 0: platform, 1: <em /> }} />
        </li>
      </ul>
      <p className="mt-4 text-sm text-slate-600">{_('install.noStore')}</p>
      <Button className="mt-4 w-full" onClick={onClose}>
        {_('install.ok')}
      </Button>
    </Modal>
  );
}
