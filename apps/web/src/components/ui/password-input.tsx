import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Field } from './field';
import { Input } from './input';
import { useUiMessages } from '../locales/ui/messages';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
}

/** A password box with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { label, error, id, ...props },
  ref,
) {
  const { _ } = useUiMessages();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} id={id}>
      <div className="relative">
        <Input ref={ref} type={visible ? 'text' : 'password'} density="comfortable" className="pr-11" {...props} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={_(visible ? 'ui.password.hide' : 'ui.password.show', { field: label.toLowerCase() })}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
        </button>
      </div>
    </Field>
  );
});
