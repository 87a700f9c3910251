import { forwardRef, useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAccountMessages } from '../locales/account/messages';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled text input with its hint and error (components/ui Field and Input). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} id={id} hint={hint}>
      <Input ref={ref} density="comfortable" className={className} {...props} />
    </Field>
  );
});

/** The email input of the log-in, sign-up and forgot-password forms. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(function EmailField(props, ref) {
  const { _ } = useAccountMessages();
  return (
    <TextField
      ref={ref}
      label={_('account.email.label')}
      type="email"
      autoComplete="email"
      placeholder={_('account.email.placeholder')}
      {...props}
    />
  );
});

/**
 * The centred card the sign-in pages sit in. A new step (a new title) starts at the top of the page with the focus
 * on its heading: on a phone the button that led to it was far down, and the next step's code boxes were out of sight.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(title);
  useEffect(() => {
    if (shown.current === title) return;
    shown.current = title;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className="flex min-h-[70vh] items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
          {title}
        </h1>
        {subtitle ? <div className="mt-1 text-sm text-slate-600">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
