import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

/** A labelled text box for a note, a reason or a reply, with its hint, its error and a character count. */
export const TextField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    label: string;
    hint?: ReactNode;
    error?: string;
    length: number;
    maxLength: number;
  }
>(function TextField({ label, hint, error, length, maxLength, rows = 4, ...props }, ref) {
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
      <Textarea ref={ref} rows={rows} maxLength={maxLength} className="py-2 text-sm" {...props} />
    </Field>
  );
});

/** The longest reason the server takes (re-route, escalation, map change, reveal). */
export const REASON_MAX_LENGTH = 500;

/** The "Reason" box of an action that must say why (three rows; at most REASON_MAX_LENGTH unless told). */
export const ReasonField = forwardRef<
  HTMLTextAreaElement,
  Omit<Parameters<typeof TextField>[0], 'label' | 'rows' | 'maxLength' | 'ref'> & { maxLength?: number }
>(function ReasonField({ maxLength = REASON_MAX_LENGTH, ...props }, ref) {
  return <TextField ref={ref} label="Reason" rows={3} maxLength={maxLength} {...props} />;
});
