/**
 * The case's everyday actions: acknowledge, change status (with the note the reporter reads) and an internal note.
 * Each dialog is mounted when it opens (so it starts empty) and sends with ActionForm (docs: action-form.tsx).
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { internalNoteRequestSchema, statusChangeRequestSchema } from '@safeogun/contract/casework';
import { STATUS_LABELS, type IncidentStatus } from '@safeogun/contract/incidents';
import { POLICE_TEXT_MAX_LENGTH } from '@safeogun/contract/police';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Button } from '../../../components/ui/button';
import { useAcknowledge, useChangeStatus, useInternalNote } from '../api/use-case-actions';
import { formatFull } from '../../../lib/time';
import { ActionForm, AlreadyDone, type DialogProps } from './action-form';
import { FormTextField } from './text-field';

export function AcknowledgeDialog({ incident, reload, onDone }: DialogProps) {
  const acknowledge = useAcknowledge(incident.id);
  const form = useForm({});
  if (incident.acknowledgedAt) {
    return (
      <AlreadyDone onDone={onDone}>This report was acknowledged at {formatFull(incident.acknowledgedAt)}.</AlreadyDone>
    );
  }
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(_values, version) => acknowledge.mutateAsync({ version })}
      success="Report acknowledged."
      onDone={onDone}
      submitLabel="Acknowledge"
      pendingLabel="Acknowledging..."
      warning="The report history shows that you have seen it and when."
    />
  );
}

const statusFormSchema = statusChangeRequestSchema.omit({ version: true });

/** A first draft of the note for each status, for the officer to send as it is or to change. */
const QUICK_NOTES: Record<IncidentStatus, string> = {
  new: '',
  'in-progress': 'An officer has been assigned and is working on your report.',
  'on-hold': 'We are waiting for more information before we can continue. We will update you.',
  resolved: 'Your report has been resolved. Thank you for reporting it.',
  closed: 'This report is now closed. Thank you for reporting it.',
};
type StatusForm = z.input<typeof statusFormSchema>;

export function StatusDialog({ incident, reload, onDone }: DialogProps) {
  const change = useChangeStatus(incident.id);
  const form = useForm<StatusForm>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: { status: incident.allowedStatuses[0] ?? '', note: '' },
  });
  const note = form.watch('note') ?? '';
  const allowed = incident.allowedStatuses;
  const chosen = form.watch('status');
  // A reload after a conflict may have taken the chosen status off the list.
  useEffect(() => {
    if (allowed.length && !allowed.some((s) => s === chosen)) form.setValue('status', allowed[0]!);
  }, [allowed, chosen, form]);
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values, version) => change.mutateAsync({ ...values, version })}
      success={(values) =>
        `Status changed to ${STATUS_LABELS[values.status as IncidentStatus] ?? values.status}. The reporter has been told.`
      }
      onDone={onDone}
      submitLabel="Change status"
      pendingLabel="Changing..."
    >
      {allowed.length === 0 ? (
        <p className="text-sm">A {STATUS_LABELS[incident.status].toLowerCase()} report cannot change status.</p>
      ) : (
        <>
          <Field label="New status" required error={form.formState.errors.status?.message}>
            <Select
              {...form.register('status')}
              options={allowed.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            />
          </Field>
          <FormTextField
            form={form}
            name="note"
            label="Note to the reporter"
            hint="The reporter reads this on their report and in their notifications."
            maxLength={POLICE_TEXT_MAX_LENGTH}
          />
          {QUICK_NOTES[chosen as IncidentStatus] && note.trim() !== QUICK_NOTES[chosen as IncidentStatus] ? (
            <Button
              variant="ghost"
              className="min-h-9 w-full justify-start px-2 text-left text-xs font-medium"
              onClick={() =>
                form.setValue('note', QUICK_NOTES[chosen as IncidentStatus], {
                  shouldValidate: true,
                  shouldDirty: true,
                })
              }
            >
              Use: “{QUICK_NOTES[chosen as IncidentStatus]}”
            </Button>
          ) : null}
        </>
      )}
    </ActionForm>
  );
}

type NoteForm = z.input<typeof internalNoteRequestSchema>;

export function InternalNoteDialog({ incident, reload, onDone }: DialogProps) {
  const add = useInternalNote(incident.id);
  const form = useForm<NoteForm>({ resolver: zodResolver(internalNoteRequestSchema), defaultValues: { note: '' } });
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values) => add.mutateAsync(values)}
      success="Internal note added."
      onDone={onDone}
      submitLabel="Add note"
      pendingLabel="Adding..."
    >
      <FormTextField
        form={form}
        name="note"
        label="Internal note"
        hint="Police only: the reporter never sees this note."
        maxLength={POLICE_TEXT_MAX_LENGTH}
      />
    </ActionForm>
  );
}
