/**
 * The dialogs of the case's action bar. Each is mounted when its dialog opens (so it starts empty) and sends with
 * ActionForm: the case version, pending and refusal states, and the reload on a version conflict.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ESCALATION_LEVEL,
  ESCALATION_TARGETS,
  escalateRequestSchema,
  internalNoteRequestSchema,
  mapVisibilityRequestSchema,
  revealReporterRequestSchema,
  rerouteRequestSchema,
  statusChangeRequestSchema,
  type EscalationTarget,
  type PoliceCase,
} from '@safeogun/contract/casework';
import { STATUS_LABELS, type IncidentStatus } from '@safeogun/contract/incidents';
import { POLICE_TEXT_MAX_LENGTH, policeReplyRequestSchema } from '@safeogun/contract/police';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-client';
import {
  useAcknowledge,
  useChangeStatus,
  useEscalate,
  useInternalNote,
  useMapVisibility,
  useReroute,
  useReviewReply,
  useRevealReporter,
  type RevealedReporter,
} from '../api/use-case-actions';
import { useStationOptions } from '../api/use-options';
import { escalationLabel } from '../lib/case-events';
import { formatFull } from '../../../lib/time';
import { ActionForm, FormFooter } from './action-form';
import { ReasonField, TextField } from './text-field';

const Combobox = lazy(() => import('../../../components/ui/combobox').then((m) => ({ default: m.Combobox })));

export interface DialogProps {
  incident: PoliceCase;
  reload: () => Promise<PoliceCase | null | undefined>;
  onDone: () => void;
}

const AUDIT_NOTE = 'Recorded in the report history and the audit log with your name and the time.';

export function AcknowledgeDialog({ incident, reload, onDone }: DialogProps) {
  const acknowledge = useAcknowledge(incident.id);
  const form = useForm({});
  if (incident.acknowledgedAt) {
    return (
      <div className="space-y-4">
        <p className="text-sm">This report was acknowledged at {formatFull(incident.acknowledgedAt)}.</p>
        <div className="flex justify-end">
          <Button onClick={onDone}>Close</Button>
        </div>
      </div>
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
          <TextField
            label="Note to the reporter"
            hint="The reporter reads this on their report and in their notifications."
            error={form.formState.errors.note?.message}
            length={note.length}
            maxLength={POLICE_TEXT_MAX_LENGTH}
            {...form.register('note')}
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
  const note = form.watch('note') ?? '';
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
      <TextField
        label="Internal note"
        hint="Police only: the reporter never sees this note."
        error={form.formState.errors.note?.message}
        length={note.length}
        maxLength={POLICE_TEXT_MAX_LENGTH}
        {...form.register('note')}
      />
    </ActionForm>
  );
}

const rerouteFormSchema = rerouteRequestSchema.omit({ version: true });
type RerouteForm = { stationId: number | null; reason: string };

export function RerouteDialog({ incident, reload, onDone }: DialogProps) {
  const reroute = useReroute(incident.id);
  const stations = useStationOptions();
  const form = useForm<RerouteForm>({
    resolver: zodResolver(rerouteFormSchema) as never,
    defaultValues: { stationId: null, reason: '' },
  });
  const reason = form.watch('reason') ?? '';
  const options = (stations.data ?? [])
    .filter((s) => s.id !== incident.station?.id)
    .map((s) => ({ value: s.id, label: s.formation }));
  const nameOf = (id: number | null) => options.find((o) => o.value === id)?.label ?? 'the station';
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values, version) => reroute.mutateAsync({ stationId: values.stationId!, reason: values.reason, version })}
      success={(values) => `Re-routed to ${nameOf(values.stationId)}.`}
      onDone={onDone}
      submitLabel="Re-route"
      pendingLabel="Re-routing..."
      warning={AUDIT_NOTE}
    >
      <p className="text-sm text-slate-700">Now with: {incident.station?.formation ?? 'no station'}</p>
      <Suspense fallback={<Input disabled aria-label="Station" placeholder="Loading stations..." />}>
        <Controller
          control={form.control}
          name="stationId"
          render={({ field, fieldState }) => (
            <Combobox
              label="Station"
              required
              placeholder="Type to find a station"
              options={options}
              emptyText={stations.isLoading ? 'Loading stations...' : 'No station matches'}
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
      </Suspense>
      <ReasonField
        hint="Why this station should take the report."
        error={form.formState.errors.reason?.message}
        length={reason.length}
        {...form.register('reason')}
      />
    </ActionForm>
  );
}

const escalateFormSchema = escalateRequestSchema.omit({ version: true });
type EscalateForm = z.input<typeof escalateFormSchema>;

export function EscalateDialog({ incident, reload, onDone }: DialogProps) {
  const escalate = useEscalate(incident.id);
  const open = ESCALATION_TARGETS.filter((t) => ESCALATION_LEVEL[t] > incident.escalationLevel);
  const form = useForm<EscalateForm>({
    resolver: zodResolver(escalateFormSchema),
    defaultValues: { to: open[0], reason: '' },
  });
  const reason = form.watch('reason') ?? '';
  const current = escalationLabel(incident.escalationLevel);
  if (open.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm">This report is already escalated to State HQ.</p>
        <div className="flex justify-end">
          <Button onClick={onDone}>Close</Button>
        </div>
      </div>
    );
  }
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values, version) =>
        escalate.mutateAsync({ to: values.to as EscalationTarget, reason: values.reason, version })
      }
      success={(values) => `Escalated to ${values.to === 'hq' ? 'State HQ' : 'the Area Command'}.`}
      onDone={onDone}
      submitLabel="Escalate"
      pendingLabel="Escalating..."
      warning={AUDIT_NOTE}
    >
      {current ? <p className="text-sm text-slate-700">Now escalated to: {current}</p> : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Escalate to</legend>
        {ESCALATION_TARGETS.map((target) => {
          const disabled = !open.includes(target);
          return (
            <label
              key={target}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:opacity-60"
            >
              <input
                type="radio"
                value={target}
                disabled={disabled}
                className="h-4 w-4 accent-brand-700"
                {...form.register('to')}
              />
              <span className="text-sm">
                <span className="font-semibold">{target === 'hq' ? 'State HQ' : 'Area Command'}</span>
                {target === 'area-command' && incident.areaCommand ? ` (${incident.areaCommand.name})` : ''}
                {disabled ? ' · already at or above this level' : ''}
              </span>
            </label>
          );
        })}
      </fieldset>
      <ReasonField
        hint="What the level above should know."
        error={form.formState.errors.reason?.message}
        length={reason.length}
        {...form.register('reason')}
      />
    </ActionForm>
  );
}

const mapFormSchema = mapVisibilityRequestSchema.pick({ reason: true });
type MapForm = z.input<typeof mapFormSchema>;

export function MapVisibilityDialog({ incident, reload, onDone }: DialogProps) {
  const change = useMapVisibility(incident.id);
  const hide = !incident.hiddenFromMap;
  const form = useForm<MapForm>({ resolver: zodResolver(mapFormSchema), defaultValues: { reason: '' } });
  const reason = form.watch('reason') ?? '';
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values, version) => change.mutateAsync({ hiddenFromMap: hide, reason: values.reason, version })}
      success={hide ? 'Hidden from the crime map.' : 'Shown on the crime map again.'}
      onDone={onDone}
      submitLabel={hide ? 'Hide from the map' : 'Show on the map'}
      pendingLabel="Saving..."
      variant={hide ? 'danger' : 'primary'}
      warning={`${AUDIT_NOTE} The reason is kept as an internal note.`}
    >
      <ReasonField
        hint={hide ? 'Why the public map should not show this report.' : 'Why the public map may show it again.'}
        error={form.formState.errors.reason?.message}
        length={reason.length}
        maxLength={POLICE_TEXT_MAX_LENGTH}
        {...form.register('reason')}
      />
    </ActionForm>
  );
}

type ReplyForm = z.input<typeof policeReplyRequestSchema>;

export function ReplyDialog({ incident, reload, onDone }: DialogProps) {
  const reply = useReviewReply(incident.id);
  const form = useForm<ReplyForm>({
    resolver: zodResolver(policeReplyRequestSchema),
    defaultValues: { reply: incident.review?.reply ?? '' },
  });
  const text = form.watch('reply') ?? '';
  const review = incident.review;
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values) => reply.mutateAsync(values)}
      success="Reply sent. The reporter has been told."
      onDone={onDone}
      submitLabel={review?.reply ? 'Replace reply' : 'Send reply'}
    >
      {review ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <StarRating value={review.rating} />
          <p className="mt-1 whitespace-pre-wrap">{review.comments}</p>
        </div>
      ) : null}
      <TextField
        label="Your reply"
        hint={review?.reply ? 'Replaces the earlier reply. The reporter reads it.' : 'The reporter reads it.'}
        error={form.formState.errors.reply?.message}
        length={text.length}
        maxLength={POLICE_TEXT_MAX_LENGTH}
        {...form.register('reply')}
      />
    </ActionForm>
  );
}

type RevealForm = z.input<typeof revealReporterRequestSchema>;

/** Asks for the reason, then shows the contact details; the reveal is in the audit log either way. */
export function RevealDialog({ incident, onDone }: Omit<DialogProps, 'reload'>) {
  const reveal = useRevealReporter(incident.id);
  const [reporter, setReporter] = useState<RevealedReporter | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RevealForm>({
    resolver: zodResolver(revealReporterRequestSchema),
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason') ?? '';
  const pending = form.formState.isSubmitting;

  if (reporter) {
    return (
      <div className="space-y-4">
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm"
          data-testid="revealed-reporter"
        >
          <dt className="text-slate-600">Name</dt>
          <dd className="font-semibold">{reporter.fullName ?? 'Not given'}</dd>
          <dt className="text-slate-600">Phone</dt>
          <dd>
            {reporter.phoneNumber ? (
              <a href={`tel:${reporter.phoneNumber}`} className="font-semibold text-brand-700 underline">
                {reporter.phoneNumber}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
          <dt className="text-slate-600">Email</dt>
          <dd className="break-all">
            {reporter.email ? (
              <a href={`mailto:${reporter.email}`} className="text-brand-700 underline">
                {reporter.email}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
        </dl>
        <p className="text-xs text-slate-600">
          Your reveal and its reason are in the audit log. Do not share these details.
        </p>
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) =>
        void form.handleSubmit(async (values) => {
          setFailure(null);
          try {
            setReporter(await reveal.mutateAsync(values));
          } catch (error) {
            setFailure(errorMessage(error, 'The contact details could not be shown. Try again.'));
          }
        })(event)
      }
    >
      <ReasonField
        hint="Why you need to contact the reporter."
        error={form.formState.errors.reason?.message}
        length={reason.length}
        {...form.register('reason')}
      />
      <p className="text-xs text-slate-600">
        Your name, the time and this reason are written to the audit log, which State HQ reads.
      </p>
      <FormFooter failure={failure} pending={pending} onDone={onDone}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Revealing...' : 'Reveal contact details'}
        </Button>
      </FormFooter>
    </form>
  );
}
