import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';

/** The incident description box of the report form, the draft editor and the survey. */
export const DescriptionField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: ReactNode }
>(function DescriptionField({ id, label, className, ...props }, ref) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={5}
        className={clsx('w-full rounded-lg border border-slate-300 px-3 py-2 text-sm', className)}
        {...props}
      />
    </div>
  );
});
