import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * A console list's filters (the audit log's, the reviews and feedback's): a bordered grid of fields, applied with
 * the form's submit; `className` lays the grid out.
 */
export function FiltersForm({
  label,
  onSubmit,
  className,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className={`rounded-xl border border-slate-200 bg-white p-3 ${className}`}
    >
      {children}
    </form>
  );
}

/** Apply (the form's submit) and Clear, which empties the fields and applies at once. */
export function FilterButtons({ onClear }: { onClear: () => void }) {
  return (
    <>
      <Button type="submit">Apply</Button>
      <Button variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </>
  );
}
