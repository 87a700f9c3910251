import { get, type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

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
