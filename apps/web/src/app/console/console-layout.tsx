import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import clsx from 'clsx';
import { DoorOpen } from 'lucide-react';
import { ROLE_LABELS, isStateWide, type Role } from '@safeogun/contract/roles';
import { SESSION_MESSAGES } from '@safeogun/contract/messages';
import { updateSessionUser, useSession, type SessionUser } from '../../lib/session';
import { useSignOutOnLeave } from '../../lib/sign-out-on-leave';
import { toast } from '../../lib/toast';
import { useLogout, useMe } from '../../features/accounts/api/hooks';
import { RoutedPage } from '../route-error';
import { NotificationBell } from '../navigation/notification-bell';
import { linksFor } from './console-nav';
import { getLanguage } from '../../lib/language';
import { showLanguage } from '../../lib/i18n';
import { DEFAULT_LANGUAGE } from '@safeogun/contract/languages';

/** What an account may carry about its posting beyond its station (an area commander's command). */
type PostedUser = SessionUser & { areaCommand?: { id: number; name: string } | null };

/** The officer's posting as the header says it: a station, an area command, or the whole state. */
export function postingOf(user: PostedUser): string {
  if (isStateWide(user.role)) return 'Ogun State';
  if (user.role === 'area_commander') return user.areaCommand?.name ?? 'Area command';
  return user.station?.formation ?? 'No posting yet';
}

/**
 * A new page starts with a fresh error boundary; the SOS board stays one page whichever alert is open in it (a new
 * boundary would remount it, and with it its live stream).
 */
const boundaryKey = (pathname: string) => pathname.replace(/^\/console\/sos\/.*$/, '/console/sos');

function roleLabel(role: string | undefined): string {
  return role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : 'Police';
}

/**
 * The stored session says who signed in; the server says what they are now. An administrator may have changed the
 * role or posting since: the header (and the guard) follow the server.
 */
function useFreshPosting() {
  const me = useMe();
  const session = useSession();
  useEffect(() => {
    const user = me.data as PostedUser | undefined;
    if (!user || !session) return;
    const stored = session.user as PostedUser;
    if (
      user.role !== stored.role ||
      user.station?.id !== stored.station?.id ||
      user.areaCommand?.id !== stored.areaCommand?.id ||
      user.fullName !== stored.fullName
    ) {
      updateSessionUser({
        role: user.role,
        station: user.station,
        stationId: user.stationId,
        fullName: user.fullName,
        ...(user.areaCommand !== undefined ? { areaCommand: user.areaCommand } : {}),
      } as Partial<SessionUser>);
    }
  }, [me.data, session]);
}

function Logo() {
  return (
    <Link to="/console" className="flex shrink-0 items-center gap-2 font-bold text-white">
      <svg viewBox="0 0 64 64" className="h-7 w-7" aria-hidden="true">
        <path fill="#ffffff" d="M32 3 8 12v18c0 15 10 26 24 31 14-5 24-16 24-31V12z" />
        <path fill="#f5c518" d="M32 14 20 19v10c0 9 5 15 12 18 7-3 12-9 12-18V19z" />
      </svg>
      <span className="text-base tracking-tight">
        SafeOgun <span className="font-semibold text-accent-400">Console</span>
      </span>
    </Link>
  );
}

/**
 * The console's frame: who is signed in (name, role, posting), the pages their role has, and sign out. On a phone
 * the identity and the navigation sit on rows of their own under the bar.
 */
/**
 * The console is in English (decision 021), its text and the server's answers alike, even when the officer chose
 * Yoruba or Pidgin on the citizen pages: the shared pieces it borrows (ui kit, bell, maps) follow the app's language,
 * so it is switched for as long as the console is open and given back on leaving it. The choice itself is kept.
 */
function useEnglishWhileHere() {
  useEffect(() => {
    const chosen = getLanguage();
    if (chosen === DEFAULT_LANGUAGE) return;
    void showLanguage(DEFAULT_LANGUAGE);
    return () => void showLanguage(chosen);
  }, []);
}

export default function ConsoleLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  useFreshPosting();
  useEnglishWhileHere();
  const user = session?.user as PostedUser | undefined;
  const links = linksFor(user?.role);

  // Signing out: to the login page first, and the session ends as the console goes (ending it here first would
  // have the console's guard send the login page back to this officer's page afterwards).
  const signOutOnLeave = useSignOutOnLeave();
  async function signOut() {
    try {
      await logout.mutateAsync();
      toast.success(SESSION_MESSAGES.loggedOut);
    } catch {
      // The session ends on this device whatever the server said: an officer at a shared desk must be able to leave.
      toast.warning(SESSION_MESSAGES.logoutFailed);
    }
    signOutOnLeave();
    navigate('/login', { replace: true, state: { signingOut: true } });
  }

  const identity = user ? (
    <p className="min-w-0 text-sm leading-tight text-brand-50" data-testid="console-identity">
      <span className="block truncate font-semibold text-white">{user.fullName ?? user.email}</span>
      <span className="block truncate text-xs text-brand-100">
        {roleLabel(user.role)} · {postingOf(user)}
      </span>
    </p>
  ) : null;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#console-main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <header className="z-40 bg-brand-800 shadow md:sticky md:top-0">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-3 sm:px-4">
          <Logo />
          {/* Scrolls sideways within the header when the links of an administrator outgrow it, never the page. */}
          <nav aria-label="Console" className="ml-4 hidden min-w-0 overflow-x-auto md:block">
            <ConsoleNavLinks links={links} pathname={pathname} />
          </nav>
          <div className="ml-auto hidden min-w-32 max-w-72 shrink md:block">{identity}</div>
          {/* Escalated reports are announced to their commanders here (decision 011); on a phone, by the name. */}
          <div className="ml-2 hidden md:block">
            <NotificationBell />
          </div>
          <button
            type="button"
            onClick={signOut}
            disabled={logout.isPending}
            className="ml-auto inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-semibold text-white hover:bg-brand-700/60 disabled:opacity-60 md:ml-2"
          >
            <DoorOpen className="h-4 w-4" aria-hidden="true" />
            {logout.isPending ? 'Signing out...' : 'Sign out'}
          </button>
        </div>
        <div className="border-t border-brand-700 px-3 pb-1 pt-2 md:hidden">
          <div className="flex items-center justify-between gap-2">
            {identity}
            <NotificationBell />
          </div>
          <nav aria-label="Console" className="-mx-1 mt-1 overflow-x-auto">
            <ConsoleNavLinks links={links} pathname={pathname} />
          </nav>
        </div>
      </header>
      <main id="console-main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RoutedPage pageKey={boundaryKey(pathname)} />
      </main>
    </div>
  );
}

function ConsoleNavLinks({ links, pathname }: { links: ReturnType<typeof linksFor>; pathname: string }) {
  return (
    <ul className="flex items-center gap-1">
      {links.map((link) => {
        const current = link.current ? link.current.test(pathname) : pathname.startsWith(link.to);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              // A bar that scrolls sideways shows the current page's link (the last links may start out of view).
              ref={current ? (el) => el?.scrollIntoView({ block: 'nearest', inline: 'nearest' }) : undefined}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium',
                current ? 'bg-brand-700 text-white' : 'text-brand-50 hover:bg-brand-700/60 hover:text-white',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
