import type { LiHTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';

/**
 * A list item as a card: what it is on the left (it gives way rather than push the action off a phone's screen),
 * its one `action` on the right. `className` gives its padding.
 */
export function ActionCard({
  action,
  className,
  children,
  ...props
}: LiHTMLAttributes<HTMLLIElement> & { action: ReactNode }) {
  return (
    <li
      className={clsx('flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white', className)}
      {...props}
    >
      <div className="min-w-0">{children}</div>
      {action}
    </li>
  );
}
