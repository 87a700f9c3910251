import { NavLink } from 'react-router';
import clsx from 'clsx';
import { useSession } from '../../../lib/session';

/** The community pages of the console: alerts and polls for publishers, safety tips for administrators. */
export function CommunityNav() {
  const role = useSession()?.user.role;
  const links = [
    { to: '/console/community/alerts', label: 'Security alerts' },
    { to: '/console/community/polls', label: 'Polls' },
    ...(role === 'admin' ? [{ to: '/console/community/tips', label: 'Safety tips' }] : []),
  ];
  return (
    <nav aria-label="Community" className="flex flex-wrap gap-2">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            clsx(
              'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              isActive ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
