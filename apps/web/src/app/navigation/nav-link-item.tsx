import { NavLink as RouterNavLink } from 'react-router';
import clsx from 'clsx';
import type { Session } from '../../lib/session';
import type { NavLink } from './nav-links';
import { useShellMessages } from '../locales/shell/messages';

/**
 * One navigation link. Crime Map carries the state of specification section 2: the authenticated flag, the user
 * when signed in, and where the click came from.
 */
export function NavLinkItem({
  link,
  session,
  className,
  onNavigate,
}: {
  link: NavLink;
  session: Session | null;
  className?: string;
  onNavigate?: () => void;
}) {
  const { _ } = useShellMessages();
  const state =
    link.to === '/crime-map'
      ? {
          authenticated: Boolean(session),
          user: session?.user ?? null,
          source: session ? 'authenticated-nav' : 'public-nav',
        }
      : undefined;
  return (
    <RouterNavLink
      to={link.hash ? { pathname: link.to, hash: `#${link.hash}` } : link.to}
      state={state}
      end={link.to === '/' && !link.hash}
      onClick={onNavigate}
      className={({ isActive }) =>
        clsx(
          'rounded-md px-3 py-2 text-sm font-medium transition-colors',
          isActive && !link.hash
            ? 'bg-brand-700/40 text-white'
            : 'text-brand-50 hover:bg-brand-700/40 hover:text-white',
          className,
        )
      }
    >
      {_(link.label)}
    </RouterNavLink>
  );
}
