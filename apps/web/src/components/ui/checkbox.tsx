import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The words beside the box; clicking them toggles it. */
  children: ReactNode;
  /** `start` for a label of several lines (the terms on sign-up). */
  align?: 'center' | 'start';
};

/**
 * A native checkbox with its label around it: keyboard, screen reader and form behaviour come from the browser, a
 * 16 px box in the brand colour, and a label line tall enough to tap. Works with `register`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, align = 'center', className, ...props },
  ref,
) {
  return (
    <label
      className={clsx(
        'flex gap-2 text-sm text-slate-700',
        align === 'center' ? 'items-center' : 'items-start',
        className,
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        className={clsx('h-4 w-4 shrink-0 accent-brand-700', align === 'start' && 'mt-0.5')}
        {...props}
      />
      {children}
    </label>
  );
});
