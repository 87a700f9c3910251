import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@safeogun/contract/constants';
import { toasterMounted } from '../lib/toast';
import { useShellMessages } from './locales/shell/messages';

/**
 * Top-right, 5000 ms (DECISIONS.md), Alt+T focuses the toasts. Loaded lazily by the providers. In the police console
 * they sit bottom-right: at the top they covered a case's "Next" link for five seconds after every action.
 * On the site they start below the 4rem sticky header: over it, "Login successful!" hid the profile link (the menu
 * button on a phone) for five seconds, longer while the pointer rested on the toast, which pauses it.
 */
const BELOW_HEADER = { top: 'calc(4rem + 12px)' };
const BELOW_HEADER_PHONE = { top: 'calc(4rem + 8px)' };
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
      offset={inConsole ? undefined : BELOW_HEADER}
      mobileOffset={inConsole ? undefined : BELOW_HEADER_PHONE}
      duration={TOAST_DURATION_MS}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      containerAriaLabel={_('shell.toast.region')}
      toastOptions={{ closeButtonAriaLabel: _('shell.toast.close') }}
    />
  );
}
