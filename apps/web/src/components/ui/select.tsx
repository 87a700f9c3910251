import { forwardRef, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { Field, useFieldControl } from './field';
import { densityClasses, inputClasses, type Density } from './input';

export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A short, fixed list (gender, state, a filter): the platform's own select, which every keyboard, screen reader and
 * phone already knows how to drive, styled like the other inputs. Long lists to search use Combobox.
 */
export const Select = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    options?: readonly SelectOption[];
    placeholder?: string;
    density?: Density;
  }
>(function Select({ className, id, options, placeholder, density, children, ...props }, ref) {
  const field = useFieldControl(id);
  return (
    <select ref={ref} {...field} {...props} className={clsx(inputClasses, densityClasses(density), className)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
});

/** A labelled Select on its own (a filter of a list): the Field and the control in one. */
export function SelectField({
  label,
  id,
  fieldClassName,
  ...props
}: Parameters<typeof Select>[0] & { label: string; id?: string; fieldClassName?: string }) {
  return (
    <Field label={label} id={id} className={fieldClassName}>
      <Select {...props} />
    </Field>
  );
}
