import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import clsx from 'clsx';
import { ConsoleHeading } from '../../../components/console/authoring';

const LINKS = [
  { to: '/console/admin/stations', label: 'Stations' },
  { to: '/console/admin/area-commands', label: 'Area Commands' },
  { to: '/console/admin/incident-types', label: 'Incident types' },
  { to: '/console/admin/sla-targets', label: 'Response-time targets' },
  { to: '/console/admin/contact-numbers', label: 'Contact numbers' },
];

/** The reference-data pages of the administration, one after the other (the targets page is the existing one). */
export function AdminNav() {
  return (
    <nav aria-label="Reference data">
      <ul className="flex flex-wrap gap-2 text-sm">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                clsx(
                  'inline-block rounded-full border px-3 py-1.5',
                  isActive
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The top of a reference-data page: the pages' links, its title, a line on what it holds, and its actions. */
export function AdminPageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AdminNav />
      <ConsoleHeading
        title={title}
        description={description}
        className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
      >
        {children}
      </ConsoleHeading>
    </>
  );
}
