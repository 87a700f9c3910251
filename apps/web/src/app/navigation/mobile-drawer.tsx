import { useSyncExternalStore } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, X } from 'lucide-react';
import { userInitial, type Session } from '../../lib/session';
import { LanguageSelect } from '../../components/language-select';
import { NavLinkItem } from './nav-link-item';
import { PUBLIC_DRAWER_LINKS, SIGNED_IN_LINKS } from './nav-links';
import { useShellMessages } from '../locales/shell/messages';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** The small-screen menu: closes on a link click, on the backdrop and on Escape. */
export default function MobileDrawer({
  open,
  onClose,
  session,
}: {
  open: boolean;
  onClose: () => void;
  session: Session | null;
}) {
  const { _ } = useShellMessages();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const links = session
    ? [
        ...SIGNED_IN_LINKS,
        { label: 'shell.nav.notifications', to: '/notifications' },
        { label: 'shell.nav.settings', to: '/profile' },
      ]
    : PUBLIC_DRAWER_LINKS;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="drawer-backdrop" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto bg-brand-800 p-4 text-white shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{_('shell.drawer.title')}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 hover:bg-brand-700/40" aria-label={_('shell.drawer.close')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{_('shell.drawer.description')}</Dialog.Description>

          {session ? (
            <div className="mb-4 flex items-center gap-3 rounded-lg bg-brand-700/40 p-3" data-testid="drawer-user-card">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900">
                {userInitial(session.user)}
              </span>
              <div className="min-w-0">
                <p className="truncate font-semibold">{session.user.fullName}</p>
                <p className="truncate text-sm text-brand-100">{session.user.email}</p>
                <p className="flex items-center gap-1 text-xs text-brand-100">
                  <span
                    aria-hidden="true"
                    className={`h-2 w-2 rounded-full ${online ? 'bg-green-400' : 'bg-slate-400'}`}
                  />
                  {online ? _('shell.drawer.online') : _('shell.drawer.offline')}
                </p>
              </div>
            </div>
          ) : null}

          <LanguageSelect className="mb-4" />

          <nav aria-label={_('shell.drawer.list')}>
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.label}>
                  <NavLinkItem link={link} session={session} onNavigate={onClose} className="block text-base" />
                </li>
              ))}
              {session ? (
                <li>
                  <a
                    href={window.location.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={onClose}
                    className="flex items-center gap-2 rounded-md px-3 py-2 text-base text-brand-50 hover:bg-brand-700/40"
                  >
                    {_('shell.drawer.openInBrowser')} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
