import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';

/** A labelled text box with its character count against `maxLength` ("120/1000") under it. */
export const CountedTextarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: ReactNode; length: number; maxLength: number }
>(function CountedTextarea({ id, label, length, maxLength, className, ...props }, ref) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        maxLength={maxLength}
        className={clsx('mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm', className)}
        {...props}
      />
      <p className="mt-1 text-right text-xs text-slate-500">
        {length}/{maxLength}
      </p>
    </div>
  );
});
