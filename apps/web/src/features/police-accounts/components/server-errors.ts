import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * Puts the server's field errors (`errors: [{ field, message }]`) under the form's own fields; true when one was
 * placed, so the caller toasts only a refusal that names no field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const { field, message } of error.errors) {
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
