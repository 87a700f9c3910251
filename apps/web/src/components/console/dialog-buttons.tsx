import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * The end of a console dialog: Cancel, then the action (the form's submit, or `onConfirm` outside a form), saying
 * `pendingLabel` while it runs.
 */
export function DialogButtons({
  onCancel,
  cancelLabel = 'Cancel',
  label,
  pending,
  pendingLabel = 'Saving...',
  disabled = false,
  variant = 'primary',
  onConfirm,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  label: ReactNode;
  pending: boolean;
  pendingLabel?: string;
  /** Also disabled (nothing to send yet), besides while pending. */
  disabled?: boolean;
  variant?: 'primary' | 'danger';
  onConfirm?: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        onClick={onConfirm}
        disabled={disabled || pending}
      >
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
