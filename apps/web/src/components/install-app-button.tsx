import { lazy, Suspense, useState } from 'react';
import { Download } from 'lucide-react';
import clsx from 'clsx';
import { promptInstall, useInstallState } from '../lib/install-prompt';
import { useSharedMessages } from './locales/shared/messages';

// How to add it by hand, in a dialog loaded only when asked for.
const InstallHelp = lazy(() => import('./install-help'));

/**
 * Install the app: the browser's install prompt where it offers one, else the steps to add SafeOgun to the home
 * screen (decision 014: there is no store listing). Says so once it runs installed.
 */
export function InstallAppButton({ className }: { className?: string }) {
  const { _ } = useSharedMessages();
  const state = useInstallState();
  const [help, setHelp] = useState(false);
  if (state === 'installed') return <p className={clsx('text-sm', className)}>{_('shared.install.installed')}</p>;
  return (
    <>
      <button
        type="button"
        className={clsx('inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold', className)}
        onClick={() => {
          void promptInstall().then((shown) => !shown && setHelp(true));
        }}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {_('shared.install.button')}
      </button>
      {help ? (
        <Suspense fallback={null}>
          <InstallHelp open={help} onClose={() => setHelp(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
