import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DURATION_UNITS,
  SLA_LIMITS,
  formatMinutes,
  slaTargetFormSchema,
  toDuration,
  type DurationUnit,
  type SlaTarget,
  type SlaTargetBody,
  type SlaTargetForm,
} from '@safeogun/contract/sla';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { DialogButtons } from '../../../components/console/dialog-buttons';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useUpdateSlaTarget } from '../api/use-sla-targets';

const UNIT_LABELS: Record<DurationUnit, string> = { minutes: 'minutes', hours: 'hours', days: 'days' };
const UNIT_OPTIONS = DURATION_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));

/** A target as a number and a unit, checked in minutes by the contract's schema (the server's own). */
function DurationField({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<SlaTargetForm, unknown, SlaTargetBody>;
  name: 'acknowledge' | 'resolve';
  label: string;
  hint: string;
}) {
  const error = form.formState.errors[name]?.value?.message;
  return (
    <Field label={label} id={`sla-${name}-value`} hint={hint} error={error}>
      <div className="flex gap-2">
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="w-28"
          {...form.register(`${name}.value`, { valueAsNumber: true })}
        />
        <Select
          id={`sla-${name}-unit`}
          aria-label={`${label}: unit`}
          className="w-32"
          options={UNIT_OPTIONS}
          {...form.register(`${name}.unit`)}
        />
      </div>
    </Field>
  );
}

function SlaTargetFormBody({ target, onDone }: { target: SlaTarget; onDone: () => void }) {
  const update = useUpdateSlaTarget();
  const form = useForm<SlaTargetForm, unknown, SlaTargetBody>({
    resolver: zodResolver(slaTargetFormSchema),
    defaultValues: { acknowledge: toDuration(target.acknowledgeMinutes), resolve: toDuration(target.resolveMinutes) },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ incidentTypeId: target.incidentTypeId, body });
      toast.success(`Targets for ${target.incidentType} saved.`);
      onDone();
    } catch (error) {
      const fields = { acknowledgeMinutes: 'acknowledge.value', resolveMinutes: 'resolve.value' } as const;
      if (!showServerFieldErrors(error, form.setError, fields))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DurationField
        form={form}
        name="acknowledge"
        label="Acknowledge within"
        hint={`From 1 minute to ${formatMinutes(SLA_LIMITS.acknowledge.max)}.`}
      />
      <DurationField
        form={form}
        name="resolve"
        label="Resolve within"
        hint={`At least the time to acknowledge, at most ${formatMinutes(SLA_LIMITS.resolve.max)}. Time on hold does not count.`}
      />
      <DialogButtons onCancel={onDone} label="Save targets" pending={update.isPending} />
    </form>
  );
}

/** Changes one incident type's two targets; reports already filed keep theirs. */
export function SlaTargetDialog({ target, onClose }: { target: SlaTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? `Targets for ${target.incidentType}` : 'Targets'}
      description="Applies to reports filed from now on; reports already filed keep the targets they came in under."
    >
      {target ? <SlaTargetFormBody key={target.incidentTypeId} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}
