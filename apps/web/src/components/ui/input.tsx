import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { useFieldControl } from './field';

export const inputClasses =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500';

/** A text input; inside a Field it takes the Field's id, description and invalid state. Works with `register`. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, id, ...props },
  ref,
) {
  const field = useFieldControl(id);
  return <input ref={ref} type="text" {...field} {...props} className={clsx(inputClasses, className)} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, id, ...props },
  ref,
) {
  const field = useFieldControl(id);
  return <textarea ref={ref} {...field} {...props} className={clsx(inputClasses, className)} />;
});
