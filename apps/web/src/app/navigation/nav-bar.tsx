import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { userInitial, useSession } from '../../lib/session';
import { buttonClasses } from '../../components/ui/button';
import { LanguageSelect } from '../../components/language-select';
import { NavLinkItem } from './nav-link-item';
import { NotificationBell } from './notification-bell';
import { PUBLIC_LINKS, SIGNED_IN_LINKS } from './nav-links';
import { useShellMessages } from '../locales/shell/messages';
import { BRAND_NAME } from '../brand';

// The drawer (and its dialog library) loads only when someone opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

function Logo() {
  const { _ } = useShellMessages();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-white" aria-label={_('shell.nav.logo')}>
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
        <path fill="#ffffff" d="M32 3 8 12v18c0 15 10 26 24 31 14-5 24-16 24-31V12z" />
        <path fill="#f5c518" d="M32 14 20 19v10c0 9 5 15 12 18 7-3 12-9 12-18V19z" />
      </svg>
      <span className="text-lg tracking-tight">{BRAND_NAME}</span>
    </Link>
  );
}

/**
 * Three layouts by breakpoint: large (every link), medium (main links, the rest in the drawer) and small (logo
 * and the drawer button).
 */
export function NavBar() {
  const { _ } = useShellMessages();
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const links = session ? SIGNED_IN_LINKS : PUBLIC_LINKS;
  const mediumLinks = links.slice(0, 4);

  return (
    <header className="sticky top-0 z-40 bg-brand-800 shadow">
      <nav aria-label={_('shell.nav.main')} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Logo />

        {/* large */}
        <ul className="ml-6 hidden flex-1 items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.label}>
              <NavLinkItem link={link} session={session} />
            </li>
          ))}
        </ul>
        {/* medium */}
        <ul className="ml-4 hidden flex-1 items-center gap-1 md:flex lg:hidden">
          {mediumLinks.map((link) => (
            <li key={link.label}>
              <NavLinkItem link={link} session={session} className="px-2" />
            </li>
          ))}
        </ul>
        <div className="flex-1 md:hidden" />

        {/* A phone has it in the drawer, where there is room for it. */}
        <LanguageSelect className="hidden w-36 shrink-0 sm:block" />

        {session ? (
          <div className="flex items-center gap-2">
            <NotificationBell />
            <Link
              to="/profile"
              className="flex h-9 w-9 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900"
              aria-label={_('shell.nav.profile')}
              title={session.user.fullName ?? undefined}
            >
              {userInitial(session.user)}
            </Link>
          </div>
        ) : (
          <div className="hidden items-center gap-2 md:flex">
            <Link
              to="/report-anonymously"
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-accent-400 hover:bg-brand-700/40"
            >
              {_('shell.nav.reportAnonymously')}
            </Link>
            <Link to="/sign-up" className={buttonClasses('secondary', 'hidden lg:inline-flex')}>
              {_('shell.nav.signUp')}
            </Link>
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center rounded-lg bg-accent-400 px-4 text-sm font-semibold text-brand-900 hover:bg-accent-500"
            >
              {_('shell.nav.login')}
            </Link>
          </div>
        )}

        <button
          type="button"
          className="rounded-md p-2 text-white hover:bg-brand-700/40 lg:hidden"
          aria-label={_('shell.nav.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
      </nav>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} session={session} />
        </Suspense>
      ) : null}
    </header>
  );
}
