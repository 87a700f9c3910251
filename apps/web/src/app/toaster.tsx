import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@safeogun/contract/constants';
import { toasterMounted } from '../lib/toast';
import { useShellMessages } from './locales/shell/messages';

/**
 * Top-right, 5000 ms (DECISIONS.md), Alt+T focuses the toasts. Loaded lazily by the providers. In the police console
 * they sit bottom-right: at the top they covered a case's "Next" link for five seconds after every action.
 */
export default function Toaster() {
  const { _ } = useShellMessages();
  const { pathname } = useLocation();
  const inConsole = pathname === '/console' || pathname.startsWith('/console/');
  useEffect(() => {
    toasterMounted();
  }, []);
  return (
    <SonnerToaster
      position={inConsole ? 'bottom-right' : 'top-right'}
      duration={TOAST_DURATION_MS}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      containerAriaLabel={_('shell.toast.region')}
      toastOptions={{ closeButtonAriaLabel: _('shell.toast.close') }}
    />
  );
}
