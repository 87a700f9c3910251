import {
  get,
  type FieldPath,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * What binds an input with an `error` prop (TextField, EmailField, PasswordInput) to one field of a react-hook-form
 * form: the field's registration and its error text, named once so the two cannot point at different fields.
 */
export function fieldProps<T extends FieldValues, N extends FieldPath<T>>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name, options), error: error?.message };
}

/**
 * Puts the server's field errors (`errors: [{ field, message }]`) under the form's own fields: `fields` lists the
 * fields the server and the form name alike, or maps the server's names to the form's. True when one was placed,
 * so the caller toasts only a refusal that names no field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const formField = (field: string): Path<T> | undefined =>
    Array.isArray(fields)
      ? (fields as readonly string[]).includes(field)
        ? (field as Path<T>)
        : undefined
      : (fields as Readonly<Record<string, Path<T>>>)[field];
  let placed = false;
  for (const { field, message } of error.errors) {
    const name = formField(field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
