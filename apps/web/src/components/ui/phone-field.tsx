import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { phoneDigits } from '@safeogun/contract/auth';
import { PHONE_DIGITS, PHONE_PREFIX } from '@safeogun/contract/constants';
import { Field } from './field';
import { Input } from './input';
import { useUiMessages } from '../locales/ui/messages';

/**
 * A Nigerian mobile number: the +234 prefix shown before the box, which keeps only the digits typed (at most
 * PHONE_DIGITS), registered on `form` under `name`. The form sends `PHONE_PREFIX + digits`.
 */
export function PhoneField<V extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
}: {
  form: Pick<UseFormReturn<V>, 'register' | 'setValue' | 'getFieldState' | 'formState'>;
  name: Path<V>;
  id: string;
  label?: string;
  required?: boolean;
}) {
  const { _ } = useUiMessages();
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label ?? _('ui.phone.label')} id={id} error={error} required={required}>
      <div className="flex">
        <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-slate-700">
          {PHONE_PREFIX}
        </span>
        <Input
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="8012345678"
          density="comfortable"
          className="rounded-l-none"
          {...form.register(name, {
            onChange: (e: { target: { value: string } }) =>
              form.setValue(name, phoneDigits(e.target.value).slice(0, PHONE_DIGITS) as never),
          })}
        />
      </div>
    </Field>
  );
}
