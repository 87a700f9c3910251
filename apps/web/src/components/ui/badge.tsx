import type { HTMLAttributes } from 'react';
import clsx from 'clsx';

/**
 * A small rounded label on one line (a state, a flag): `className` gives its colours. `compact` badges (the
 * console's case and SOS rows) are narrower at the sides and line a small icon up with their text.
 */
export function Badge({
  compact = false,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { compact?: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex whitespace-nowrap rounded-full py-0.5 text-xs font-semibold',
        compact ? 'items-center gap-1 px-2' : 'px-2.5',
        className,
      )}
      {...props}
    />
  );
}
