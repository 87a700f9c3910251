import { createContext, useContext, useId, type ReactNode } from 'react';
import { useLocalized } from '../../lib/i18n';

/** What a control inside a Field needs to be named and described: its id, hint/error ids and whether it is invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The id and ARIA wiring of the Field around a control (Input, Select, Textarea), or nothing outside a Field. */
export function useFieldControl(id?: string): Partial<FieldControlProps> {
  const field = useContext(FieldContext);
  return field ? { ...field, id: id ?? field.id } : id ? { id } : {};
}

export function RequiredMark() {
  return (
    <span className="text-red-600" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The legend of a required group of controls (checkboxes, radios, a list of inputs), with the required mark. */
export function RequiredLegend({ children }: { children: ReactNode }) {
  return (
    <legend className="text-sm font-medium text-slate-800">
      {children}
      <RequiredMark />
    </legend>
  );
}

/**
 * A label, its control, a hint and the error text. The control (Input, Select, Textarea from this folder) picks up
 * its id, `aria-describedby` (hint and error) and `aria-invalid` from the Field, so a screen reader reads the
 * error with the field.
 */
export function Field({
  label,
  id,
  hint,
  error,
  required,
  children,
  className = 'space-y-1.5',
}: {
  label: ReactNode;
  /** The control's id (generated when absent). */
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const auto = useId();
  const localized = useLocalized();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider
      value={{
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      }}
    >
      <div className={className}>
        <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        {children}
        {hint ? (
          <div id={hintId} className="text-xs text-slate-600">
            {hint}
          </div>
        ) : null}
        {/* The contract's zod schemas write their messages in English: shown in the app's language. */}
        {error ? <FieldError id={errorId}>{localized(error)}</FieldError> : null}
      </div>
    </FieldContext.Provider>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}
