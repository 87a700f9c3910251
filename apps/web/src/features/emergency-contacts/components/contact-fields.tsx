import { Controller, type Control } from 'react-hook-form';
import { CONTACT_NAME_MAX_LENGTH } from '@safeogun/contract/emergency-contacts';
import { RELATIONSHIPS } from '@safeogun/contract/reference';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cleanPhoneInput, type RowErrors } from '../lib/contact-row';
import type { ContactsForm } from '../lib/contact-form';

const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((r) => ({ value: r, label: r }));

/** Full name, phone (+234 and 10 digits) and relationship of row `index` of a contacts form. */
export function ContactFields({
  control,
  index,
  errors,
  idPrefix,
}: {
  control: Control<ContactsForm>;
  index: number;
  errors: RowErrors;
  idPrefix: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field id={id('name')} label="Full name" error={errors.fullName}>
        <Controller
          control={control}
          name={`rows.${index}.fullName`}
          render={({ field }) => <Input {...field} autoComplete="off" maxLength={CONTACT_NAME_MAX_LENGTH} />}
        />
      </Field>
      <Field id={id('phone')} label="Phone number" error={errors.phone}>
        <div className="flex">
          <span className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm text-slate-700">
            +234
          </span>
          <Controller
            control={control}
            name={`rows.${index}.phone`}
            render={({ field }) => (
              <Input
                {...field}
                className="rounded-l-none"
                inputMode="numeric"
                autoComplete="off"
                placeholder="8012345678"
                onChange={(e) => field.onChange(cleanPhoneInput(e.target.value))}
              />
            )}
          />
        </div>
      </Field>
      <Field id={id('relationship')} label="Relationship" error={errors.relationship}>
        <Controller
          control={control}
          name={`rows.${index}.relationship`}
          render={({ field }) => <Select {...field} placeholder="Select relationship" options={RELATIONSHIP_OPTIONS} />}
        />
      </Field>
    </div>
  );
}
