import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  stationBodySchema,
  type AdminStation,
  type StationBody,
  type StationForm,
} from '@safeogun/contract/administration';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { LgaPointMap } from '../../../components/lga-point-map';
import { DialogButtons } from '../../../components/console/dialog-buttons';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps, showServerFieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreateStation, useLgaOptions, useUpdateStation } from '../api/use-stations';

const FIELDS = ['formation', 'address', 'phone', 'lgaId', 'latitude', 'longitude'] as const;

function StationFormBody({ station, onDone }: { station: AdminStation | null; onDone: () => void }) {
  const lgas = useLgaOptions();
  const create = useCreateStation();
  const update = useUpdateStation();
  const form = useForm<StationForm, unknown, StationBody>({
    resolver: zodResolver(stationBodySchema),
    defaultValues: {
      formation: station?.formation ?? '',
      address: station?.address ?? '',
      phone: station?.phone ?? '',
      lgaId: station?.lga?.id ?? (undefined as unknown as number),
      latitude: station?.latitude ?? (undefined as unknown as number),
      longitude: station?.longitude ?? (undefined as unknown as number),
    },
  });
  const [lgaId, latitude, longitude] = useWatch({ control: form.control, name: ['lgaId', 'latitude', 'longitude'] });
  const hasPoint = Number.isFinite(latitude) && Number.isFinite(longitude);
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (station) await update.mutateAsync({ id: station.id, body });
      else await create.mutateAsync(body);
      toast.success(station ? `${body.formation} saved.` : `${body.formation} added.`);
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  });

  const number = { valueAsNumber: true } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Formation name" required error={fieldProps(form, 'formation').error}>
        <Input autoComplete="off" {...form.register('formation')} />
      </Field>
      <Field label="Address" error={fieldProps(form, 'address').error}>
        <Input autoComplete="off" {...form.register('address')} />
      </Field>
      <Field label="Phone" hint="As it is dialled, e.g. 0803 123 4567." error={fieldProps(form, 'phone').error}>
        <Input type="tel" autoComplete="off" {...form.register('phone')} />
      </Field>
      <Field label="LGA" required error={fieldProps(form, 'lgaId').error}>
        <Select
          placeholder="Choose the LGA"
          options={(lgas.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          {...form.register('lgaId', number)}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Position</legend>
        <p className="text-xs text-slate-600">
          Click the map to place the station, or type its latitude and longitude. It must lie inside the chosen LGA.
        </p>
        {Number.isFinite(lgaId) ? (
          <LgaPointMap
            focusLgaId={lgaId}
            points={hasPoint ? [{ id: 'station', latitude, longitude, urgent: false }] : []}
            label="Map of the chosen LGA with the station's position"
            onPick={(lat, lng) => {
              form.setValue('latitude', lat, { shouldValidate: true });
              form.setValue('longitude', lng, { shouldValidate: true });
            }}
          />
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field label="Latitude" required error={fieldProps(form, 'latitude').error}>
            <Input type="number" step="any" inputMode="decimal" {...form.register('latitude', number)} />
          </Field>
          <Field label="Longitude" required error={fieldProps(form, 'longitude').error}>
            <Input type="number" step="any" inputMode="decimal" {...form.register('longitude', number)} />
          </Field>
        </div>
      </fieldset>
      <DialogButtons onCancel={onDone} label={station ? 'Save station' : 'Add station'} pending={pending} />
    </form>
  );
}

/** Adds a station (`station` null) or changes one; the server checks the position against the LGA's boundary. */
export function StationDialog({
  open,
  station,
  onClose,
}: {
  open: boolean;
  station: AdminStation | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={station ? `Edit ${station.formation}` : 'Add a station'}
      size="lg"
      sheet
    >
      {open ? <StationFormBody key={station?.id ?? 'new'} station={station} onDone={onClose} /> : null}
    </Modal>
  );
}
