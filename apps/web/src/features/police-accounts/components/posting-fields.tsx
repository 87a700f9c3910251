import { Controller, type UseFormReturn } from 'react-hook-form';
import { POLICE_ROLES, ROLE_LABELS, type PoliceRole } from '@safeogun/contract/roles';
import type { AreaCommand, LgaWithStations } from '@safeogun/contract/police-accounts';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { LoadError } from '../../../components/ui/spinner';
import { useAreaCommands } from '../api/use-area-commands';

/** The fields every role-and-posting form has (the invitation and the role change). */
export interface PostingValues {
  role: PoliceRole;
  stationId?: number | null;
  areaCommandId?: number | null;
}

export const ROLE_OPTIONS = POLICE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Every station, by name, with its LGA and command as the hint. */
function stationOptions(commands: AreaCommand[], unassigned: LgaWithStations[]): ComboboxOption[] {
  const options: ComboboxOption[] = [];
  const add = (lga: LgaWithStations, command: string | null) => {
    for (const station of lga.stations)
      options.push({
        value: station.id,
        label: station.formation,
        hint: command ? `${lga.name}, ${command}` : lga.name,
      });
  };
  for (const command of commands) for (const lga of command.lgas) add(lga, command.name);
  for (const lga of unassigned) add(lga, null);
  return options.sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The role select and the posting the role needs: a station for an officer, an Area Command for an area commander
 * (searchable pickers), nothing for State HQ and administrators. Changing the role clears the posting.
 */
export function PostingFields<T extends PostingValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
}) {
  // One cast here, so the forms of more fields than these can share the component.
  const f = form as unknown as UseFormReturn<PostingValues>;
  const role = f.watch('role');
  const commands = useAreaCommands();
  const errors = f.formState.errors;
  const stations = commands.data ? stationOptions(commands.data.areaCommands, commands.data.unassignedLgas) : [];
  const commandOptions = (commands.data?.areaCommands ?? []).map((c) => ({
    value: c.id,
    label: c.name,
    hint: `${c.lgas.length} LGA${c.lgas.length === 1 ? '' : 's'}`,
  }));

  return (
    <>
      <Field label="Role" id={`${idPrefix}-role`} error={errors.role?.message} required>
        <Select
          options={ROLE_OPTIONS}
          {...f.register('role', {
            onChange: () => {
              f.setValue('stationId', null);
              f.setValue('areaCommandId', null);
              f.clearErrors(['stationId', 'areaCommandId']);
            },
          })}
        />
      </Field>
      {commands.isError && (role === 'officer' || role === 'area_commander') ? (
        <LoadError
          message="The stations and Area Commands could not be loaded."
          onRetry={() => void commands.refetch()}
        />
      ) : null}
      {role === 'officer' ? (
        <Controller
          control={f.control}
          name="stationId"
          render={({ field, fieldState }) => (
            <Combobox
              id={`${idPrefix}-station`}
              label="Station"
              required
              {...field}
              value={field.value ?? null}
              error={fieldState.error?.message}
              options={stations}
              placeholder={commands.isLoading ? 'Loading stations...' : 'Search for a station'}
              emptyText="No station matches"
              hint="The officer reaches the reports of this station and of its LGA."
            />
          )}
        />
      ) : null}
      {role === 'area_commander' ? (
        <Controller
          control={f.control}
          name="areaCommandId"
          render={({ field, fieldState }) => (
            <Combobox
              id={`${idPrefix}-command`}
              label="Area Command"
              required
              {...field}
              value={field.value ?? null}
              error={fieldState.error?.message}
              options={commandOptions}
              placeholder={commands.isLoading ? 'Loading Area Commands...' : 'Search for an Area Command'}
              emptyText="No Area Command matches"
              hint="The area commander reaches every report of the command's LGAs."
            />
          )}
        />
      ) : null}
      {role === 'hq' || role === 'admin' ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {ROLE_LABELS[role]} reaches the whole state: no posting to choose.
        </p>
      ) : null}
    </>
  );
}
