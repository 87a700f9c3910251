import { useCallback, useEffect, useRef, useState } from 'react';
import { readReportDraft, removeReportDraft, saveReportDraft, type ReportDraftForm } from '../../../lib/report-draft';
import { toast } from '../../../lib/toast';
import { useReportFormMessages } from '../locales/report-form/messages';

/**
 * A report form's local draft for one owner (`lib/report-draft.ts`): the fields kept from last time (read once, to
 * start the form from), `save` to keep the fields as they change (forgetting them once nothing worth keeping is
 * left), and `discard` to forget them. A restored draft is announced with a toast whose Discard calls `onDiscard`.
 */
export function useLocalDraft<T>({
  form,
  userId,
  read,
  worthKeeping,
  onDiscard,
}: {
  form: ReportDraftForm;
  userId: string | null;
  /** The stored fields as the form's values, or null when they no longer fit the form. */
  read: (stored: unknown) => T | null;
  worthKeeping: (values: T) => boolean;
  onDiscard: () => void;
}) {
  const { _ } = useReportFormMessages();
  const [restored] = useState(() => {
    const stored = readReportDraft<unknown>(form, userId);
    return stored ? read(stored.values) : null;
  });
  const discard = useCallback(() => removeReportDraft(form, userId), [form, userId]);
  const save = useCallback(
    (values: T) => (worthKeeping(values) ? saveReportDraft(form, userId, values) : discard()),
    [form, userId, worthKeeping, discard],
  );
  const announced = useRef(false);
  const discardAndReset = useRef(onDiscard);
  useEffect(() => {
    discardAndReset.current = onDiscard;
  }, [onDiscard]);
  useEffect(() => {
    if (!restored || announced.current) return;
    announced.current = true;
    toast.message(_('reportForm.restored.message'), {
      // Long enough to read and decide; the toaster also holds it while hovered or focused.
      duration: 10_000,
      action: {
        label: _('reportForm.restored.discard'),
        onClick: () => {
          discard();
          discardAndReset.current();
        },
      },
    });
  }, [restored, discard, _]);
  return { restored, save, discard };
}
