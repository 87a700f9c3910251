import { NavLink } from 'react-router';
import clsx from 'clsx';

const LINKS = [
  { to: '/console/feedback', label: 'Entries', end: true },
  { to: '/console/feedback/summary', label: 'Averages', end: false },
];

/** The two views of citizens' ratings: the entries, and the summary per station and Area Command. */
export function FeedbackNav() {
  return (
    <nav aria-label="Ratings views" className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            clsx(
              'inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold',
              isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-brand-700',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
