import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

/** The longest reason the server takes (re-route, escalation, map change, reveal). */
export const REASON_MAX_LENGTH = 500;

/**
 * A labelled text box of an action's form (a note, a reason, a reply), registered on `form` under `name`, with its
 * hint, its error and a live character count. Without a label it is the "Reason" box (three rows, at most
 * REASON_MAX_LENGTH characters unless told).
 */
export function FormTextField<V extends FieldValues>({
  form,
  name,
  label = 'Reason',
  hint,
  maxLength = REASON_MAX_LENGTH,
  rows = label === 'Reason' ? 3 : 4,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label?: string;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
}) {
  const value: unknown = useWatch({ control: form.control, name });
  const length = typeof value === 'string' ? value.length : 0;
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field
      label={label}
      required
      error={error}
      hint={
        <span className="flex justify-between gap-2">
          <span>{hint}</span>
          <span aria-hidden="true">
            {length}/{maxLength}
          </span>
        </span>
      }
    >
      <Textarea rows={rows} maxLength={maxLength} className="py-2 text-sm" {...form.register(name)} />
    </Field>
  );
}
