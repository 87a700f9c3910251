import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { toast } from '../../../lib/toast';
import { useAuthConfig } from '../api/hooks';
import { useAccountMessages } from '../locales/account/messages';

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

let script: Promise<void> | null = null;
function loadGoogle(): Promise<void> {
  script ??= new Promise((resolve, reject) => {
    const el = document.createElement('script');
    el.src = 'https://accounts.google.com/gsi/client';
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      script = null;
      reject(new Error('Google script failed to load'));
    };
    document.head.appendChild(el);
  });
  return script;
}

/** Google's own button (Google Identity Services); hands the ID token to `onToken`. Shown only when configured. */
export function GoogleButton({
  clientId,
  text,
  onToken,
  onError,
}: {
  clientId: string;
  text: 'signin_with' | 'signup_with' | 'continue_with';
  onToken: (token: string) => void;
  onError: () => void;
}) {
  const { _ } = useAccountMessages();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const handlers = useRef({ onToken, onError });
  handlers.current = { onToken, onError };

  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then(() => {
        if (cancelled || !ref.current || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) =>
            response.credential ? handlers.current.onToken(response.credential) : handlers.current.onError(),
        });
        window.google.accounts.id.renderButton(ref.current, { theme: 'outline', size: 'large', text, width: 320 });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  if (failed) return <p className="text-center text-sm text-slate-500">{_('account.google.unavailable')}</p>;
  return <div ref={ref} className="flex min-h-11 justify-center" data-testid="google-button" />;
}

export function OrDivider() {
  const { _ } = useAccountMessages();
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400">
      <span className="h-px flex-1 bg-slate-200" />
      {_('account.or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/**
 * The "or" divider and the Google button under an email form, shown only when the server has Google sign-in
 * configured; `failedMessage` is toasted when Google's script cannot load.
 */
export function GoogleAlternative({
  failedMessage,
  ...button
}: Omit<ComponentProps<typeof GoogleButton>, 'clientId' | 'onError'> & { failedMessage: string }) {
  const clientId = useAuthConfig().data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton clientId={clientId} onError={() => toast.error(failedMessage)} {...button} />
    </>
  );
}
