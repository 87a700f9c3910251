import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { RELATIONSHIPS } from '@safeogun/contract/reference';
import { cleanPhoneInput, type ContactRow, type RowErrors } from '../lib/contact-row';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** Full name, phone (+234 and 10 digits) and relationship of one contact. */
export function ContactFields({
  row,
  errors,
  onChange,
  idPrefix,
}: {
  row: ContactRow;
  errors: RowErrors;
  onChange: (row: ContactRow) => void;
  idPrefix: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor={id('name')} className="text-sm font-medium text-slate-700">
          Full name
        </label>
        <input
          id={id('name')}
          className={inputClass}
          value={row.fullName}
          autoComplete="off"
          maxLength={100}
          aria-invalid={!!errors.fullName}
          aria-describedby={errors.fullName ? id('name-error') : undefined}
          onChange={(e) => onChange({ ...row, fullName: e.target.value })}
        />
        {errors.fullName ? (
          <p id={id('name-error')} className="mt-1 text-xs text-red-600">
            {errors.fullName}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={id('phone')} className="text-sm font-medium text-slate-700">
          Phone number
        </label>
        <div className="mt-1 flex">
          <span className="inline-flex min-h-11 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm text-slate-700">
            +234
          </span>
          <input
            id={id('phone')}
            className={`${inputClass} mt-0 rounded-l-none`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="8012345678"
            value={row.phone}
            aria-invalid={!!errors.phone}
            aria-describedby={errors.phone ? id('phone-error') : undefined}
            onChange={(e) => onChange({ ...row, phone: cleanPhoneInput(e.target.value) })}
          />
        </div>
        {errors.phone ? (
          <p id={id('phone-error')} className="mt-1 text-xs text-red-600">
            {errors.phone}
          </p>
        ) : null}
      </div>
      <Field id={id('relationship')} label="Relationship" error={errors.relationship} className="">
        <Select
          className="mt-1"
          value={row.relationship}
          onChange={(e) => onChange({ ...row, relationship: e.target.value })}
          placeholder="Select relationship"
          options={RELATIONSHIPS.map((r) => ({ value: r, label: r }))}
        />
      </Field>
    </div>
  );
}
