/**
 * The case's routing actions, each with a reason and an audit entry: re-route to another station, escalate to the
 * Area Command or State HQ, hide from or show on the crime map.
 */
import { lazy, Suspense } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ESCALATION_LEVEL,
  ESCALATION_TARGETS,
  escalateRequestSchema,
  mapVisibilityRequestSchema,
  rerouteRequestSchema,
  type EscalationTarget,
} from '@safeogun/contract/casework';
import { POLICE_TEXT_MAX_LENGTH } from '@safeogun/contract/police';
import { legalHoldBodySchema } from '@safeogun/contract/retention';
import { Input } from '../../../components/ui/input';
import { useEscalate, useLegalHold, useMapVisibility, useReroute } from '../api/use-case-actions';
import { useStationOptions } from '../api/use-options';
import { escalationLabel } from '../lib/case-events';
import { ActionForm, AlreadyDone, AUDIT_NOTE, type DialogProps } from './action-form';
import { FormTextField } from './text-field';

const Combobox = lazy(() => import('../../../components/ui/combobox').then((m) => ({ default: m.Combobox })));

const rerouteFormSchema = rerouteRequestSchema.omit({ version: true });
type RerouteForm = { stationId: number | null; reason: string };

export function RerouteDialog({ incident, reload, onDone }: DialogProps) {
  const reroute = useReroute(incident.id);
  const stations = useStationOptions();
  const form = useForm<RerouteForm>({
    resolver: zodResolver(rerouteFormSchema) as never,
    defaultValues: { stationId: null, reason: '' },
  });
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
      <FormTextField form={form} name="reason" hint="Why this station should take the report." />
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
  const current = escalationLabel(incident.escalationLevel);
  if (open.length === 0) {
    return <AlreadyDone onDone={onDone}>This report is already escalated to State HQ.</AlreadyDone>;
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
      <FormTextField form={form} name="reason" hint="What the level above should know." />
    </ActionForm>
  );
}

type ReasonForm = { reason: string };

/**
 * A switch of the case that asks only for a reason (kept as an internal note): hide from or show on the map, place
 * or lift a legal hold. `send` gets the reason and the version of the case the dialog opened on.
 */
function ReasonDialog({
  incident,
  reload,
  onDone,
  schema,
  send,
  success,
  submitLabel,
  variant,
  hint,
  maxLength,
}: DialogProps & {
  schema: z.ZodType<ReasonForm, ReasonForm>;
  send: (reason: string, version: number) => Promise<unknown>;
  success: string;
  submitLabel: string;
  variant: 'primary' | 'danger';
  hint: string;
  maxLength: number;
}) {
  const form = useForm<ReasonForm>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  return (
    <ActionForm
      incident={incident}
      reload={reload}
      form={form}
      send={(values, version) => send(values.reason, version)}
      success={success}
      onDone={onDone}
      submitLabel={submitLabel}
      pendingLabel="Saving..."
      variant={variant}
      warning={`${AUDIT_NOTE} The reason is kept as an internal note.`}
    >
      <FormTextField form={form} name="reason" hint={hint} maxLength={maxLength} />
    </ActionForm>
  );
}

const mapFormSchema = mapVisibilityRequestSchema.pick({ reason: true });

export function MapVisibilityDialog(props: DialogProps) {
  const change = useMapVisibility(props.incident.id);
  const hide = !props.incident.hiddenFromMap;
  return (
    <ReasonDialog
      {...props}
      schema={mapFormSchema}
      send={(reason, version) => change.mutateAsync({ hiddenFromMap: hide, reason, version })}
      success={hide ? 'Hidden from the crime map.' : 'Shown on the crime map again.'}
      submitLabel={hide ? 'Hide from the map' : 'Show on the map'}
      variant={hide ? 'danger' : 'primary'}
      hint={hide ? 'Why the public map should not show this report.' : 'Why the public map may show it again.'}
      maxLength={POLICE_TEXT_MAX_LENGTH}
    />
  );
}

const holdFormSchema = legalHoldBodySchema.pick({ reason: true });

/** Sets or lifts a legal hold (supervisors): while set, the retention schedule never touches the case. */
export function LegalHoldDialog(props: DialogProps) {
  const change = useLegalHold(props.incident.id);
  const hold = props.incident.legalHold === null;
  return (
    <ReasonDialog
      {...props}
      schema={holdFormSchema}
      send={(reason) => change.mutateAsync({ legalHold: hold, reason })}
      success={hold ? 'The case is under legal hold.' : 'The legal hold was lifted.'}
      submitLabel={hold ? 'Place under legal hold' : 'Lift the legal hold'}
      variant={hold ? 'primary' : 'danger'}
      hint={
        hold
          ? 'The court order, investigation or request that needs the evidence kept.'
          : 'Why the evidence no longer needs to be kept beyond the retention schedule.'
      }
      maxLength={500}
    />
  );
}
