/**
 * Signing out from a signed-in page (settings' logout and account deletion, the console's sign-out): the person is
 * sent on first and the session ends once the page has gone, so the page's guard does not send them to /login on
 * the way out. Should the document go before the page does (another address typed, the tab closed or reloaded
 * while the next page still loads), the session ends with the document: left on the phone, the next page opened
 * with it spoke to the server for a deleted account, and its "session expired" then took the person to the home
 * page from the login form they were filling in (found by CI).
 */
import { useCallback, useEffect, useRef } from 'react';
import { clearSession } from './session';

const endSession = () => clearSession();

/** Returns the function that arms it: the session ends when the calling component unmounts or the document goes. */
export function useSignOutOnLeave(): () => void {
  const armed = useRef(false);
  useEffect(
    () => () => {
      if (!armed.current) return;
      window.removeEventListener('pagehide', endSession);
      clearSession();
    },
    [],
  );
  return useCallback(() => {
    armed.current = true;
    window.addEventListener('pagehide', endSession, { once: true });
  }, []);
}
