import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { useFieldControl } from './field';

export const inputClasses =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500';

/** `compact`: the report and feedback forms; `comfortable`: the sign-in pages (16px, so a phone does not zoom). */
export type Density = 'compact' | 'comfortable';
export const densityClasses = (density: Density = 'compact') =>
  density === 'compact' ? 'py-2 text-sm' : 'py-2.5 text-base shadow-sm';

/** A text input; inside a Field it takes the Field's id, description and invalid state. Works with `register`. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { density?: Density }>(
  function Input({ className, id, density, ...props }, ref) {
    const field = useFieldControl(id);
    return (
      <input
        ref={ref}
        type="text"
        {...field}
        {...props}
        className={clsx(inputClasses, densityClasses(density), className)}
      />
    );
  },
);

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, id, ...props },
  ref,
) {
  const field = useFieldControl(id);
  return <textarea ref={ref} {...field} {...props} className={clsx(inputClasses, className)} />;
});
