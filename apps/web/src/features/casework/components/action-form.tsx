import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AlertTriangle } from 'lucide-react';
import { CASEWORK_MESSAGES, type PoliceCase } from '@safeogun/contract/casework';
import { STATUS_LABELS } from '@safeogun/contract/incidents';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { eventAuthor, eventTitle, newestFirst } from '../lib/case-events';
import { FormFooter } from '../../../components/ui/form-footer';

export { FormFooter };

/** What every action dialog of the case is given. */
export interface DialogProps {
  incident: PoliceCase;
  reload: () => Promise<PoliceCase | null | undefined>;
  onDone: () => void;
}

/** The line under an action that the audit log records. */
export const AUDIT_NOTE = 'Recorded in the report history and the audit log with your name and the time.';

/** What a dialog says when its action is already done (acknowledged, escalated as far as it goes). */
export function AlreadyDone({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm">{children}</p>
      <div className="flex justify-end">
        <Button onClick={onDone}>Close</Button>
      </div>
    </div>
  );
}

/** The version check failed: someone else acted on the report since this officer opened it. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === CASEWORK_MESSAGES.changed;
}

/** What changed, in one sentence, after the case was reloaded. */
export function changedSummary(fresh: PoliceCase): string {
  const latest = newestFirst(fresh.history)[0];
  const last = latest ? ` Latest: ${eventTitle(latest)} (${eventAuthor(latest)}).` : '';
  return `It is now ${STATUS_LABELS[fresh.status]}.${last}`;
}

/**
 * The form inside an action's dialog: sends with the version of the case the officer had when the dialog opened,
 * shows "Sending..." while it goes, says any refusal inside the dialog, and on a version conflict reloads the case
 * and keeps everything typed, so the officer checks what changed and sends again (with the new version).
 */
export function ActionForm<V extends FieldValues>({
  incident,
  reload,
  form,
  send,
  success,
  onDone,
  submitLabel,
  pendingLabel = 'Sending...',
  variant = 'primary',
  warning,
  children,
}: {
  incident: PoliceCase;
  reload: () => Promise<PoliceCase | null | undefined>;
  form: UseFormReturn<V>;
  send: (values: V, version: number) => Promise<unknown>;
  /** The toast once done; a function when it depends on what was sent. */
  success: string | ((values: V) => string);
  /** Closes the dialog: after success, and on Cancel. */
  onDone: () => void;
  submitLabel: string;
  pendingLabel?: string;
  variant?: 'primary' | 'danger';
  /** A line shown above the buttons (what the action records, who will read it). */
  warning?: ReactNode;
  children?: ReactNode;
}) {
  const [version, setVersion] = useState(incident.version);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values, version);
      toast.success(typeof success === 'function' ? success(values) : success);
      onDone();
    } catch (error) {
      if (isConflict(error)) {
        const fresh = await reload().catch(() => null);
        if (fresh) setVersion(fresh.version);
        setConflict(fresh ? changedSummary(fresh) : '');
        return;
      }
      if (error instanceof ApiError && error.errors.length) {
        const known = new Set(Object.keys(form.getValues()));
        for (const e of error.errors) {
          if (known.has(e.field)) form.setError(e.field as Path<V>, { message: e.message });
        }
      }
      setFailure(errorMessage(error, 'That did not go through. Check your connection and try again.'));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // One send at a time; the button stays focusable (aria-disabled) so the keyboard focus is not lost.
        if (pending) event.preventDefault();
        else void submit(event);
      }}
      className="space-y-4"
    >
      {conflict !== null ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            <strong>This report changed since you opened it.</strong> It has been reloaded. {conflict} What you typed is
            kept: check it and send again.
          </p>
        </div>
      ) : null}
      {children}
      {warning ? <p className="text-xs text-slate-600">{warning}</p> : null}
      <FormFooter failure={failure} pending={pending} onDone={onDone}>
        <Button type="submit" variant={variant} aria-disabled={pending} className="aria-disabled:opacity-70">
          {pending ? pendingLabel : conflict !== null ? `${submitLabel} again` : submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}
