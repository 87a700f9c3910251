import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';

/** A labelled text box; with `length`, its character count against `maxLength` ("120/1000") shows under it. */
export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: ReactNode; length?: number }
>(function TextareaField({ id, label, length, className, ...props }, ref) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={clsx('w-full rounded-lg border border-slate-300 px-3 py-2 text-sm', className)}
        {...props}
      />
      {length !== undefined ? (
        <p className="text-right text-xs text-slate-500">
          {length}/{props.maxLength}
        </p>
      ) : null}
    </div>
  );
});
